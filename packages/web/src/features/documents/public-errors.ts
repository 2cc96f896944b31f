import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-error';
import { describeError } from '../../lib/error-messages';

/**
 * What an anonymous visitor is told: a form that is not public (404) and too many tries (429)
 * get their own words; invalid input (400) points at the fields; the rest as everywhere else.
 */
export const describePublicError = (t: TFunction, error: unknown): string => {
  if (isApiError(error)) {
    if (error.status === 404) return t('publicDocs.errors.notFound');
    if (error.status === 429) return t('publicDocs.errors.rateLimited');
    if (error.code === 'validation_error') return t('publicDocs.errors.invalid');
  }
  return describeError(t, error);
};
