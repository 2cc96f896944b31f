import type { SpvUploadDto } from '@atelier/core';
import type { TFunction } from 'i18next';

/**
 * Why an upload's last try did not get through, in the reader's words (the server sends a code,
 * core SPV_UPLOAD_ERRORS), followed by ANAF's own words or the HTTP status when there are some;
 * null when it got through. A text from before the codes is shown as it is.
 */
export const uploadReason = (t: TFunction, { last_error_code: code, last_error: detail }: Pick<SpvUploadDto, 'last_error_code' | 'last_error'>): string | null => {
  if (!code) return detail;
  const words = t(`spv.reasons.${code}`);
  return detail ? `${words} ${t('spv.reasons.details', { detail })}` : words;
};
