import type { AdminUserDto, SubscriptionDto } from '@atelier/core';
import { Alert, Button, Divider, Group, Modal, Stack, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { describeError } from '../../../lib/error-messages';
import { useMinWidth } from '../../../lib/use-min-width';
import { useDeleteSubscription, useSubscriptionHistory } from '../api/users';
import { SubscriptionForm } from './subscription-form';
import { SubscriptionHistory, usePeriodLabel } from './subscription-history';
import { TrialExtension } from './trial-extension';

/** Records a paid period, or corrects or deletes one already recorded; prices come from core. */
export const SubscriptionEditor = ({ user, onClose }: { user: AdminUserDto; onClose: () => void }) => {
  const { t } = useTranslation();
  const wide = useMinWidth('sm');
  const history = useSubscriptionHistory(user.id);
  const remove = useDeleteSubscription();
  const label = usePeriodLabel();
  const [editing, setEditing] = useState<SubscriptionDto>();
  const [deleting, setDeleting] = useState<SubscriptionDto>();
  // Apart from `deleting`, so the dialog keeps naming the period while it fades out.
  const [confirming, setConfirming] = useState(false);
  const periods = history.data ?? [];
  // A new period starts after the latest one: the form starts again when that changes.
  const latestEnd = periods.reduce((latest, p) => (p.ends_at > latest ? p.ends_at : latest), '');
  const formTop = useRef<HTMLDivElement>(null);

  const edit = (period: SubscriptionDto) => {
    setEditing(period);
    // On a phone the list pushes the form out of sight: bring it up (jsdom has no scrollIntoView).
    formTop.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const askDelete = (period: SubscriptionDto) => {
    setDeleting(period);
    setConfirming(true);
  };
  const closeDelete = () => {
    setConfirming(false);
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
        {history.isError && (
          <Alert color="red" role="alert">
            {describeError(t, history.error, { fallback: 'admin.errors.fetchFailed' })}
          </Alert>
        )}
        <TrialExtension user={user} />
        <Divider />
        {history.isSuccess && <SubscriptionHistory periods={periods} editingId={editing?.id} onEdit={edit} onDelete={askDelete} />}
        <Divider />
        <Group justify="space-between" gap="xs" ref={formTop}>
          <Title order={3} fz="md">
            {editing ? t('admin.subscription.correcting', { period: label(editing) }) : t('admin.subscription.newTitle')}
          </Title>
          {editing && (
            <Button size="xs" variant="subtle" onClick={() => setEditing(undefined)}>
              {t('admin.subscription.newPeriod')}
            </Button>
          )}
        </Group>
        {/* A fresh form per period: its fields start from that period's values. Not before the periods
            have arrived: a form shown meanwhile would start again when they do, losing what was typed. */}
        {!history.isPending && (
          <SubscriptionForm
            key={editing?.id ?? `new-${latestEnd}`}
            user={user}
            periods={periods}
            editing={editing}
            onSaved={editing ? () => setEditing(undefined) : onClose}
            onCancel={editing ? () => setEditing(undefined) : onClose}
          />
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
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
