import { Button, Group, MultiSelect, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-messages';
import { FormAlert } from '../../../components/form-alert';
import { useDocumentTags, useSetDocumentTags, useTags } from '../api/tags';

/**
 * The service tags of a saved estimate or quote, set by hand (SPEC §3). Shows nothing for other
 * documents, or when the Notificari application is not allocated (the tags screen says so).
 */
export const DocumentTags = ({ documentId }: { documentId: string }) => {
  const { t } = useTranslation();
  const current = useDocumentTags(documentId);
  const tags = useTags();
  const save = useSetDocumentTags(documentId);
  // The user's choice while it differs from what is saved; undefined shows the saved tags.
  const [draft, setDraft] = useState<string[]>();
  const [saved, setSaved] = useState(false);
  if (!current.data?.taggable || !tags.data) return null;
  const savedIds = current.data.tags.map((tag) => tag.id);
  const chosen = draft ?? savedIds;
  const changed = chosen.slice().sort().join(',') !== savedIds.slice().sort().join(',');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="document-tags-title">
      <Stack gap="sm">
        <Text fw={600} id="document-tags-title">
          {t('tags.document.title')}
        </Text>
        {save.isError && <FormAlert>{describeError(t, save.error, { fallback: 'tags.document.failed' })}</FormAlert>}
        {saved && !changed && <FormAlert tone="success">{t('tags.document.saved')}</FormAlert>}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <MultiSelect
            style={{ flex: '1 1 16rem' }}
            label={t('tags.document.label')}
            placeholder={chosen.length === 0 ? t('tags.document.none') : undefined}
            data={tags.data.map((tag) => ({ value: tag.id, label: tag.name }))}
            value={chosen}
            onChange={(value) => {
              setDraft(value);
              setSaved(false);
            }}
            searchable
            clearable
          />
          <Button onClick={() => save.mutate(chosen, { onSuccess: () => (setDraft(undefined), setSaved(true)) })} loading={save.isPending} disabled={!changed}>
            {t('tags.document.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};
