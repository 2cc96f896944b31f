import { Alert, Button, Flex, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMinWidth } from '../lib/use-min-width';

export type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The answer that changes nothing; "Cancel" unless given. */
  cancelLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  error?: string;
  danger?: boolean;
};

/** A yes/no question with large buttons; full width on a phone. */
export const ConfirmDialog = ({ opened, title, message, confirmLabel, cancelLabel, onConfirm, onClose, busy, error, danger }: ConfirmDialogProps) => {
  const { t } = useTranslation();
  const phone = !useMinWidth('xs');
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="md" closeButtonProps={{ 'aria-label': t('form.close') }}>
      <Stack gap="md">
        <Text>{message}</Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {/* On a phone the buttons are stacked full width: long labels never get cut. */}
        <Flex direction={phone ? 'column-reverse' : 'row'} justify="flex-end" gap="sm">
          <Button variant="default" size="lg" onClick={onClose} disabled={busy}>
            {cancelLabel ?? t('form.cancel')}
          </Button>
          <Button size="lg" color={danger ? 'red' : undefined} onClick={onConfirm} loading={busy} data-autofocus>
            {confirmLabel}
          </Button>
        </Flex>
      </Stack>
    </Modal>
  );
};
