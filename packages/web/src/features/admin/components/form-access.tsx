import type { FormUserDto } from '@atelier/core';
import { Alert, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { useChangeAccess, useFormUsers } from '../api/form-access';

const UserLine = ({ user, busy, onToggle }: { user: FormUserDto; busy: boolean; onToggle: () => void }) => {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" py={4} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Group gap="xs" style={{ minWidth: 0, flex: 1 }}>
        <Text style={{ overflowWrap: 'anywhere' }}>{user.email}</Text>
        {user.included_by_addon && (
          <Badge color="teal" variant="light">
            {t('admin.access.includedByAddon')}
          </Badge>
        )}
        {user.pending_request_id && (
          <Badge color="orange" variant="light">
            {t('admin.access.pending')}
          </Badge>
        )}
      </Group>
      <Button style={{ flexShrink: 0 }} size="xs" variant={user.has_access ? 'default' : 'filled'} color={user.has_access ? 'red' : undefined} loading={busy} onClick={onToggle} aria-label={t(user.has_access ? 'admin.access.removeFor' : 'admin.access.grantFor', { email: user.email })}>
        {t(user.has_access ? 'admin.access.remove' : 'admin.access.grant')}
      </Button>
    </Group>
  );
};

/** The users who have the application and those who do not, each with one button to change it. */
export const FormAccess = ({ formId }: { formId: string }) => {
  const { t } = useTranslation();
  const users = useFormUsers(formId);
  const change = useChangeAccess();
  const [search, setSearch] = useState('');

  const section = (title: string, list: FormUserDto[]) => (
    <Stack gap={0} component="section" aria-label={title}>
      <Title order={3} fz="md" mb="xs">
        {title} ({list.length})
      </Title>
      {list.length === 0 && <Text c="dimmed">{t('admin.access.none')}</Text>}
      {list.map((user) => (
        <UserLine key={user.id} user={user} busy={change.isPending && change.variables.userId === user.id} onToggle={() => change.mutate({ formId, userId: user.id, grant: !user.has_access })} />
      ))}
    </Stack>
  );

  return (
    <Stack gap="md">
      {change.isError && (
        <Alert color="red" role="alert" withCloseButton onClose={() => change.reset()} closeButtonLabel={t('form.close')}>
          {t('admin.errors.accessFailed')}
        </Alert>
      )}
      <TextInput leftSection={<IconSearch size={16} aria-hidden />} label={t('admin.access.search')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      <QueryState query={users} errorTitle="admin.errors.fetchFailed" loadingLabel="admin.access.loading">
        {() => {
          const needle = search.trim().toLowerCase();
          const shown = (users.data?.users ?? []).filter((u) => u.email.toLowerCase().includes(needle));
          return (
            <Stack gap="lg">
              {section(t('admin.access.with'), shown.filter((u) => u.has_access))}
              {section(t('admin.access.without'), shown.filter((u) => !u.has_access))}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
};
