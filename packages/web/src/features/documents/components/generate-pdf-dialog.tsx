import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconDownload, IconEye } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { closePdfDialog, generatePdf, requestPdf, useDocumentActivity, useEditorStatus, usePdfDialog } from '../document-actions';
import { openPdfTab } from '../pdf-tab';
import { useSession } from '../../../lib/session/session-store';
import { useMounted } from '@mantine/hooks';
import { describePdfError } from '../pdf-errors';

type ChoiceProps = { icon: ReactNode; label: string; hint: string; filled?: boolean; disabled: boolean; onClick: () => void };

/** A large button with its explanation inside: the whole card is the touch target. */
const Choice = ({ icon, label, hint, filled, disabled, onClick }: ChoiceProps) => (
  <Button
    variant={filled ? 'filled' : 'default'}
    size="lg"
    h="auto"
    py="sm"
    justify="flex-start"
    leftSection={icon}
    disabled={disabled}
    onClick={onClick}
    styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
  >
    <Stack gap={4} py={2}>
      <Text span inherit lh={1.3}>
        {label}
      </Text>
      <Text span fz="sm" fw={400} lh={1.4} c={disabled ? undefined : filled ? 'indigo.0' : 'dimmed'}>
        {hint}
      </Text>
    </Stack>
  </Button>
);

/**
 * SPEC §2: Generate PDF asks, when the input is not saved: preview only (opens in a new tab), or
 * save and generate (downloads). The choice goes to the open editor as an event; the dialog shows
 * its progress, and stays open with the reason when the PDF could not be made. A saved document
 * without changes is not asked about (generatePdf downloads it); the dialog then only opens to
 * say why that download failed, with a retry. Closing it does not stop a request already sent.
 */
export const GeneratePdfDialog = () => {
  const { t } = useTranslation();
  const session = useSession();
  const { running } = useDocumentActivity();
  const { opened: wanted, failure: directFailure } = usePdfDialog();
  // Fetched on demand (app-layout): opened one render after it mounts, so that Mantine runs its opening transition and moves the focus inside (Escape, focus trap).
  const mounted = useMounted();
  const opened = wanted && mounted;
  const status = useEditorStatus();
  const [failure, setFailure] = useState<unknown>();
  const blocked = running !== undefined || !session;
  const asks = !status?.saved || status.unsaved;
  const shownFailure = failure ?? (asks ? undefined : directFailure);
  // An answer that arrives after the dialog was closed is not kept for its next opening.
  const openedNow = useRef(opened);
  useEffect(() => {
    openedNow.current = opened;
  });

  const close = () => {
    setFailure(undefined);
    closePdfDialog();
  };

  const choose = async (saveData: boolean) => {
    if (blocked) return;
    setFailure(undefined);
    const outcome = await requestPdf(saveData, saveData ? undefined : openPdfTab(t('documents.pdf.generating')));
    if (!outcome || !openedNow.current) return;
    if (outcome.status === 'failed') setFailure(outcome.error);
    else close();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('documents.pdf.title')} centered size="md" closeButtonProps={{ 'aria-label': t('form.close') }}>
      <Stack gap="md">
        {asks ? (
          <>
            <Text>{t('documents.pdf.intro')}</Text>
            <Stack gap="sm">
              <Choice
                icon={<IconEye size={24} aria-hidden />}
                label={t('documents.pdf.preview')}
                hint={t('documents.pdf.previewHint')}
                disabled={blocked}
                onClick={() => void choose(false)}
              />
              <Choice
                icon={<IconDeviceFloppy size={24} aria-hidden />}
                label={t('documents.pdf.save')}
                hint={t('documents.pdf.saveHint')}
                filled
                disabled={blocked}
                onClick={() => void choose(true)}
              />
            </Stack>
          </>
        ) : (
          <Button size="md" leftSection={<IconDownload size={20} aria-hidden />} disabled={blocked} onClick={() => void generatePdf()} w="fit-content">
            {t('documents.pdf.download')}
          </Button>
        )}
        {running && (
          <Group gap="sm" role="status" wrap="nowrap">
            <Loader size="sm" />
            <Text>{running.phase === 'saving' ? t('documents.pdf.saving') : t('documents.pdf.generating')}</Text>
          </Group>
        )}
        {!session && (
          <Alert color="orange" role="alert">
            {t('documents.pdf.signedOut')}
          </Alert>
        )}
        {shownFailure !== undefined && (
          <Alert color="red" title={t('errors.documents.pdfFailed')} role="alert">
            {describePdfError(t, shownFailure)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={close}>
            {t('form.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
