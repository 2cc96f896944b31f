import { formatDateTime } from '@atelier/core';
import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../../lib/api-error';
import { describeError } from '../../../../lib/error-messages';
import { useLocale } from '../../../../lib/use-locale';
import { isSyncMoving, useReceivedSync, useStartReceivedSync } from '../../api/received';

/** Where the owner mends what stops a sync: the SPV card and the CIF are on the company profile. */
export const PROFILE_PATH = '/profile';
const PROFILE_CODES = new Set(['spv_not_connected', 'spv_cif_missing', 'spv_grant_refused']);

/** "Sync now" and the latest sync's progress: queued, running with the invoices kept so far, done or failed with its reason. */
export const ReceivedSync = ({ canSync }: { canSync: boolean }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const latest = useReceivedSync(true);
  const start = useStartReceivedSync();
  const sync = latest.data?.sync;
  const moving = isSyncMoving(sync);

  const progress = () => {
    if (!sync) return null;
    if (sync.status === 'queued') return t('spv.received.sync.queued');
    if (sync.status === 'running') return t('spv.received.sync.running', { count: sync.added });
    if (sync.status === 'failed') return sync.error ? t('spv.received.sync.failed', { reason: sync.error }) : t('spv.received.sync.failedNoReason');
    const time = formatDateTime(new Date(sync.finished_at ?? sync.started_at), locale);
    return sync.added === 0 ? t('spv.received.sync.doneNone', { time }) : t('spv.received.sync.done', { count: sync.added, time });
  };
  const text = progress();
  const code = isApiError(start.error) ? start.error.code : undefined;

  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        {canSync && (
          <Button leftSection={<IconRefresh size={20} aria-hidden />} loading={start.isPending} disabled={moving} onClick={() => start.mutate()}>
            {t('spv.received.sync.button')}
          </Button>
        )}
        {text && (
          <Group gap="xs" wrap="nowrap" role="status" aria-live="polite">
            {moving && <Loader size="xs" />}
            <Text fz="sm" c={sync?.status === 'failed' ? 'red.8' : 'dimmed'} data-testid="received-sync-state">
              {text}
            </Text>
          </Group>
        )}
      </Group>
      {start.isError && (
        <Alert color="red" role="alert" title={t('spv.received.sync.startFailed')} withCloseButton closeButtonLabel={t('form.close')} onClose={() => start.reset()}>
          <Stack gap={4} align="flex-start">
            <Text fz="sm">{describeError(t, start.error)}</Text>
            {code && PROFILE_CODES.has(code) && (
              <Anchor component={Link} to={PROFILE_PATH} fz="sm" fw={600}>
                {t('spv.received.toProfile')}
              </Anchor>
            )}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
};
