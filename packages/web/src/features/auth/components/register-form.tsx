import { PASSWORD_MIN_LENGTH } from '@atelier/core';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { describeError, type KnownErrorCode } from '../../../lib/error-messages';
import { returnToFromSearch, USER_HOME } from '../../../lib/return-to';
import { useRegisterUser } from '../api/register-user';
import { useRequestToken } from '../api/request-token';
import { registerFieldErrors } from '../register-errors';
import { useSignIn } from '../use-sign-in';
import { hasErrors, validateRegister, type RegisterInput, type Validation } from '../validation';
import { FormAlert } from '../../../components/form-alert';
import { TermsCheckbox } from './terms-checkbox';

const REGISTER_CODES: readonly KnownErrorCode[] = ['network_error', 'rate_limited', 'too_many_attempts'];
const EMPTY: RegisterInput = { email: '', password: '', confirm: '', terms: false };

export const RegisterForm = () => {
  const { t } = useTranslation();
  const { search } = useLocation();
  const register = useRegisterUser();
  const login = useRequestToken();
  const signIn = useSignIn();
  const [input, setInput] = useState(EMPTY);
  const [checked, setChecked] = useState<Validation<keyof RegisterInput>>({ fields: {} });
  const set = <K extends keyof RegisterInput>(key: K, value: RegisterInput[K]) => setInput((prev) => ({ ...prev, [key]: value }));

  const serverFields = registerFieldErrors(register.error);
  const fieldError = (field: keyof RegisterInput) => {
    const key = checked.fields[field] ?? (field === 'email' || field === 'password' ? serverFields[field] : undefined);
    return key ? t(key, { min: PASSWORD_MIN_LENGTH }) : undefined;
  };
  const formError = register.error ?? login.error;
  const showFormError = formError && Object.keys(serverFields).length === 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateRegister(input);
    setChecked(result);
    if (hasErrors(result)) return;
    const credentials = { email: input.email.trim(), password: input.password };
    register.mutate(credentials, {
      // Registration is followed by an automatic login with the same credentials (SPEC §4).
      onSuccess: () =>
        login.mutate(credentials, {
          onSuccess: ({ access_token }) => void signIn(access_token, returnToFromSearch(search) ?? USER_HOME),
        }),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {showFormError && (
          <FormAlert>
            {describeError(t, formError, {
              fallback: register.error ? 'auth.register.failed' : 'auth.login.failed',
              only: REGISTER_CODES,
            })}
          </FormAlert>
        )}
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={input.email}
          onChange={(event) => set('email', event.currentTarget.value)}
          error={fieldError('email')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="new-password"
          description={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          value={input.password}
          onChange={(event) => set('password', event.currentTarget.value)}
          error={fieldError('password')}
        />
        <PasswordInput
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          value={input.confirm}
          onChange={(event) => set('confirm', event.currentTarget.value)}
          error={fieldError('confirm')}
        />
        <TermsCheckbox checked={input.terms} onChange={(value) => set('terms', value)} error={fieldError('terms')} />
        <Button type="submit" fullWidth loading={register.isPending || login.isPending}>
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </form>
  );
};
