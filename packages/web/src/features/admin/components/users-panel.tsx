import { ADDONS, formatDate, formatDateTime, type AdminUserDto } from '@atelier/core';
import { Alert, Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { SearchBox } from '../../../components/search-box';
import { useLocale } from '../../../lib/use-locale';
import { useMinWidth } from '../../../lib/use-min-width';
import { USERS_PAGE_SIZE, useAdminUsers } from '../api/users';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SubscriptionEditor } from './subscription-editor';
import { lastDayOf } from '../../../lib/calendar-days';

const SubscriptionCell = ({ user }: { user: AdminUserDto }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const sub = user.subscription;
  if (!sub) return <Text c="dimmed">{t('admin.users.trialUntil', { date: formatDate(user.trial_ends_at, locale) })}</Text>;
  // ends_at is the first instant after the period: the last covered day is the one before.
  const lastDay = formatDate(lastDayOf(sub.ends_at), locale);
  const addons = ADDONS.filter((a) => sub.addons[a]);
  return (
    <Stack gap={2}>
      <Badge color={sub.active ? 'green' : 'gray'} variant="light">
        {t(sub.active ? 'admin.users.activeUntil' : 'admin.users.endedOn', { date: lastDay })}
      </Badge>
      <Text fz="xs">
        {t('admin.users.applications', { count: sub.applications })}
        {addons.map((a) => (
          <Text span key={a} title={t(`admin.subscription.addonHints.${a}`)}>
            {` · ${t(`admin.subscription.addons.${a}`)}`}
          </Text>
        ))}
      </Text>
    </Stack>
  );
};

/** The business the account belongs to, and the person in it (name, role). */
const BusinessCell = ({ user }: { user: AdminUserDto }) => {
  const { t } = useTranslation();
  if (!user.business) return <Text fz="sm" c="dimmed">{t('admin.users.noBusiness')}</Text>;
  return (
    <Stack gap={2}>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {user.business.name || t('admin.users.unnamedBusiness')}
      </Text>
      <Group gap={4} wrap="wrap">
        {user.name && (
          <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {user.name}
          </Text>
        )}
        {user.role && (
          <Badge size="xs" variant={user.role === 'owner' ? 'filled' : 'light'}>
            {t(`admin.users.roles.${user.role}`)}
          </Badge>
        )}
      </Group>
    </Stack>
  );
};

const UserCard = ({ user, onEdit, onDelete }: { user: AdminUserDto; onEdit: () => void; onDelete: () => void }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card withBorder padding="sm" component="article" aria-label={user.email}>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Text>
      <BusinessCell user={user} />
      <Text fz="xs" c="dimmed">
        {t('admin.users.created')}: {formatDate(user.created_at, locale)} · {t('admin.users.lastSeen')}: {user.last_seen_at ? formatDateTime(user.last_seen_at, locale) : t('admin.users.never')}
      </Text>
      <Text fz="sm" my={4}>
        {t('admin.users.allocated')}: {user.allocated_forms}
      </Text>
      <SubscriptionCell user={user} />
      <Button mt="sm" size="sm" variant="light" fullWidth onClick={onEdit} aria-label={t('admin.users.editFor', { email: user.email })}>
        {t('admin.users.edit')}
      </Button>
      <Button mt="xs" size="sm" variant="subtle" color="red" fullWidth onClick={onDelete} aria-label={t('admin.users.deleteAccount.actionFor', { email: user.email })}>
        {t('admin.users.deleteAccount.action')}
      </Button>
    </Card>
  );
};

/** Accounts with search and pages; each opens the subscription editor. */
export const UsersPanel = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const users = useAdminUsers({ search, page });
  const [editing, setEditing] = useState<AdminUserDto>();
  const [deleting, setDeleting] = useState<AdminUserDto>();
  const [deleted, setDeleted] = useState<string>();
  const wide = useMinWidth('md');

  return (
    <Stack gap="md">
      {deleted && (
        <Alert color="teal" role="status" withCloseButton onClose={() => setDeleted(undefined)} closeButtonLabel={t('form.close')}>
          {t('admin.users.deleteAccount.done', { email: deleted })}
        </Alert>
      )}
      <SearchBox
        label={t('admin.users.search')}
        value={search}
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
      />
      <QueryState query={users} errorTitle="admin.errors.fetchFailed" loadingLabel="admin.users.loading">
        {() => (
          <>
            {!wide && (
              <Stack gap="sm">
                {users.data?.users.map((user) => (
                  <UserCard key={user.id} user={user} onEdit={() => setEditing(user)} onDelete={() => setDeleting(user)} />
                ))}
              </Stack>
            )}
            {wide && (
              <Table.ScrollContainer minWidth={760}>
                <Table striped verticalSpacing="sm" aria-label={t('admin.users.title')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('admin.users.email')}</Table.Th>
                      <Table.Th>{t('admin.users.business')}</Table.Th>
                      <Table.Th>{t('admin.users.created')}</Table.Th>
                      <Table.Th>{t('admin.users.subscription')}</Table.Th>
                      <Table.Th ta="right">{t('admin.users.allocated')}</Table.Th>
                      <Table.Th>{t('admin.users.lastSeen')}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {users.data?.users.map((user) => (
                      <Table.Tr key={user.id}>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
                        <Table.Td>
                          <BusinessCell user={user} />
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(user.created_at, locale)}</Table.Td>
                        <Table.Td>
                          <SubscriptionCell user={user} />
                        </Table.Td>
                        <Table.Td ta="right">{user.allocated_forms}</Table.Td>
                        <Table.Td>{user.last_seen_at ? formatDateTime(user.last_seen_at, locale) : t('admin.users.never')}</Table.Td>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap" justify="flex-end">
                            <Button size="xs" variant="light" onClick={() => setEditing(user)} aria-label={t('admin.users.editFor', { email: user.email })}>
                              {t('admin.users.edit')}
                            </Button>
                            <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(user)} aria-label={t('admin.users.deleteAccount.actionFor', { email: user.email })}>
                              {t('admin.users.deleteAccount.action')}
                            </Button>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {users.data?.users.length === 0 && <Text c="dimmed">{t('admin.users.empty')}</Text>}
            <Pager page={page} total={users.data?.total ?? 0} pageSize={USERS_PAGE_SIZE} onChange={setPage} />
          </>
        )}
      </QueryState>
      {editing && <SubscriptionEditor user={editing} onClose={() => setEditing(undefined)} />}
      {deleting && (
        <DeleteAccountDialog
          user={deleting}
          onClose={() => setDeleting(undefined)}
          onDeleted={(email) => {
            setDeleting(undefined);
            setDeleted(email);
          }}
        />
      )}
    </Stack>
  );
};
