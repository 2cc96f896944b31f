import { emailSchema, PASSWORD_MIN_LENGTH } from '@atelier/core';
import type { ParseKeys } from 'i18next';

export type FieldErrors<F extends string> = Partial<Record<F, ParseKeys>>;
export type Validation<F extends string> = { form?: ParseKeys; fields: FieldErrors<F> };

const isBlank = (value: string): boolean => value.trim() === '';

/** The same e-mail rule as the server (core's emailSchema). */
export const isValidEmail = (value: string): boolean => emailSchema.safeParse(value.trim()).success;

const emailError = (email: string): ParseKeys | undefined => {
  if (isBlank(email)) return 'auth.validation.required';
  return isValidEmail(email) ? undefined : 'auth.validation.emailInvalid';
};

const newPasswordError = (password: string): ParseKeys | undefined =>
  password.length < PASSWORD_MIN_LENGTH ? 'auth.validation.passwordTooShort' : undefined;

const confirmError = (password: string, confirm: string): ParseKeys | undefined => {
  if (confirm === '') return 'auth.validation.required';
  return confirm === password ? undefined : 'auth.validation.passwordsMismatch';
};

const compact = <F extends string>(fields: Record<F, ParseKeys | undefined>): FieldErrors<F> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as FieldErrors<F>;

export const hasErrors = <F extends string>({ form, fields }: Validation<F>): boolean =>
  form !== undefined || Object.keys(fields).length > 0;

/** SPEC §5 login: all fields required, e-mail must be valid. */
export const validateLogin = ({ email, password }: { email: string; password: string }): Validation<'email' | 'password'> => {
  if (isBlank(email) || password === '') {
    return {
      form: 'auth.validation.allFieldsRequired',
      fields: compact({
        email: isBlank(email) ? 'auth.validation.required' : undefined,
        password: password === '' ? 'auth.validation.required' : undefined,
      }),
    };
  }
  return { fields: compact({ email: emailError(email), password: undefined }) };
};

export type RegisterInput = { email: string; password: string; confirm: string; terms: boolean };

/** SPEC §5 register: valid e-mail, password length, matching passwords, terms accepted. */
export const validateRegister = ({ email, password, confirm, terms }: RegisterInput): Validation<keyof RegisterInput> => ({
  fields: compact({
    email: emailError(email),
    password: newPasswordError(password),
    confirm: confirmError(password, confirm),
    terms: terms ? undefined : 'auth.validation.termsRequired',
  }),
});

export const validateEmailOnly = ({ email }: { email: string }): Validation<'email'> => ({
  fields: compact({ email: emailError(email) }),
});

export const validateNewPassword = ({ password, confirm }: { password: string; confirm: string }): Validation<'password' | 'confirm'> => ({
  fields: compact({ password: newPasswordError(password), confirm: confirmError(password, confirm) }),
});
