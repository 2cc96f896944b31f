import { formatDateTime, type DataExportDto } from '@atelier/core';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileZip } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoCard } from '../../../components/info-card';
import { LoadErrorAlert, LoadingLine } from '../../../components/load-state';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-messages';
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
  const anchor = useRef<HTMLDivElement>(null);
  const loaded = exports.isSuccess;

  // The e-mail's link is /account#export: the card appears only once the page has loaded, after the
  // browser has looked for the anchor, so it is brought into view here.
  useEffect(() => {
    if (loaded && window.location.hash === '#export') anchor.current?.scrollIntoView?.({ block: 'start' });
  }, [loaded]);

  if (exports.isError && isApiError(exports.error) && exports.error.status === 403) return null;

  const open = exports.data?.find((item) => item.status === 'queued' || item.status === 'running');

  const line = (item: DataExportDto) => {
    const made = formatDateTime(new Date(item.created_at), locale);
    switch (item.status) {
      case 'queued':
      case 'running': {
        const percent = item.total > 0 ? Math.round((item.done / item.total) * 100) : 0;
        return (
          <Stack gap={4}>
            <Text fz="sm">{item.status === 'queued' ? t('dataExport.queued') : t('dataExport.running', { done: item.done, total: item.total })}</Text>
            <Progress value={percent} animated aria-label={t('dataExport.progressLabel', { percent })} />
          </Stack>
        );
      }
      case 'done':
        return (
          <Group justify="space-between" align="center" wrap="wrap" gap="sm">
            <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
              <Text fz="sm" fw={600}>
                {t('dataExport.ready', { date: made })}
              </Text>
              <Text fz="sm" c="dimmed">
                {t('dataExport.readyDetails', {
                  size: sizeText(item.bytes ?? 0, locale),
                  count: item.total,
                  until: item.expires_at ? formatDateTime(new Date(item.expires_at), locale) : '',
                })}
              </Text>
            </Stack>
            <Button leftSection={<IconDownload size={18} aria-hidden />} onClick={() => download.mutate(item)} loading={download.isPending && download.variables?.id === item.id}>
              {t('dataExport.download')}
            </Button>
          </Group>
        );
      case 'failed':
        return (
          <Text fz="sm" c="red">
            {t('dataExport.failed', { date: made })}
          </Text>
        );
      case 'expired':
        return (
          <Text fz="sm" c="dimmed">
            {t('dataExport.expired', { date: made })}
          </Text>
        );
    }
  };

  const body = () => {
    if (exports.isPending) return <LoadingLine label={t('dataExport.loading')} py="xs" />;
    if (exports.isError) return <LoadErrorAlert title={t('dataExport.loadError')} error={exports.error} onRetry={() => void exports.refetch()} />;
    const shown = exports.data.slice(0, SHOWN);
    if (shown.length === 0) return null;
    return (
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('dataExport.listLabel')}>
        {shown.map((item) => (
          <li key={item.id} data-testid="export-row" style={{ borderTop: '1px solid var(--mantine-color-default-border)', padding: 'var(--mantine-spacing-sm) 0' }}>
            {line(item)}
          </li>
        ))}
      </Stack>
    );
  };

  return (
    <div ref={anchor}>
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
    </div>
  );
};
