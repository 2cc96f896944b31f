import type { FormSummaryDto } from '@atelier/core';

const isEstimate = (form: FormSummaryDto): boolean => form.key.startsWith('deviz-');

/**
 * The estimate (deviz) application a new estimate opens: `preferred` when it is one (the application
 * of the car's last estimate: the one the business uses), else the VAT payer's car-service deviz,
 * else the non-payer's, else another deviz; undefined when the business has none.
 */
export const estimateForm = (forms: readonly FormSummaryDto[] | undefined, preferred?: string): FormSummaryDto | undefined =>
  forms?.find((f) => f.id === preferred && isEstimate(f)) ??
  forms?.find((f) => f.key === 'deviz-auto-platitor-tva') ??
  forms?.find((f) => f.key === 'deviz-auto-neplatitor-tva') ??
  forms?.find(isEstimate);
