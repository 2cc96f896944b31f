import type { PresenceEntry, PresenceList } from '@atelier/core';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert, LoadingLine } from '../../../components/load-state';
import { onlineUsersQuery, useOnlineUsers } from '../api/get-online-users';
import { subscribePresenceList } from '../presence-feed';
import { timeAgo } from '../../../lib/relative-time';

const TICK_MS = 30_000;

/** Live list pushed over the admin's socket replaces the snapshot fetched at first. */
const useLiveOnlineUsers = () => {
  const queryClient = useQueryClient();
  useEffect(
    () => subscribePresenceList((list: PresenceList) => queryClient.setQueryData(onlineUsersQuery().queryKey, list)),
    [queryClient],
  );
  return useOnlineUsers();
};

const useNow = () => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
};

const OnlineRow = ({ entry, now }: { entry: PresenceEntry; now: number }) => {
  const { t, i18n } = useTranslation();
  const document = entry.document_title ?? entry.document_id;
  return (
    <Card withBorder padding="sm" radius="md" component="li">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {entry.email ?? t('presence.online.anonymous')}
          </Text>
          {entry.user_id === 'admin' && <Badge variant="light">{t('presence.online.admin')}</Badge>}
          {entry.role && <Badge variant={entry.role === 'owner' ? 'filled' : 'light'}>{t(`admin.users.roles.${entry.role}`)}</Badge>}
          {entry.is_public && <Badge variant="outline" color="gray">{t('presence.online.publicForm')}</Badge>}
        </Group>
        <Text c="dimmed" fz="sm">
          {t('presence.online.since', { when: timeAgo({ from: entry.connected_at, nowMs: now, locale: i18n.resolvedLanguage ?? i18n.language }) })}
        </Text>
      </Group>
      {entry.business && (
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('presence.online.business')}: {entry.business.name || t('admin.users.unnamedBusiness')}
          {entry.name ? ` · ${entry.name}` : ''}
        </Text>
      )}
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('presence.online.page')}: {entry.page}
      </Text>
      {document && (
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('presence.online.document')}: {document}
        </Text>
      )}
    </Card>
  );
};

/** Admin dashboard: who is online now, updated live without reload. */
export const OnlineNowPanel = () => {
  const { t } = useTranslation();
  const online = useLiveOnlineUsers();
  const now = useNow();
  const count = online.data?.users.length;

  return (
    <Stack gap="sm" component="section" aria-labelledby="online-now-title">
      <Group gap="sm">
        <Title order={2} fz="h3" id="online-now-title">
          {t('presence.online.title')}
        </Title>
        {count !== undefined && (
          <Badge size="lg" circle={count < 10} aria-label={t('presence.online.count', { count })}>
            {count}
          </Badge>
        )}
      </Group>
      {online.isPending && <LoadingLine label={t('presence.online.loading')} py={0} />}
      {online.isError && <LoadErrorAlert title={t('presence.online.loadError')} error={online.error} onRetry={() => void online.refetch()} />}
      {online.data && online.data.users.length === 0 && <Text c="dimmed">{t('presence.online.empty')}</Text>}
      {online.data && online.data.users.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {online.data.users.map((entry) => (
            <OnlineRow key={entry.id} entry={entry} now={now} />
          ))}
        </Stack>
      )}
    </Stack>
  );
};
