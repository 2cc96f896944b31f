import { PASSWORD_MIN_LENGTH } from '@atelier/core';
import { Button, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-messages';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { hasErrors, validateNewPassword, type Validation } from '../validation';
import { FormAlert } from '../../../components/form-alert';
import { InvalidTokenNotice } from './invalid-token-notice';
import { NewPasswordFields } from './password-fields';

/** What the login page says on arrival: the password was reset, or the session ended by itself. */
export type LoginNotice = { notice: 'password-reset' | 'session-ended' };

export const ResetPasswordForm = ({ token }: { token: string | null }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [checked, setChecked] = useState<Validation<'password' | 'confirm'>>({ fields: {} });

  if (!token || (isApiError(confirm.error) && confirm.error.code === 'invalid_token')) return <InvalidTokenNotice />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateNewPassword({ password, confirm: repeat });
    setChecked(result);
    if (hasErrors(result)) return;
    const state: LoginNotice = { notice: 'password-reset' };
    confirm.mutate({ token, password }, { onSuccess: () => void navigate('/login', { replace: true, state }) });
  };
  const fieldError = (field: 'password' | 'confirm') => {
    const key = checked.fields[field];
    return key ? t(key, { min: PASSWORD_MIN_LENGTH }) : undefined;
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {confirm.isError && <FormAlert>{describeError(t, confirm.error)}</FormAlert>}
        <NewPasswordFields
          password={{ value: password, onChange: setPassword, error: fieldError('password') }}
          repeat={{ value: repeat, onChange: setRepeat, error: fieldError('confirm') }}
        />
        <Button type="submit" fullWidth loading={confirm.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
};
