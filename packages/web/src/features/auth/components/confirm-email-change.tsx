import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-messages';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { FormAlert } from '../../../components/form-alert';

/** The link mailed to a new address: confirms it once, signed in or not. */
export const ConfirmEmailChange = ({ token, signedIn }: { token: string | null; signedIn: boolean }) => {
  const { t } = useTranslation();
  const confirm = useConfirmEmailChange();
  const sent = useRef(false);
  const { mutate } = confirm;

  useEffect(() => {
    // Once: a second POST of the same token would find it used.
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const next = signedIn ? (
    <Anchor component={Link} to="/account" fw={600} fz="sm">
      {t('account.confirm.toAccount')}
    </Anchor>
  ) : (
    <Anchor component={Link} to="/login" fw={600} fz="sm">
      {t('account.confirm.toLogin')}
    </Anchor>
  );

  if (!token || (isApiError(confirm.error) && confirm.error.code === 'invalid_token')) {
    return (
      <FormAlert>
        <Stack gap="xs">
          <Text fz="sm">{t('account.confirm.invalid')}</Text>
          {next}
        </Stack>
      </FormAlert>
    );
  }
  if (confirm.isError) return <FormAlert>{describeError(t, confirm.error)}</FormAlert>;
  if (confirm.isSuccess) {
    return (
      <FormAlert tone="success">
        <Stack gap="xs">
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('account.confirm.done', { email: confirm.data.email })}
          </Text>
          {next}
        </Stack>
      </FormAlert>
    );
  }
  return (
    <Stack align="center" gap="xs" role="status">
      <Loader size="sm" />
      <Text fz="sm">{t('account.confirm.working')}</Text>
    </Stack>
  );
};
