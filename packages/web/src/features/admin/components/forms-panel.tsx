import { formatDate, type AdminFormDto } from '@atelier/core';
import { Badge, Button, Card, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch, IconTrash, IconUsers } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Pager, pageCount } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { categoryName } from '../../../lib/category-name';
import { useLocale } from '../../../lib/use-locale';
import { useMinWidth } from '../../../lib/use-min-width';
import { useAdminForms, useDeleteForm } from '../api/forms';
import { filterAdminForms } from '../form-search';
import { FormDetail } from './form-detail';
import { UploadZone } from './upload-zone';

const FormRow = ({ form, onManage, onDelete }: { form: AdminFormDto; onManage: () => void; onDelete: () => void }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Table.Tr>
      <Table.Td miw={200}>
        <Text fw={600}>{form.title}</Text>
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {form.key} · v{form.version} {form.isPublic && <Badge size="xs" variant="light">{t('admin.forms.public')}</Badge>}
        </Text>
      </Table.Td>
      <Table.Td ta="right">{form.documents}</Table.Td>
      <Table.Td ta="right">{form.allocated_users}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(form.updatedAt, locale)}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" leftSection={<IconUsers size={16} aria-hidden />} onClick={onManage} aria-label={t('admin.forms.manageOf', { title: form.title })}>
            {t('admin.forms.manage')}
          </Button>
          <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete} aria-label={t('admin.forms.deleteOf', { title: form.title })}>
            {t('admin.forms.delete')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
};

/** On a phone: one card per application, the same facts and buttons as a table row. */
const FormCard = ({ form, onManage, onDelete }: { form: AdminFormDto; onManage: () => void; onDelete: () => void }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card withBorder padding="sm" component="article" aria-label={form.title}>
      <Text fw={600}>{form.title}</Text>
      <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {form.key} · v{form.version} · {formatDate(form.updatedAt, locale)}
      </Text>
      <Text fz="sm" mt={4}>
        {t('admin.forms.documents')}: {form.documents} · {t('admin.forms.users')}: {form.allocated_users}
      </Text>
      <Group gap="xs" mt="sm">
        <Button size="sm" variant="light" onClick={onManage} aria-label={t('admin.forms.manageOf', { title: form.title })}>
          {t('admin.forms.manage')}
        </Button>
        <Button size="sm" variant="subtle" color="red" onClick={onDelete} aria-label={t('admin.forms.deleteOf', { title: form.title })}>
          {t('admin.forms.delete')}
        </Button>
      </Group>
    </Card>
  );
};

type FormActions = { onManage: (form: AdminFormDto) => void; onDelete: (form: AdminFormDto) => void };

/** A table on a wide screen, cards on a phone. */
const FormsList = ({ forms, wide, onManage, onDelete }: { forms: AdminFormDto[]; wide: boolean } & FormActions) => {
  const { t } = useTranslation();
  if (!wide) {
    return (
      <Stack gap="sm" aria-label={t('admin.forms.title')}>
        {forms.map((form) => (
          <FormCard key={form.id} form={form} onManage={() => onManage(form)} onDelete={() => onDelete(form)} />
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('admin.forms.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.forms.application')}</Table.Th>
            <Table.Th ta="right">{t('admin.forms.documents')}</Table.Th>
            <Table.Th ta="right">{t('admin.forms.users')}</Table.Th>
            <Table.Th>{t('admin.forms.updated')}</Table.Th>
            <Table.Th>{t('admin.forms.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {forms.map((form) => (
            <FormRow key={form.id} form={form} onManage={() => onManage(form)} onDelete={() => onDelete(form)} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

/**
 * Applications a page shows: the catalogue has 310, whose table (two buttons a row) took seconds to
 * draw on a phone; the search finds any of them.
 */
export const FORMS_PAGE_SIZE = 25;

/** Upload, the applications table, delete with confirmation, and each form's access and data. */
export const FormsPanel = () => {
  const { t } = useTranslation();
  const forms = useAdminForms();
  const remove = useDeleteForm();
  const wide = useMinWidth('sm');
  const [managed, setManaged] = useState<AdminFormDto>();
  const [deleting, setDeleting] = useState<AdminFormDto>();
  const [search, setSearch] = useState('');
  const [requestedPage, setPage] = useState(1);
  const found = useMemo(() => filterAdminForms(forms.data ?? [], { query: search, categoryName: (key) => categoryName(t, key) }), [forms.data, search, t]);
  // A search or a deletion may leave fewer pages than the one shown: the last one then.
  const page = Math.min(requestedPage, pageCount(found.length, FORMS_PAGE_SIZE));
  const shown = found.slice((page - 1) * FORMS_PAGE_SIZE, page * FORMS_PAGE_SIZE);

  const closeDelete = () => {
    setDeleting(undefined);
    remove.reset();
  };

  return (
    <Stack gap="lg">
      <UploadZone />
      <TextInput
        leftSection={<IconSearch size={16} aria-hidden />}
        label={t('admin.forms.search')}
        placeholder={t('admin.forms.searchPlaceholder')}
        type="search"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      <QueryState query={forms} errorTitle="admin.errors.fetchFailed" loadingLabel="admin.forms.loading">
        {() =>
          !forms.data?.length ? (
            <Text c="dimmed">{t('admin.forms.empty')}</Text>
          ) : shown.length === 0 ? (
            <Text c="dimmed" role="status">
              {t('admin.forms.noMatch', { query: search.trim() })}
            </Text>
          ) : (
            <>
              <FormsList forms={shown} wide={wide} onManage={setManaged} onDelete={setDeleting} />
              {found.length > FORMS_PAGE_SIZE && <Pager page={page} total={found.length} pageSize={FORMS_PAGE_SIZE} onChange={setPage} />}
            </>
          )
        }
      </QueryState>
      {managed && <FormDetail form={managed} onClose={() => setManaged(undefined)} />}
      <ConfirmDialog
        opened={deleting !== undefined}
        title={t('admin.forms.deleteTitle')}
        message={t('admin.forms.deleteMessage', { title: deleting?.title ?? '' })}
        confirmLabel={t('admin.forms.delete')}
        danger
        busy={remove.isPending}
        {...(remove.isError ? { error: t('admin.errors.deleteFailed') } : {})}
        onClose={closeDelete}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: closeDelete })}
      />
    </Stack>
  );
};
