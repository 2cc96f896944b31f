import { formatDateTime, type DataExportDto } from '@atelier/core';
import { Alert, Button, Text } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FileJobList, type FileJobTexts } from '../../../components/file-job-list';
import { InfoCard } from '../../../components/info-card';
import { LoadErrorAlert, LoadingLine } from '../../../components/load-state';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-messages';
import { useHashTarget } from '../../../lib/use-hash-target';
import { useLocale } from '../../../lib/use-locale';
import { useDownloadExport, useExports, useStartExport } from '../api/exports';

/** Shown on the card: the newest few (the server keeps the rows of expired ones too). */
const SHOWN = 3;

/** "12,4 MB" in the page's language. */
const sizeText = (bytes: number, locale: string) => {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${mb.toLocaleString(locale, { maximumFractionDigits: 1 })} MB` : `${Math.max(1, Math.round(bytes / 1024)).toLocaleString(locale)} KB`;
};

/**
 * "Exportați datele" on /account (the owner's): everything of the business as one ZIP, made in the
 * background with a progress bar, downloaded here when ready (the owner is e-mailed a link to this
 * card, /account#export). A member is refused the calls (403 owner_only) and sees no card.
 */
export const ExportCard = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const exports = useExports();
  const start = useStartExport();
  const download = useDownloadExport();
  // The e-mail's link is /account#export (the card's heading): brought into view once the list has loaded.
  useHashTarget(exports.isSuccess);

  if (exports.isError && isApiError(exports.error) && exports.error.status === 403) return null;

  const open = exports.data?.find((item) => item.status === 'queued' || item.status === 'running');

  const texts = (item: DataExportDto, percent: number): FileJobTexts => {
    const date = formatDateTime(new Date(item.created_at), locale);
    return {
      queued: t('dataExport.queued'),
      running: t('dataExport.running', { done: item.done, total: item.total }),
      progressLabel: t('dataExport.progressLabel', { percent }),
      ready: t('dataExport.ready', { date }),
      readyDetails: t('dataExport.readyDetails', {
        size: sizeText(item.bytes ?? 0, locale),
        count: item.total,
        until: item.expires_at ? formatDateTime(new Date(item.expires_at), locale) : '',
      }),
      download: t('dataExport.download'),
      failed: t('dataExport.failed', { date }),
      expired: t('dataExport.expired', { date }),
    };
  };

  const body = () => {
    if (exports.isPending) return <LoadingLine label={t('dataExport.loading')} py="xs" />;
    if (exports.isError) return <LoadErrorAlert title={t('dataExport.loadError')} error={exports.error} onRetry={() => void exports.refetch()} />;
    return (
      <FileJobList
        items={exports.data.slice(0, SHOWN)}
        texts={texts}
        listLabel={t('dataExport.listLabel')}
        rowTestId="export-row"
        onDownload={(item) => download.mutate(item)}
        downloading={(item) => download.isPending && download.variables?.id === item.id}
      />
    );
  };

  return (
    <InfoCard id="export" icon={<IconFileZip size={22} aria-hidden />} title={t('dataExport.title')}>
      <Text fz="sm" c="dimmed">
        {t('dataExport.intro')}
      </Text>
      {start.isError && (
        <Alert color={isApiError(start.error) && start.error.code === 'export_running' ? 'yellow' : 'red'} role="alert">
          {describeError(t, start.error, { fallback: 'dataExport.startFailed' })}
        </Alert>
      )}
      {download.isError && (
        <Alert color="red" role="alert">
          {describeError(t, download.error, { fallback: 'dataExport.downloadFailed' })}
        </Alert>
      )}
      <Button
        variant="light"
        leftSection={<IconFileZip size={18} aria-hidden />}
        onClick={() => start.mutate(locale)}
        loading={start.isPending}
        disabled={open !== undefined}
        w="fit-content"
        maw="100%"
        h="auto"
        py={8}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
      >
        {t('dataExport.start')}
      </Button>
      {body()}
    </InfoCard>
  );
};
