import type { AdminUserDto, SubscriptionDto } from '@atelier/core';
import { Alert, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { describeError } from '../../../lib/error-messages';
import { useMinWidth } from '../../../lib/use-min-width';
import { useDeleteSubscription, useSubscriptionHistory } from '../api/users';
import { SubscriptionForm } from './subscription-form';
import { SubscriptionHistory, usePeriodLabel } from './subscription-history';

/** Records a paid period, or corrects or deletes one already recorded; prices come from core. */
export const SubscriptionEditor = ({ user, onClose }: { user: AdminUserDto; onClose: () => void }) => {
  const { t } = useTranslation();
  const wide = useMinWidth('sm');
  const history = useSubscriptionHistory(user.id);
  const remove = useDeleteSubscription();
  const label = usePeriodLabel();
  const [editing, setEditing] = useState<SubscriptionDto>();
  const [deleting, setDeleting] = useState<SubscriptionDto>();
  const periods = history.data ?? [];

  const closeDelete = () => {
    setDeleting(undefined);
    remove.reset();
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { userId: user.id, subscriptionId: deleting.id },
      {
        onSuccess: () => {
          if (editing?.id === deleting.id) setEditing(undefined);
          closeDelete();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} size="lg" fullScreen={!wide} title={t('admin.subscription.title', { email: user.email })}
      styles={{ title: { overflowWrap: 'anywhere' } }} closeButtonProps={{ 'aria-label': t('form.close') }}>
      <Stack gap="md">
        {editing && (
          <Group justify="space-between" gap="xs">
            <Text fw={600}>{t('admin.subscription.correcting', { period: label(editing) })}</Text>
            <Button size="xs" variant="subtle" onClick={() => setEditing(undefined)}>
              {t('admin.subscription.newPeriod')}
            </Button>
          </Group>
        )}
        {history.isError && (
          <Alert color="red" role="alert">
            {describeError(t, history.error, { fallback: 'admin.errors.fetchFailed' })}
          </Alert>
        )}
        {/* A fresh form per period: its fields start from that period's values. */}
        <SubscriptionForm
          key={`${editing?.id ?? 'new'}-${history.isSuccess ? 'loaded' : 'loading'}`}
          user={user}
          periods={periods}
          editing={editing}
          onSaved={editing ? () => setEditing(undefined) : onClose}
          onCancel={editing ? () => setEditing(undefined) : onClose}
        />
        <Divider />
        {history.isSuccess && <SubscriptionHistory periods={periods} editingId={editing?.id} onEdit={setEditing} onDelete={setDeleting} />}
      </Stack>
      <ConfirmDialog
        opened={deleting !== undefined}
        title={t('admin.subscription.deleteTitle')}
        message={t('admin.subscription.deleteMessage', { period: deleting ? label(deleting) : '' })}
        confirmLabel={t('admin.subscription.delete')}
        danger
        busy={remove.isPending}
        {...(remove.isError ? { error: describeError(t, remove.error, { fallback: 'admin.errors.subscriptionDeleteFailed' }) } : {})}
        onClose={closeDelete}
        onConfirm={confirmDelete}
      />
    </Modal>
  );
};
