import type { FormUploadDto } from '@atelier/core';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-error';
import { describeError } from '../../lib/error-messages';

export type UploadFeedback =
  | { kind: 'success'; result: FormUploadDto }
  | { kind: 'error'; title: string; lines: string[] };

/** The upload's outcome as the admin reads it: every problem on its own line, named by its path. */
export const uploadFailure = (t: TFunction, error: unknown): UploadFeedback => {
  if (isApiError(error) && error.code === 'parse_error') {
    const where = error.position ? t('admin.upload.position', error.position) : '';
    return { kind: 'error', title: t('admin.errors.uploadParse'), lines: [where, error.message].filter(Boolean) };
  }
  if (isApiError(error) && error.code === 'invalid_definition') {
    return {
      kind: 'error',
      title: t('admin.upload.invalid', { count: error.details.length }),
      lines: error.details.map((d) => (d.path ? `${d.path}: ${d.message}` : d.message)),
    };
  }
  return { kind: 'error', title: t('admin.upload.failed'), lines: [describeError(t, error)] };
};
