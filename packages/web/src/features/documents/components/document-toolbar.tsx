import { Badge, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSubmissionCount } from '../api/get-submission-count';
import { newDocumentPath } from '../new-document-path';

type DocumentToolbarProps = {
  formId: string;
  title: string;
  number?: string;
  mode: 'edit' | 'preview';
  /** False when the application is no longer the user's: its documents open, no new one starts. */
  canStartNew: boolean;
  onModeChange: (mode: 'edit' | 'preview') => void;
  onDelete?: () => void;
  /** A saved document: its PDF in one click (asks first only when the input is not saved). */
  onDownloadPdf?: () => void;
  /** A PDF is being made: the button spins and refuses another click. */
  pdfBusy?: boolean;
  /** Beside the PDF: other files of the document (an invoice's e-Factura XML). */
  extraActions?: ReactNode;
};

/** Title, number (or "assigned on save"), the submission counter, edit/preview, new, PDF and delete. */
export const DocumentToolbar = ({ formId, title, number, mode, canStartNew, onModeChange, onDelete, onDownloadPdf, pdfBusy, extraActions }: DocumentToolbarProps) => {
  const { t } = useTranslation();
  const count = useSubmissionCount(formId);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
          <Group gap="xs">
            <Badge size="lg" variant={number ? 'filled' : 'light'} color={number ? 'indigo' : 'gray'} radius="sm">
              {number ? t('documents.number', { number }) : t('documents.numberOnSave')}
            </Badge>
            {count.isSuccess && (
              <Text fz="sm" c="dimmed" data-testid="submission-counter">
                {/* A new document will be the next one: it counts on top of those already saved. */}
                {number
                  ? t('documents.counter', { previous: count.data.previous_count, current: count.data.count })
                  : t('documents.counter', { previous: count.data.count, current: count.data.count + 1 })}
              </Text>
            )}
          </Group>
        </Stack>
        <Group gap="xs">
          {number && canStartNew && (
            <Button component={Link} to={newDocumentPath(formId)} state={{ start: 'form' }} variant="default" leftSection={<IconPlus size={20} aria-hidden />}>
              {t('documents.newDocument')}
            </Button>
          )}
          {onDownloadPdf && (
            <Button leftSection={<IconDownload size={20} aria-hidden />} loading={pdfBusy} onClick={onDownloadPdf}>
              {t('documents.pdf.download')}
            </Button>
          )}
          {extraActions}
          {onDelete && (
            <Button variant="light" color="red" leftSection={<IconTrash size={20} aria-hidden />} onClick={onDelete}>
              {t('documents.delete.button')}
            </Button>
          )}
        </Group>
      </Group>
      <SegmentedControl
        size="md"
        fullWidth
        maw={420}
        value={mode}
        onChange={(value) => onModeChange(value === 'preview' ? 'preview' : 'edit')}
        aria-label={t('documents.modeLabel')}
        data={[
          { value: 'edit', label: <ModeLabel icon="edit" text={t('documents.modeEdit')} /> },
          { value: 'preview', label: <ModeLabel icon="preview" text={t('documents.modePreview')} /> },
        ]}
      />
    </Stack>
  );
};

const ModeLabel = ({ icon, text }: { icon: 'edit' | 'preview'; text: string }) => (
  <Group gap={6} justify="center" wrap="nowrap">
    {icon === 'edit' ? <IconPencil size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
    <span>{text}</span>
  </Group>
);
