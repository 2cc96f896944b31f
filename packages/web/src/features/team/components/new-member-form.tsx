import { PASSWORD_MIN_LENGTH } from '@atelier/core';
import { Button, Stack, TextInput } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error';
import { USER_HOME } from '../../../lib/return-to';
import { NewPasswordFields } from '../../auth';
import { useSignIn } from '../../auth';
import { hasErrors, validateNewPassword, type FieldErrors } from '../../auth';
import { useAcceptAsNewAccount } from '../api/accept-invitation';
import { AcceptError } from './accept-error';

type Field = 'name' | 'password' | 'confirm';

/** A new address joins: their name and a password (the register page's rules), then signed in. */
export const NewMemberForm = ({ token, suggestedName }: { token: string; suggestedName: string }) => {
  const { t } = useTranslation();
  const accept = useAcceptAsNewAccount();
  const signIn = useSignIn();
  const [name, setName] = useState(suggestedName);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const serverPasswordError = isApiError(accept.error) && accept.error.code === 'validation_error' && accept.error.details.some((d) => d.path.endsWith('password'));
  const fieldError = (field: Field): string | undefined => {
    const key: ParseKeys | undefined = errors[field] ?? (field === 'password' && serverPasswordError ? 'auth.validation.passwordTooShort' : undefined);
    return key && t(key, { min: PASSWORD_MIN_LENGTH });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateNewPassword({ password, confirm });
    const found: FieldErrors<Field> = { ...checked.fields, ...(name.trim() === '' ? { name: 'auth.validation.required' } : {}) };
    setErrors(found);
    if (hasErrors({ fields: found })) return;
    accept.mutate({ token, name: name.trim(), password }, { onSuccess: ({ access_token }) => void signIn(access_token, USER_HOME) });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {accept.isError && !serverPasswordError && <AcceptError error={accept.error} />}
        <TextInput
          label={t('team.accept.yourName')}
          autoComplete="name"
          required
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={fieldError('name')}
        />
        <NewPasswordFields
          password={{ value: password, onChange: setPassword, error: fieldError('password') }}
          repeat={{ value: confirm, onChange: setConfirm, error: fieldError('confirm') }}
        />
        <Button type="submit" fullWidth loading={accept.isPending}>
          {t('team.accept.join')}
        </Button>
      </Stack>
    </form>
  );
};
