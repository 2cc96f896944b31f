import { describe, expect, it } from 'vitest';
import { hasErrors, validateLogin, validateNewPassword, validateRegister } from './validation';

describe('auth validation', () => {
  it('requires every login field', () => {
    expect(validateLogin({ email: ' ', password: '' })).toEqual({
      form: 'auth.validation.allFieldsRequired',
      fields: { email: 'auth.validation.required', password: 'auth.validation.required' },
    });
  });

  it('checks the login e-mail', () => {
    expect(validateLogin({ email: 'not-an-email', password: 'x' }).fields).toEqual({ email: 'auth.validation.emailInvalid' });
    expect(hasErrors(validateLogin({ email: 'ana@example.ro', password: 'x' }))).toBe(false);
  });

  it('checks every register rule', () => {
    expect(validateRegister({ email: 'ana@', password: 'short', confirm: 'other', terms: false }).fields).toEqual({
      email: 'auth.validation.emailInvalid',
      password: 'auth.validation.passwordTooShort',
      confirm: 'auth.validation.passwordsMismatch',
      terms: 'auth.validation.termsRequired',
    });
    expect(hasErrors(validateRegister({ email: 'ana@example.ro', password: '12345678', confirm: '12345678', terms: true }))).toBe(false);
  });

  it('checks a new password and its confirmation', () => {
    expect(validateNewPassword({ password: '12345678', confirm: '' }).fields).toEqual({ confirm: 'auth.validation.required' });
    expect(validateNewPassword({ password: '12345678', confirm: '12345678' }).fields).toEqual({});
  });
});
