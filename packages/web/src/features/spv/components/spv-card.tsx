import { formatDate, formatDateTime, type SpvStatusDto } from '@atelier/core';
import { Alert, Badge, Button, Flex, Stack, Text } from '@mantine/core';
import { IconPlugConnected, IconPlugConnectedX, IconReceiptTax } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { InfoCard } from '../../../components/info-card';
import { LoadErrorAlert, LoadingLine } from '../../../components/load-state';
import { ApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-messages';
import { useLocale } from '../../../lib/use-locale';
import { useMinWidth } from '../../../lib/use-min-width';
import { useProfile } from '../../profile';
import { useConnectSpv, useDisconnectSpv, useSpvStatus } from '../api/connection';
import { useReturnFromAnaf, type AnafReturn } from '../use-return-from-anaf';
import { UploadMode } from './upload-mode';

const STATE_COLOR: Record<Exclude<SpvStatusDto['state'], 'not_configured'>, string> = { not_connected: 'gray', connected: 'green', failing: 'red' };

/** The outcome of the sign-in at ANAF, announced once when the browser comes back. */
const ReturnNotice = ({ outcome, onClose }: { outcome: AnafReturn; onClose: () => void }) => {
  const { t } = useTranslation();
  const common = { withCloseButton: true, closeButtonLabel: t('form.close'), onClose };
  if (outcome.connected) {
    return (
      <Alert color="green" role="status" {...common}>
        {t('spv.card.returnedConnected')}
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert" title={t('spv.card.returnedFailed')} {...common}>
      {describeError(t, new ApiError({ status: 0, code: outcome.code, message: '' }))}
    </Alert>
  );
};

/**
 * The company profile's SPV card (issue 30): whether this server can upload to ANAF's SPV, the
 * business's connection (until when, or failing with ANAF's reason), the upload mode, and the
 * owner's Connect and Disconnect; members see the state and whom to ask.
 */
export const SpvCard = ({ isOwner }: { isOwner: boolean }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const phone = !useMinWidth('xs');
  const status = useSpvStatus();
  // Invoices go to SPV under the profile's CUI (the seller's CIF): without one, every upload would stop.
  const profile = useProfile();
  const cuiMissing = profile.isSuccess && !profile.data.cui.trim();
  const connect = useConnectSpv();
  const disconnect = useDisconnectSpv();
  const [outcome, clearOutcome] = useReturnFromAnaf();
  const [confirming, setConfirming] = useState(false);
  const [disconnected, setDisconnected] = useState(false);
  const button = { size: 'md', fullWidth: phone } as const;

  const connectButton = (label: string) => (
    <Button
      {...button}
      leftSection={<IconPlugConnected size={20} aria-hidden />}
      loading={connect.isPending || connect.isSuccess}
      onClick={() => {
        clearOutcome();
        setDisconnected(false);
        connect.mutate();
      }}
    >
      {label}
    </Button>
  );

  const body = () => {
    if (status.isPending) return <LoadingLine label={t('spv.card.loading')} />;
    if (status.isError) return <LoadErrorAlert title={t('spv.card.loadFailed')} error={status.error} onRetry={() => void status.refetch()} />;
    const current = status.data;
    if (current.state === 'not_configured') return <Text fz="sm">{t('spv.card.notConfigured')}</Text>;
    return (
      <Stack gap="sm">
        <Text fz="sm">{t('spv.card.intro')}</Text>
        <div>
          <Badge color={STATE_COLOR[current.state]} variant="light" size="lg" style={{ textTransform: 'none' }} data-testid="spv-state">
            {t(`spv.card.state.${current.state}`)}
          </Badge>
        </div>
        {current.state === 'connected' && current.refresh_expires_at && <Text fz="sm">{t('spv.card.connectedUntil', { date: formatDate(current.refresh_expires_at, locale) })}</Text>}
        {current.state === 'connected' && current.connected_at && (
          <Text fz="sm" c="dimmed">
            {t('spv.card.connectedSince', { date: formatDateTime(current.connected_at, locale) })}
          </Text>
        )}
        {current.state === 'failing' && (
          <Alert color="red" variant="light">
            <Stack gap={4}>
              <Text fz="sm">{current.last_error_code ? t(`spv.card.failing.${current.last_error_code}`) : t('spv.card.failingIntro')}</Text>
              {current.last_error && <Text fz="sm">{t('spv.card.anafSaid', { reason: current.last_error })}</Text>}
            </Stack>
          </Alert>
        )}
        {current.state === 'not_connected' && <Text fz="sm">{t('spv.card.connectIntro')}</Text>}
        {cuiMissing && (
          <Alert color="yellow" variant="light">
            <Text fz="sm">{t('spv.card.cuiMissing')}</Text>
          </Alert>
        )}
        {current.connected && <UploadMode mode={current.upload_mode} isOwner={isOwner} />}
        {disconnected && current.state === 'not_connected' && (
          <Alert color="green" role="status">
            {t('spv.card.disconnected')}
          </Alert>
        )}
        {connect.isError && (
          <Alert color="red" role="alert">
            {describeError(t, connect.error, { fallback: 'spv.card.connectFailed' })}
          </Alert>
        )}
        {!isOwner && (
          <Text fz="sm" c="dimmed">
            {t('spv.card.ownerOnly')}
          </Text>
        )}
        {isOwner && (
          <Flex direction={phone ? 'column' : 'row'} gap="sm" wrap="wrap">
            {current.state === 'not_connected' && connectButton(t('spv.card.connect'))}
            {current.state === 'failing' && connectButton(t('spv.card.reconnect'))}
            {current.connected && (
              <Button {...button} variant="default" color="red" leftSection={<IconPlugConnectedX size={20} aria-hidden />} onClick={() => setConfirming(true)}>
                {t('spv.card.disconnect')}
              </Button>
            )}
          </Flex>
        )}
      </Stack>
    );
  };

  return (
    <InfoCard id="spv-card-title" icon={<IconReceiptTax size={22} aria-hidden />} title={t('spv.card.title')}>
      {outcome && <ReturnNotice outcome={outcome} onClose={clearOutcome} />}
      {body()}
      <ConfirmDialog
        opened={confirming}
        title={t('spv.card.disconnectTitle')}
        message={t('spv.card.disconnectMessage')}
        confirmLabel={t('spv.card.disconnectConfirm')}
        danger
        busy={disconnect.isPending}
        error={disconnect.isError ? describeError(t, disconnect.error, { fallback: 'spv.card.disconnectFailed' }) : undefined}
        onClose={() => {
          setConfirming(false);
          disconnect.reset();
        }}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              disconnect.reset();
              clearOutcome();
              setDisconnected(true);
            },
          })
        }
      />
    </InfoCard>
  );
};
