import { Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import type { ServiceTagDto } from '@atelier/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { describeError } from '../../../lib/error-messages';
import { FormAlert } from '../../../components/form-alert';
import { useDeleteTag, useSaveTag } from '../api/tags';
import { TagForm } from './tag-form';

type Notice = { tone: 'success' | 'error'; text: string };

/** SPEC §2 Service tags: create, change, delete (after confirmation), with the notices of SPEC §8. */
export const TagsManager = ({ tags }: { tags: ServiceTagDto[] }) => {
  const { t } = useTranslation();
  const save = useSaveTag();
  const remove = useDeleteTag();
  const [notice, setNotice] = useState<Notice>();
  const [editing, setEditing] = useState<ServiceTagDto>();
  const [deleting, setDeleting] = useState<ServiceTagDto>();

  const failed = (key: 'tags.notices.createFailed' | 'tags.notices.updateFailed', error: unknown) => setNotice({ tone: 'error', text: describeError(t, error, { fallback: key }) });

  return (
    <Stack gap="md">
      {notice && <FormAlert tone={notice.tone}>{notice.text}</FormAlert>}
      <Paper withBorder p="md" component="section" aria-labelledby="tags-new">
        <Title order={3} fz="md" mb="sm" id="tags-new">
          {t('tags.newTitle')}
        </Title>
        <TagForm
          busy={save.isPending && !editing}
          submitLabel={t('tags.form.create')}
          onSubmit={(body) =>
            save.mutate({ body }, { onSuccess: (tag) => setNotice({ tone: 'success', text: t('tags.notices.created', { name: tag.name }) }), onError: (error) => failed('tags.notices.createFailed', error) })
          }
        />
      </Paper>
      {tags.length === 0 ? (
        <Text c="dimmed">{t('tags.empty')}</Text>
      ) : (
        <Stack gap="xs" component="ul" aria-label={t('tags.listLabel')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {tags.map((tag) => (
            <Paper key={tag.id} withBorder p="sm" component="li">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
                  <Group gap="xs">
                    <Text fw={600}>{tag.name}</Text>
                    <Badge variant="light" color="gray">
                      {t('tags.months', { count: tag.interval_months })}
                    </Badge>
                  </Group>
                  {tag.aliases && (
                    <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {t('tags.aliasesLine', { aliases: tag.aliases })}
                    </Text>
                  )}
                  <Text fz="sm">{t('tags.documents', { count: tag.documents })}</Text>
                </Stack>
                <Group gap="xs">
                  <Button variant="default" onClick={() => setEditing(tag)} aria-label={t('tags.editNamed', { name: tag.name })}>
                    {t('tags.edit')}
                  </Button>
                  <Button variant="light" color="red" onClick={() => setDeleting(tag)} aria-label={t('tags.deleteNamed', { name: tag.name })}>
                    {t('tags.delete')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Modal opened={editing !== undefined} onClose={() => setEditing(undefined)} title={t('tags.editTitle')} centered size="lg" closeButtonProps={{ 'aria-label': t('form.close') }}>
        {editing && (
          <TagForm
            initial={editing}
            busy={save.isPending}
            submitLabel={t('tags.form.save')}
            onCancel={() => setEditing(undefined)}
            onSubmit={(body) =>
              save.mutate(
                { id: editing.id, body },
                {
                  onSuccess: (tag) => {
                    setEditing(undefined);
                    setNotice({ tone: 'success', text: t('tags.notices.updated', { name: tag.name }) });
                  },
                  onError: (error) => {
                    setEditing(undefined);
                    failed('tags.notices.updateFailed', error);
                  },
                },
              )
            }
          />
        )}
      </Modal>
      <ConfirmDialog
        opened={deleting !== undefined}
        title={t('tags.deleteTitle')}
        message={t('tags.deleteConfirm', { name: deleting?.name ?? '', count: deleting?.documents ?? 0 })}
        confirmLabel={t('tags.delete')}
        danger
        busy={remove.isPending}
        error={remove.isError ? describeError(t, remove.error, { fallback: 'tags.notices.deleteFailed' }) : undefined}
        onClose={() => {
          setDeleting(undefined);
          remove.reset();
        }}
        onConfirm={() => {
          if (!deleting) return;
          const name = deleting.name;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(undefined);
              setNotice({ tone: 'success', text: t('tags.notices.deleted', { name }) });
            },
          });
        }}
      />
    </Stack>
  );
};
