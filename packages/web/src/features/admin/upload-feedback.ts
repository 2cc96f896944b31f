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
    // The reason comes from the server's scanner (e.g. "trailing comma"), the position in the admin's language.
    const reason = error.details[0]?.message ?? error.message;
    const line = error.position ? `${t('admin.upload.position', error.position)}: ${reason}` : reason;
    return { kind: 'error', title: t('admin.errors.uploadParse'), lines: [line] };
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
