import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-error';
import { describeError } from '../../lib/error-messages';

/**
 * SPEC §8 for a PDF that could not be made: the title says "generate PDF failure"; the text says
 * why. A form the server cannot find is "no form schema found"; a definition it cannot print is
 * "form not configured correctly"; a missing document says so (deleted meanwhile, or not yours).
 */
export const describePdfError = (t: TFunction, error: unknown): string => {
  if (isApiError(error)) {
    if (error.code === 'form_not_found' || error.code === 'not_found') return t('errors.documents.noSchema');
    if (error.code === 'form_misconfigured') return t('errors.documents.misconfigured');
  }
  return describeError(t, error);
};
