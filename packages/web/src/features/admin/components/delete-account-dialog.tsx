import { Alert, Button, Flex, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/error-messages';
import { useMinWidth } from '../../../lib/use-min-width';
import { useDeleteUserAccount } from '../api/delete-account';

type Props = { user: { id: string; email: string }; onClose: () => void; onDeleted: (email: string) => void };

/** The admin deletes an account's business on the owner's request: the reason is required, then a red confirm. */
export const DeleteAccountDialog = ({ user, onClose, onDeleted }: Props) => {
  const { t } = useTranslation();
  const phone = !useMinWidth('xs');
  const remove = useDeleteUserAccount();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  const onConfirm = () => {
    const given = reason.trim();
    setMissing(given === '');
    if (given === '') return;
    remove.mutate({ userId: user.id, reason: given }, { onSuccess: () => onDeleted(user.email) });
  };

  return (
    <Modal opened onClose={onClose} title={t('admin.users.deleteAccount.title', { email: user.email })} centered size="md" closeButtonProps={{ 'aria-label': t('form.close') }}>
      <Stack gap="md">
        <Text fz="sm">{t('admin.users.deleteAccount.message')}</Text>
        <Textarea
          label={t('admin.users.deleteAccount.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={missing ? t('admin.users.deleteAccount.reasonRequired') : undefined}
          maxLength={500}
          autosize
          minRows={2}
          data-autofocus
        />
        {remove.isError && (
          <Alert color="red" role="alert">
            {describeError(t, remove.error)}
          </Alert>
        )}
        <Flex direction={phone ? 'column-reverse' : 'row'} justify="flex-end" gap="sm">
          <Button variant="default" size="lg" onClick={onClose} disabled={remove.isPending}>
            {t('form.cancel')}
          </Button>
          <Button size="lg" color="red" onClick={onConfirm} loading={remove.isPending}>
            {t('admin.users.deleteAccount.confirm')}
          </Button>
        </Flex>
      </Stack>
    </Modal>
  );
};
