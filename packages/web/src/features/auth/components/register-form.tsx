import { PASSWORD_MIN_LENGTH } from '@atelier/core';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { describeError, type KnownErrorCode } from '../../../lib/error-messages';
import { returnToFromSearch, USER_HOME } from '../../../lib/return-to';
import { EARLY_SUBMIT_FORM, useSubmittedBeforeStart, useTickedBeforeStart, useTypedBeforeStart } from '../../../lib/use-typed-before-start';
import { useRegisterUser } from '../api/register-user';
import { useRequestToken } from '../api/request-token';
import { registerFieldErrors } from '../register-errors';
import { useSignIn } from '../use-sign-in';
import { hasErrors, validateRegister, type RegisterInput, type Validation } from '../validation';
import { FormAlert } from '../../../components/form-alert';
import { NoScriptNotice } from './no-script-notice';
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
  // A page the server renders: what was typed and ticked, and a submit pressed, before the app ran.
  const emailTyped = useTypedBeforeStart(input.email, (text) => set('email', text));
  const passwordTyped = useTypedBeforeStart(input.password, (text) => set('password', text));
  const confirmTyped = useTypedBeforeStart(input.confirm, (text) => set('confirm', text));
  const termsTicked = useTickedBeforeStart(input.terms, (ticked) => set('terms', ticked));
  const formRef = useSubmittedBeforeStart();

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
    // method="dialog": without the app (no JavaScript, or before it runs) the browser sends the form nowhere.
    <form ref={formRef} method="dialog" onSubmit={onSubmit} noValidate {...EARLY_SUBMIT_FORM}>
      <Stack gap="md">
        <NoScriptNotice>{t('auth.register.noScript')}</NoScriptNotice>
        {showFormError && (
          <FormAlert>
            {describeError(t, formError, {
              fallback: register.error ? 'auth.register.failed' : 'auth.login.failed',
              only: REGISTER_CODES,
            })}
          </FormAlert>
        )}
        <TextInput
          ref={emailTyped}
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={input.email}
          onChange={(event) => set('email', event.currentTarget.value)}
          error={fieldError('email')}
        />
        <PasswordInput
          ref={passwordTyped}
          label={t('auth.password')}
          autoComplete="new-password"
          description={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          value={input.password}
          onChange={(event) => set('password', event.currentTarget.value)}
          error={fieldError('password')}
        />
        <PasswordInput
          ref={confirmTyped}
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          value={input.confirm}
          onChange={(event) => set('confirm', event.currentTarget.value)}
          error={fieldError('confirm')}
        />
        <TermsCheckbox ref={termsTicked} checked={input.terms} onChange={(value) => set('terms', value)} error={fieldError('terms')} />
        <Button type="submit" fullWidth loading={register.isPending || login.isPending}>
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </form>
  );
};
