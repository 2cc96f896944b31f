import { formatDateTime, type MonthZipJobDto } from '@atelier/core';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileJobList, type FileJobTexts } from '../../../components/file-job-list';
import { LocaleMonthInput } from '../../../components/locale-date-inputs';
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

  const texts = (item: MonthZipJobDto, percent: number): FileJobTexts => {
    const title = t('efactura.monthZipJob.title', { month: item.month });
    return {
      title,
      queued: t('efactura.monthZipJob.queued'),
      running: t('efactura.monthZipJob.running', { done: item.done, total: item.total }),
      progressLabel: t('efactura.monthZipJob.progressLabel', { month: item.month, percent }),
      ready: title,
      readyDetails: t('efactura.monthZipJob.ready', { until: item.expires_at ? formatDateTime(new Date(item.expires_at), locale) : '' }),
      download: t('efactura.month.download'),
      failed: t('efactura.monthZipJob.failed'),
      expired: t('efactura.monthZipJob.expired'),
    };
  };

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
          <LocaleMonthInput label={t('efactura.month.monthLabel')} value={month} onChange={setMonth} w={200} />
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
        <FileJobList
          items={zips.data ?? []}
          texts={texts}
          listLabel={t('efactura.monthZipJob.listLabel')}
          rowTestId="month-zip-row"
          onDownload={(item) => download.mutate(item)}
          downloading={(item) => download.isPending && download.variables?.id === item.id}
        />
      </Stack>
    </Card>
  );
};
