import { ERROR_STATUS } from '@atelier/core';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { ApiError } from './api-error';
import { describeError, errorKey, type KnownErrorCode } from './error-messages';

const t = i18n.getFixedT('en');
const apiError = (code: string, message = 'server text') => new ApiError({ status: 400, code, message });

describe('describeError', () => {
  it('has a message in every language for every server code', () => {
    const codes = [...Object.keys(ERROR_STATUS), 'network_error', 'bad_response'] as KnownErrorCode[];
    for (const lng of ['ro', 'en', 'it']) {
      for (const code of codes) {
        const key = errorKey(code);
        expect(i18n.exists(key, { lng }), `${lng} ${key}`).toBe(true);
        expect(typeof i18n.getResource(lng, 'translation', key), `${lng} ${key} is a text`).toBe('string');
      }
    }
  });

  it('translates a known code', () => {
    expect(describeError(t, apiError('invalid_credentials'))).toBe('Invalid e-mail or password.');
    expect(describeError(t, apiError('tag_name_taken'))).toBe(t(errorKey('tag_name_taken')));
  });

  it('takes no section of the texts for a code', () => {
    expect(describeError(t, apiError('documents', 'Quota reached'))).toBe('Something went wrong. Please try again. Server message: Quota reached');
  });

  it('uses the screen fallback for codes the screen does not name', () => {
    const options = { fallback: 'auth.login.failed', only: ['invalid_credentials'] } as const;
    expect(describeError(t, apiError('internal_error'), options)).toBe('Login failed. Please try again.');
    expect(describeError(t, apiError('brand_new_code'), options)).toBe('Login failed. Please try again.');
  });

  it('keeps the server message of an unknown code', () => {
    expect(describeError(t, apiError('brand_new_code', 'Quota reached'))).toBe(
      'Something went wrong. Please try again. Server message: Quota reached',
    );
  });

  it('falls back for errors that are not API errors', () => {
    expect(describeError(t, new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});
