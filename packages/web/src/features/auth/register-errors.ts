import type { ParseKeys } from 'i18next';
import { isApiError } from '../../lib/api-error';
import type { FieldErrors } from './validation';

type RegisterField = 'email' | 'password';

/** What the server said, placed at the field it concerns when it concerns one. */
export const registerFieldErrors = (error: unknown): FieldErrors<RegisterField> => {
  if (!isApiError(error)) return {};
  if (error.code === 'email_taken') return { email: 'errors.email_taken' };
  if (error.code !== 'validation_error') return {};
  const fields: FieldErrors<RegisterField> = {};
  const perField: Record<RegisterField, ParseKeys> = {
    email: 'auth.validation.emailInvalid',
    password: 'auth.validation.passwordTooShort',
  };
  for (const detail of error.details) {
    const field = detail.path.split('.').at(-1);
    if (field === 'email' || field === 'password') fields[field] = perField[field];
  }
  return fields;
};
