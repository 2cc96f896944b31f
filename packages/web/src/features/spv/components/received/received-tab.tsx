import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadErrorAlert, LoadingLine } from '../../../../components/load-state';
import { useUrlState } from '../../../../components/use-url-state';
import { useSpvStatus } from '../../api/connection';
import { ReceivedDetail } from './received-detail';
import { INVOICE_PARAM, ReceivedList } from './received-list';
import { PROFILE_PATH, ReceivedSync } from './received-sync';

/** Its tab's header shows only where SPV is configured on this server (the tab itself says so when opened by its address). */
export const WhenSpvConfigured = ({ children }: { children: ReactNode }) => {
  const status = useSpvStatus();
  return status.data?.configured ? children : null;
};

/**
 * "Received invoices" (issue 30): the suppliers' e-Factura invoices fetched from SPV, searched and
 * opened one by one (?invoice=), with "Sync now". Not connected (or failing), the invoices kept
 * stay readable and the way to the SPV card is shown instead of the button.
 */
export const ReceivedTab = () => {
  const { t } = useTranslation();
  const url = useUrlState();
  const status = useSpvStatus();
  const opened = url.get(INVOICE_PARAM);
  if (status.isPending) return <LoadingLine label={t('spv.received.loading')} />;
  if (status.isError) return <LoadErrorAlert title={t('spv.received.statusFailed')} error={status.error} onRetry={() => void status.refetch()} />;
  if (!status.data.configured) return <Alert color="gray">{t('spv.received.notConfigured')}</Alert>;
  if (opened) return <ReceivedDetail id={opened} />;

  const state = status.data.state;
  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz={{ base: 20, sm: 24 }}>
          {t('spv.received.title')}
        </Title>
        <Text fz="sm" c="dimmed" mt={4}>
          {t('spv.received.intro')}
        </Text>
      </div>
      {state === 'connected' ? (
        <ReceivedSync canSync />
      ) : (
        <Alert color={state === 'failing' ? 'red' : 'yellow'} role="status">
          <Stack gap={4} align="flex-start">
            <Text fz="sm">{state === 'failing' ? t('spv.received.failing') : t('spv.received.notConnected')}</Text>
            <Anchor component={Link} to={PROFILE_PATH} fz="sm" fw={600}>
              {t('spv.received.toCard')}
            </Anchor>
          </Stack>
        </Alert>
      )}
      <ReceivedList />
    </Stack>
  );
};
