import { Badge, Button } from '@mantine/core';
import { IconClockHour4, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { describeError } from '../../../lib/error-messages';
import { useRequestForm } from '../api/form-requests';

/** 'Request application' with a confirm dialog (SPEC §2 Dashboard); the card then shows Pending. */
export const RequestButton = ({ formId, title, label }: { formId: string; title: string; label: string }) => {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const request = useRequestForm();
  const close = () => {
    setOpened(false);
    request.reset();
  };
  return (
    <>
      <Button variant="light" size="md" leftSection={<IconSend size={18} aria-hidden />} onClick={() => setOpened(true)}>
        {label}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t('applications.requestTitle')}
        message={t('applications.requestText', { title })}
        confirmLabel={t('applications.requestConfirm')}
        busy={request.isPending}
        {...(request.isError ? { error: describeError(t, request.error) } : {})}
        onClose={close}
        onConfirm={() => request.mutate(formId, { onSuccess: close })}
      />
    </>
  );
};

export const PendingBadge = () => {
  const { t } = useTranslation();
  return (
    <Badge size="lg" color="yellow" variant="light" tt="none" leftSection={<IconClockHour4 size={16} aria-hidden />} title={t('applications.pendingHint')}>
      {t('applications.pending')}
    </Badge>
  );
};
