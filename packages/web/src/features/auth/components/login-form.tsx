import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { describeError, type KnownErrorCode } from '../../../lib/error-messages';
import { ADMIN_HOME, returnToFromSearch, USER_HOME } from '../../../lib/return-to';
import { EARLY_SUBMIT_FORM, useSubmittedBeforeStart, useTypedBeforeStart } from '../../../lib/use-typed-before-start';
import { useRequestAdminToken } from '../api/request-admin-token';
import { useRequestToken } from '../api/request-token';
import { useSignIn } from '../use-sign-in';
import { hasErrors, validateLogin, type Validation } from '../validation';
import { FormAlert } from '../../../components/form-alert';
import { NoScriptNotice } from './no-script-notice';

const LOGIN_CODES: readonly KnownErrorCode[] = ['invalid_credentials', 'too_many_attempts', 'network_error'];
const unusableToken = new ApiError({ status: 200, code: 'bad_response', message: 'unusable token' });

type LoginFormProps = { variant: 'user' | 'admin'; notice?: string; noticeTone?: 'success' | 'error' };

export const LoginForm = ({ variant, notice, noticeTone = 'success' }: LoginFormProps) => {
  const { t } = useTranslation();
  const { search } = useLocation();
  const userLogin = useRequestToken();
  const adminLogin = useRequestAdminToken();
  const login = variant === 'admin' ? adminLogin : userLogin;
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState<Validation<'email' | 'password'>>({ fields: {} });
  const [failure, setFailure] = useState<unknown>();
  // The user's login is a page the server renders: what was typed, and a submit pressed, before the app ran.
  const emailTyped = useTypedBeforeStart(email, setEmail);
  const passwordTyped = useTypedBeforeStart(password, setPassword);
  const formRef = useSubmittedBeforeStart();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateLogin({ email, password });
    setChecked(result);
    setFailure(undefined);
    if (hasErrors(result)) return;
    const destination = variant === 'admin' ? ADMIN_HOME : (returnToFromSearch(search) ?? USER_HOME);
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: ({ access_token }) => {
          if (!signIn(access_token, destination)) setFailure(unusableToken);
        },
        onError: setFailure,
      },
    );
  };

  const fieldError = (field: 'email' | 'password') => {
    const key = checked.fields[field];
    return key ? t(key) : undefined;
  };

  return (
    // method="dialog": without the app (no JavaScript, or before it runs) the browser sends the form nowhere.
    <form ref={formRef} method="dialog" onSubmit={onSubmit} noValidate {...EARLY_SUBMIT_FORM}>
      <Stack gap="md">
        <NoScriptNotice>{t('auth.login.noScript')}</NoScriptNotice>
        {notice && !failure && !checked.form && <FormAlert tone={noticeTone}>{notice}</FormAlert>}
        {checked.form && <FormAlert>{t(checked.form)}</FormAlert>}
        {failure !== undefined && (
          <FormAlert>{describeError(t, failure, { fallback: 'auth.login.failed', only: LOGIN_CODES })}</FormAlert>
        )}
        <TextInput
          ref={emailTyped}
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={fieldError('email')}
        />
        <PasswordInput
          ref={passwordTyped}
          label={t('auth.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={fieldError('password')}
        />
        {variant === 'user' && (
          <Anchor component={Link} to="/forgot-password" fz="sm" ta="right">
            {t('auth.login.forgot')}
          </Anchor>
        )}
        <Button type="submit" fullWidth loading={login.isPending}>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
};
