import { FORM_UPLOAD_MAX_BYTES } from '@atelier/core';
import { Alert, Button, List, Paper, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadForm } from '../api/forms';
import { uploadFailure, type UploadFeedback } from '../upload-feedback';

/**
 * Drop a definition file here or pick one. Drag and drop is the browser's own (Mantine's Dropzone
 * needs Node 22 to install); the button opens the file picker for keyboards and phones.
 */
export const UploadZone = () => {
  const { t } = useTranslation();
  const upload = useUploadForm();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [feedback, setFeedback] = useState<UploadFeedback>();

  const send = async (file: File | undefined) => {
    if (!file) return;
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

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files[0]);
  };

  return (
    <Stack gap="sm">
      <Paper
        withBorder
        radius="md"
        p="lg"
        data-testid="upload-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{ borderStyle: 'dashed', borderWidth: 2, background: dragging ? 'var(--mantine-color-indigo-0)' : undefined }}
      >
        <Stack align="center" gap="xs" ta="center">
          <IconFileUpload size={36} aria-hidden />
          <Text fw={600}>{t('admin.upload.drop')}</Text>
          <Text fz="sm" c="dimmed">
            {t('admin.upload.hint', { size: FORM_UPLOAD_MAX_BYTES / 1024 / 1024 })}
          </Text>
          <Button variant="light" onClick={() => input.current?.click()} loading={upload.isPending}>
            {t('admin.upload.pick')}
          </Button>
          <input
            ref={input}
            type="file"
            accept=".json,application/json"
            hidden
            data-testid="upload-input"
            aria-label={t('admin.upload.pick')}
            onChange={(event) => {
              void send(event.currentTarget.files?.[0]);
              event.currentTarget.value = '';
            }}
          />
        </Stack>
      </Paper>
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
