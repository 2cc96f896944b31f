import type { CalendarFeedDto } from '@atelier/core';
import { Alert, Anchor, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { InfoCard } from '../../../components/info-card';
import { LoadErrorAlert, LoadingLine } from '../../../components/load-state';
import { describeError } from '../../../lib/error-messages';
import { useLocale } from '../../../lib/use-locale';
import { useCalendarFeed, useRegenerateCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed';

const when = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The link just made: shown once (only its hash is kept), to copy or to open as a subscription. */
const FreshLink = ({ feed }: { feed: CalendarFeedDto }) => {
  const { t } = useTranslation();
  if (!feed.url || !feed.webcal_url) return null;
  return (
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput readOnly label={t('calendarFeed.url')} value={feed.url} style={{ flex: '1 1 16rem', minWidth: 0 }} onFocus={(event) => event.currentTarget.select()} data-testid="calendar-feed-url" />
        <CopyButton value={feed.url}>
          {({ copied, copy }) => (
            <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
              {copied ? t('calendarFeed.copied') : t('calendarFeed.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Anchor href={feed.webcal_url} fz="sm">
        {t('calendarFeed.subscribe')}
      </Anchor>
      <Alert color="yellow" role="status">
        {t('calendarFeed.shownOnce')}
      </Alert>
    </Stack>
  );
};

/**
 * "Subscribe in your phone's calendar" (issue 16): the owner's private feed of the appointments,
 * made, shown once, regenerated or revoked (both asked first: the old link stops at once).
 */
export const CalendarFeedCard = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const feed = useCalendarFeed();
  const regenerate = useRegenerateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [asking, setAsking] = useState<'regenerate' | 'revoke' | undefined>();
  const fresh = regenerate.data && feed.data?.active && feed.data.created_at === regenerate.data.created_at ? regenerate.data : undefined;

  const body = () => {
    if (feed.isPending) return <LoadingLine label={t('calendarFeed.loading')} />;
    if (feed.isError) return <LoadErrorAlert title={t('calendarFeed.loadError')} error={feed.error} onRetry={() => void feed.refetch()} />;
    const { active, created_at: createdAt, last_used_at: lastUsed } = feed.data;
    return (
      <Stack gap="sm">
        <Text fz="sm">{t('calendarFeed.intro')}</Text>
        {fresh && <FreshLink feed={fresh} />}
        {active && !fresh && createdAt && (
          <Text fz="sm" data-testid="calendar-feed-status">
            {t('calendarFeed.active', { date: when(createdAt, locale) })} {lastUsed ? t('calendarFeed.lastUsed', { date: when(lastUsed, locale) }) : t('calendarFeed.neverUsed')}
          </Text>
        )}
        {active && !fresh && (
          <Text fz="sm" c="dimmed">
            {t('calendarFeed.hiddenUrl')}
          </Text>
        )}
        {!active && <Text fz="sm">{t('calendarFeed.none')}</Text>}
        {(regenerate.isError || revoke.isError) && (
          <Alert color="red" role="alert">
            {describeError(t, regenerate.error ?? revoke.error)}
          </Alert>
        )}
        <Group gap="sm">
          {active ? (
            <>
              <Button variant="light" onClick={() => setAsking('regenerate')}>
                {t('calendarFeed.regenerate')}
              </Button>
              <Button variant="light" color="red" onClick={() => setAsking('revoke')}>
                {t('calendarFeed.revoke')}
              </Button>
            </>
          ) : (
            <Button loading={regenerate.isPending} onClick={() => regenerate.mutate()}>
              {t('calendarFeed.create')}
            </Button>
          )}
        </Group>
      </Stack>
    );
  };

  return (
    <InfoCard id="calendar-feed" icon={<IconCalendarShare size={22} aria-hidden />} title={t('calendarFeed.title')}>
      {body()}
      <ConfirmDialog
        opened={asking === 'regenerate'}
        title={t('calendarFeed.regenerateTitle')}
        message={t('calendarFeed.regenerateMessage')}
        confirmLabel={t('calendarFeed.regenerateConfirm')}
        busy={regenerate.isPending}
        onConfirm={() => regenerate.mutate(undefined, { onSuccess: () => setAsking(undefined) })}
        onClose={() => setAsking(undefined)}
      />
      <ConfirmDialog
        opened={asking === 'revoke'}
        title={t('calendarFeed.revokeTitle')}
        message={t('calendarFeed.revokeMessage')}
        confirmLabel={t('calendarFeed.revokeConfirm')}
        danger
        busy={revoke.isPending}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => {
              regenerate.reset();
              setAsking(undefined);
            },
          })
        }
        onClose={() => setAsking(undefined)}
      />
    </InfoCard>
  );
};
