import { formatDateTime, type Locale, type SpvUploadDto } from '@atelier/core';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { uploadReason } from '../upload-reason';
import { isMoving } from '../upload-state';
import { AnafMessages, type AnafFixes } from './anaf-messages';
import { UploadStateBadge } from './upload-state-badge';

type Props = {
  upload: SpvUploadDto;
  locale: Locale;
  archive: { busy: boolean; download: () => void };
  /** The way from a rejection's messages to the invoice's fields (the latest attempt's only). */
  fixes?: AnafFixes | undefined;
};

/** One upload of the invoice: its state, its times and ANAF's index, a refusal's messages (in words, with the way to the field), the signed archive. */
export const UploadAttempt = ({ upload, locale, archive, fixes }: Props) => {
  const { t } = useTranslation();
  const when = (value: string) => formatDateTime(new Date(value), locale);
  const reason = uploadReason(t, upload);
  return (
    <Card withBorder radius="sm" padding="sm" component="li" aria-label={t('spv.panel.attempt', { date: when(upload.created_at) })}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fz="sm" fw={600}>
            {t('spv.panel.attempt', { date: when(upload.created_at) })}
          </Text>
          <UploadStateBadge state={upload.state} />
        </Group>
        {upload.sent_at && <Text fz="sm">{t('spv.panel.sentAt', { date: when(upload.sent_at) })}</Text>}
        {upload.upload_index && (
          <Text fz="sm" c="dimmed">
            {t('spv.panel.uploadIndex', { index: upload.upload_index })}
          </Text>
        )}
        {upload.finished_at && <Text fz="sm">{t('spv.panel.finishedAt', { date: when(upload.finished_at) })}</Text>}
        {upload.state === 'rejected' && upload.messages.length > 0 && (
          <div>
            <Text fz="sm" fw={600}>
              {t('spv.panel.anafMessages')}
            </Text>
            <AnafMessages messages={upload.messages} locale={locale} fixes={fixes} />
          </div>
        )}
        {/* A passing failure: the server tries again by itself (and never sends twice). */}
        {isMoving(upload) && (upload.last_error_code ?? upload.last_error) && upload.last_error_code !== 'not_connected' && (
          <Text fz="sm" c="orange.9">
            {t('spv.panel.retrying')}
          </Text>
        )}
        {/* Waiting for the owner to connect SPV again. */}
        {upload.state === 'to_send' && upload.last_error_code === 'not_connected' && (
          <Text fz="sm" c="orange.9">
            {reason}
          </Text>
        )}
        {upload.state === 'failed' && reason && (
          <Text fz="sm" c="orange.9">
            {t('spv.panel.notSentReason', { reason })}
          </Text>
        )}
        {upload.state === 'accepted' && upload.has_archive && (
          <div>
            <Button
              variant="light"
              size="md"
              leftSection={<IconFileZip size={20} aria-hidden />}
              loading={archive.busy}
              onClick={archive.download}
              aria-label={t('spv.panel.archiveLabel', { number: upload.number })}
            >
              {t('spv.panel.archive')}
            </Button>
          </div>
        )}
      </Stack>
    </Card>
  );
};
