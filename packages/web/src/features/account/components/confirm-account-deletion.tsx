import { formatDate, type AccountDeletedDto } from '@atelier/core';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-messages';
import { clearBrowserStorage } from '../../../lib/session/end-session';
import { setLocked } from '../../../lib/session/lock-state';
import { clearSessionToken, getSession } from '../../../lib/session/session-store';
import { useLocale } from '../../../lib/use-locale';
import { useConfirmAccountDeletion } from '../api/delete-account';

const Done = ({ result }: { result: AccountDeletedDto }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Alert color="teal" variant="light" role="status" icon={<IconCircleCheck aria-hidden />}>
      <Stack gap="xs">
        <Text fz="sm">{t('account.deleteConfirm.done')}</Text>
        <Text fz="sm">
          {result.billing_kept_until
            ? t('account.deleteConfirm.keptUntil', { date: formatDate(`${result.billing_kept_until}T12:00:00Z`, locale) })
            : t('account.deleteConfirm.nothingKept')}
        </Text>
        <Anchor component={Link} to="/" fw={600} fz="sm">
          {t('account.deleteConfirm.toHome')}
        </Anchor>
      </Stack>
    </Alert>
  );
};

/**
 * The page of the link mailed to the owner: deletes only when the button is pressed (a mail
 * scanner opening the link deletes nothing), then signs this browser out.
 */
export const ConfirmAccountDeletion = ({ token }: { token: string | undefined }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirm = useConfirmAccountDeletion();

  const onConfirm = () => {
    if (!token) return;
    confirm.mutate(token, {
      onSuccess: () => {
        // The account's sessions ended on the server; an admin's session in this browser is not the owner's.
        if (!getSession() || getSession()?.claims.is_admin) return;
        clearBrowserStorage();
        clearSessionToken();
        queryClient.clear();
        setLocked(false);
      },
    });
  };

  if (confirm.isSuccess) return <Done result={confirm.data} />;
  if (!token || (isApiError(confirm.error) && confirm.error.code === 'invalid_token')) {
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
        <Stack gap="xs">
          <Text fz="sm">{t('account.deleteConfirm.invalid')}</Text>
          <Anchor component={Link} to="/account" fw={600} fz="sm">
            {t('account.confirm.toAccount')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <Text fz="sm">{t('account.deleteConfirm.question')}</Text>
      <Text fz="sm">{t('account.delete.kept')}</Text>
      {confirm.isError && (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
          {describeError(t, confirm.error)}
        </Alert>
      )}
      <Button color="red" size="md" onClick={onConfirm} loading={confirm.isPending}>
        {t('account.deleteConfirm.button')}
      </Button>
    </Stack>
  );
};
