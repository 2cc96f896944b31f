import { formatDateTime, type SessionDto } from '@atelier/core';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceDesktopAnalytics, IconDeviceMobile, IconDeviceTablet, IconDeviceTv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { InfoCard } from '../../../components/info-card';
import { LoadErrorAlert, LoadingLine } from '../../../components/load-state';
import { describeError } from '../../../lib/error-messages';
import { useLocale } from '../../../lib/use-locale';
import { timeAgo } from '../../../lib/relative-time';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';

const DEVICE_ICONS = { desktop: IconDeviceDesktop, mobile: IconDeviceMobile, tablet: IconDeviceTablet, tv: IconDeviceTv };

type Ending = { kind: 'one'; session: SessionDto; device: string } | { kind: 'others' };

/** "Sesiuni active": where the account is signed in, and ending any session but this one. */
export const SessionsCard = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  // What the dialog asks about; kept after it closes so its fading text does not change.
  const [ending, setEnding] = useState<Ending>();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string>();
  const mutation = ending?.kind === 'others' ? endOthers : endOne;

  const deviceName = (session: SessionDto) => [session.browser, session.os].filter(Boolean).join(' · ') || t('account.sessions.unknownDevice');
  const ask = (what: Ending) => {
    setEnding(what);
    setConfirming(true);
  };
  const close = () => {
    setConfirming(false);
    endOne.reset();
    endOthers.reset();
  };
  const confirm = () => {
    if (!ending) return;
    const onSuccess = () => {
      setDone(t(ending.kind === 'others' ? 'account.sessions.endedOthers' : 'account.sessions.ended', { device: ending.kind === 'one' ? ending.device : '' }));
      close();
    };
    if (ending.kind === 'others') endOthers.mutate(undefined, { onSuccess });
    else endOne.mutate(ending.session.id, { onSuccess });
  };

  const body = () => {
    if (sessions.isPending) return <LoadingLine label={t('account.sessions.loading')} />;
    if (sessions.isError) return <LoadErrorAlert title={t('account.sessions.loadError')} error={sessions.error} onRetry={() => void sessions.refetch()} />;
    // Relative to when the list was read: it is read again on focus and after each change.
    const nowMs = sessions.dataUpdatedAt;
    const others = sessions.data.filter((session) => !session.current);
    return (
      <>
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {sessions.data.map((session) => {
            const Icon = session.device_type ? DEVICE_ICONS[session.device_type] : IconDeviceDesktopAnalytics;
            const device = deviceName(session);
            return (
              <Group
                key={session.id}
                component="li"
                justify="space-between"
                align="center"
                wrap="wrap"
                gap="sm"
                py="sm"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                data-testid="session-row"
              >
                <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 240px', minWidth: 0 }}>
                  <Icon size={28} aria-hidden style={{ flexShrink: 0 }} />
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={600}>{device}</Text>
                      {session.current && (
                        <Badge color="green" variant="light">
                          {t('account.sessions.thisDevice')}
                        </Badge>
                      )}
                    </Group>
                    <Text fz="sm" c="dimmed">
                      {t('account.sessions.lastUsed', { when: timeAgo({ from: session.last_used_at, nowMs, locale }) })}
                    </Text>
                    <Text fz="sm" c="dimmed">
                      {[
                        t('account.sessions.signedIn', { date: formatDateTime(new Date(session.created_at), locale) }),
                        session.ip_prefix ? t('account.sessions.network', { ip: session.ip_prefix }) : undefined,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Stack>
                </Group>
                {!session.current && (
                  <Button
                    variant="light"
                    color="red"
                    onClick={() => ask({ kind: 'one', session, device })}
                    aria-label={t('account.sessions.endNamed', { device })}
                  >
                    {t('account.sessions.end')}
                  </Button>
                )}
              </Group>
            );
          })}
        </Stack>
        {others.length > 0 ? (
          // The label wraps on a phone instead of being cut.
          <Button
            variant="outline"
            color="red"
            onClick={() => ask({ kind: 'others' })}
            w="fit-content"
            maw="100%"
            h="auto"
            py={8}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          >
            {t('account.sessions.endOthers')}
          </Button>
        ) : (
          <Text fz="sm" c="dimmed">
            {t('account.sessions.onlyThis')}
          </Text>
        )}
      </>
    );
  };

  return (
    <InfoCard id="account-sessions" icon={<IconDeviceDesktop size={22} aria-hidden />} title={t('account.sessions.title')}>
      <Text fz="sm" c="dimmed">
        {t('account.sessions.intro')}
      </Text>
      {done && (
        <Alert color="green" role="status" withCloseButton onClose={() => setDone(undefined)} closeButtonLabel={t('form.close')}>
          {done}
        </Alert>
      )}
      {body()}
      <ConfirmDialog
        opened={confirming}
        title={t(ending?.kind === 'others' ? 'account.sessions.endOthersTitle' : 'account.sessions.endTitle')}
        message={ending?.kind === 'one' ? t('account.sessions.endMessage', { device: ending.device }) : t('account.sessions.endOthersMessage')}
        confirmLabel={t(ending?.kind === 'others' ? 'account.sessions.endOthers' : 'account.sessions.end')}
        danger
        busy={mutation.isPending}
        {...(mutation.isError ? { error: describeError(t, mutation.error, { fallback: 'account.sessions.endFailed' }) } : {})}
        onClose={close}
        onConfirm={confirm}
      />
    </InfoCard>
  );
};
