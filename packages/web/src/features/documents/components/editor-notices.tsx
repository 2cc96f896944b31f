import { formatDateTime, type Locale } from '@atelier/core';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-messages';

type EditorNoticesProps = {
  locale: Locale;
  restoredAt?: string;
  onDiscardDraft: () => void;
  onDismissRestored: () => void;
  conflict: boolean;
  onLoadLatest: () => void;
  onKeepMine: () => void;
  saved?: string;
  failure?: unknown;
  onDismissFailure: () => void;
};

/** The editor's messages: a restored draft, a save conflict, a save that worked or failed. */
export const EditorNotices = (props: EditorNoticesProps) => {
  const { t } = useTranslation();
  const { locale, restoredAt, conflict, saved, failure } = props;
  return (
    <Stack gap="sm">
      {restoredAt && (
        <Alert color="blue" icon={<IconDeviceFloppy size={20} />} withCloseButton closeButtonLabel={t('form.close')} onClose={props.onDismissRestored} role="status">
          <Group justify="space-between" gap="sm">
            <Text fz="sm">{t('documents.draft.restored', { time: formatDateTime(new Date(restoredAt), locale) })}</Text>
            <Button variant="light" onClick={props.onDiscardDraft}>
              {t('documents.draft.discard')}
            </Button>
          </Group>
        </Alert>
      )}
      {conflict && (
        <Alert color="orange" icon={<IconAlertTriangle size={20} />} title={t('documents.conflict.title')} role="alert">
          <Stack gap="sm">
            <Text fz="sm">{t('documents.conflict.message')}</Text>
            <Group gap="sm">
              <Button variant="default" onClick={props.onLoadLatest}>
                {t('documents.conflict.loadLatest')}
              </Button>
              <Button color="orange" onClick={props.onKeepMine}>
                {t('documents.conflict.keepMine')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {saved && (
        <Alert color="teal" icon={<IconCheck size={20} />} role="status">
          {t('documents.saved', { number: saved })}
        </Alert>
      )}
      {failure !== undefined && (
        <Alert color="red" title={t('errors.documents.saveFailed')} withCloseButton closeButtonLabel={t('form.close')} onClose={props.onDismissFailure} role="alert">
          {describeError(t, failure)}
        </Alert>
      )}
    </Stack>
  );
};
