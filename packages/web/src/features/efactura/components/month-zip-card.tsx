import { formatDateTime, type MonthZipJobDto } from '@atelier/core';
import { Alert, Button, Card, Group, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-messages';
import { useLocale } from '../../../lib/use-locale';
import { useDownloadMonthZip, useMonthZips, useStartMonthZip } from '../api/month-zips';

const thisMonth = (): string => new Date().toISOString().slice(0, 7);
const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/**
 * "The month's invoices for your accountant": one ZIP with each invoice's e-Factura XML and PDF,
 * made by the server in the background (thousands of invoices take a while): the card shows its
 * progress and then its download button, also after a reload (the business's recent ZIPs are
 * listed; a finished one is kept a day).
 */
export const MonthZipCard = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const [month, setMonth] = useState(thisMonth);
  const zips = useMonthZips();
  const start = useStartMonthZip();
  const download = useDownloadMonthZip();

  const line = (item: MonthZipJobDto) => {
    const title = t('efactura.monthZipJob.title', { month: item.month });
    switch (item.status) {
      case 'queued':
      case 'running': {
        const percent = item.total > 0 ? Math.round((item.done / item.total) * 100) : 0;
        return (
          <Stack gap={4}>
            <Text fz="sm">
              {title} · {item.status === 'queued' ? t('efactura.monthZipJob.queued') : t('efactura.monthZipJob.running', { done: item.done, total: item.total })}
            </Text>
            <Progress value={percent} animated aria-label={t('efactura.monthZipJob.progressLabel', { month: item.month, percent })} />
          </Stack>
        );
      }
      case 'done':
        return (
          <Group justify="space-between" align="center" wrap="wrap" gap="sm">
            <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
              <Text fz="sm" fw={600}>
                {title}
              </Text>
              <Text fz="sm" c="dimmed">
                {t('efactura.monthZipJob.ready', { until: item.expires_at ? formatDateTime(new Date(item.expires_at), locale) : '' })}
              </Text>
            </Stack>
            <Button leftSection={<IconDownload size={18} aria-hidden />} onClick={() => download.mutate(item)} loading={download.isPending && download.variables?.id === item.id}>
              {t('efactura.month.download')}
            </Button>
          </Group>
        );
      case 'failed':
        return (
          <Text fz="sm" c="red">
            {title} · {t('efactura.monthZipJob.failed')}
          </Text>
        );
      case 'expired':
        return (
          <Text fz="sm" c="dimmed">
            {title} · {t('efactura.monthZipJob.expired')}
          </Text>
        );
    }
  };

  const shown = zips.data ?? [];
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('efactura.month.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('efactura.month.description')}
        </Text>
        <Group align="flex-end" gap="sm">
          <TextInput type="month" label={t('efactura.month.monthLabel')} value={month} onChange={(event) => setMonth(event.currentTarget.value)} w={200} />
          <Button leftSection={<IconFileZip size={20} aria-hidden />} loading={start.isPending} onClick={() => start.mutate({ month, locale })} disabled={!isMonth(month)}>
            {t('efactura.monthZipJob.start')}
          </Button>
        </Group>
        {start.isError && (
          <Alert color="red" role="alert" withCloseButton closeButtonLabel={t('form.close')} onClose={() => start.reset()}>
            {describeError(t, start.error)}
          </Alert>
        )}
        {download.isError && (
          <Alert color="red" role="alert" withCloseButton closeButtonLabel={t('form.close')} onClose={() => download.reset()}>
            {describeError(t, download.error)}
          </Alert>
        )}
        {/* Not an alert: the card still makes a ZIP; only the list of earlier ones is missing. */}
        {zips.isError && (
          <Text fz="sm" c="dimmed">
            {t('efactura.monthZipJob.loadError')}
          </Text>
        )}
        {shown.length > 0 && (
          <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('efactura.monthZipJob.listLabel')}>
            {shown.map((item) => (
              <li key={item.id} data-testid="month-zip-row" style={{ borderTop: '1px solid var(--mantine-color-default-border)', padding: 'var(--mantine-spacing-sm) 0' }}>
                {line(item)}
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
};
