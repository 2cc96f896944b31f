import { FORM_UPLOAD_MAX_BYTES } from '@atelier/core';
import { Alert, List, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropZone } from '../../../components/file-drop-zone';
import { useUploadForm } from '../api/forms';
import { uploadFailure, type UploadFeedback } from '../upload-feedback';

/** Drop a definition file here or pick one; the answer says what happened, problem by problem. */
export const UploadZone = () => {
  const { t } = useTranslation();
  const upload = useUploadForm();
  const [feedback, setFeedback] = useState<UploadFeedback>();

  const send = async (file: File) => {
    setFeedback(undefined);
    if (file.size > FORM_UPLOAD_MAX_BYTES) {
      setFeedback({ kind: 'error', title: t('admin.upload.failed'), lines: [t('admin.upload.tooBig', { name: file.name })] });
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      setFeedback({ kind: 'error', title: t('admin.errors.unreadableFile'), lines: [file.name] });
      return;
    }
    upload.mutate(text, {
      onSuccess: (result) => setFeedback({ kind: 'success', result }),
      onError: (error) => setFeedback(uploadFailure(t, error)),
    });
  };

  return (
    <Stack gap="sm">
      <FileDropZone accept=".json,application/json" onFile={(file) => void send(file)} pickLabel={t('admin.upload.pick')} busy={upload.isPending} inputTestId="upload-input">
        <IconFileUpload size={36} aria-hidden />
        <Text fw={600}>{t('admin.upload.drop')}</Text>
        <Text fz="sm" c="dimmed">
          {t('admin.upload.hint', { size: FORM_UPLOAD_MAX_BYTES / 1024 / 1024 })}
        </Text>
      </FileDropZone>
      {feedback?.kind === 'success' && (
        <Alert color="green" role="status" title={t(`admin.upload.status.${feedback.result.status}`)}>
          {t('admin.upload.done', { title: feedback.result.title, version: feedback.result.version })}
        </Alert>
      )}
      {feedback?.kind === 'error' && (
        <Alert color="red" role="alert" title={feedback.title}>
          <List size="sm" spacing={2} style={{ overflowWrap: 'anywhere' }}>
            {feedback.lines.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
};
