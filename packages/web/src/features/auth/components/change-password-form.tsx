import { PASSWORD_MIN_LENGTH } from '@atelier/core';
import { Button, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/error-messages';
import { useChangePassword } from '../api/change-password';
import { hasErrors, validateNewPassword, type Validation } from '../validation';
import { FormAlert } from '../../../components/form-alert';
import { CurrentPasswordInput, NewPasswordFields } from './password-fields';

type Field = 'current' | 'password' | 'confirm';

/** Account page: a new password, the current one required; the server ends the other sessions. */
export const ChangePasswordForm = () => {
  const { t, i18n } = useTranslation();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [checked, setChecked] = useState<Validation<Field>>({ fields: {} });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateNewPassword({ password, confirm: repeat });
    const fields = { ...result.fields, ...(current === '' ? { current: 'auth.validation.required' as const } : {}) };
    setChecked({ fields });
    if (hasErrors({ fields })) return;
    change.mutate(
      { current_password: current, new_password: password, locale: i18n.resolvedLanguage },
      {
        onSuccess: () => {
          setCurrent('');
          setPassword('');
          setRepeat('');
        },
      },
    );
  };
  const wrongCurrent = isApiError(change.error) && change.error.code === 'wrong_password';
  const fieldError = (field: Field) => {
    if (field === 'current' && wrongCurrent) return t('errors.wrong_password');
    const key = checked.fields[field];
    return key ? t(key, { min: PASSWORD_MIN_LENGTH }) : undefined;
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {change.isSuccess && <FormAlert tone="success">{t('account.password.done')}</FormAlert>}
        {change.isError && !wrongCurrent && <FormAlert>{describeError(t, change.error)}</FormAlert>}
        <CurrentPasswordInput value={current} onChange={setCurrent} error={fieldError('current')} />
        <NewPasswordFields
          password={{ value: password, onChange: setPassword, error: fieldError('password') }}
          repeat={{ value: repeat, onChange: setRepeat, error: fieldError('confirm') }}
        />
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('account.password.submit')}
        </Button>
      </Stack>
    </form>
  );
};
