import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants.js';
import { idSchema } from './common.js';

const isoDateTime = z.string().describe('ISO 8601 date-time');

/** How long the confirmation link mailed to the owner stays valid. */
export const ACCOUNT_DELETION_TTL_MS = 60 * 60 * 1000;

/**
 * Years the operator keeps the billing record of a deleted business: Legea contabilității
 * nr. 82/1991 (republicată), art. 25 alin. (1), with OMFP 2634/2015 secțiunea C — accounting
 * registers and supporting documents are kept 10 years from the end of the financial year in
 * which they were made (text as in force, checked 25.11.2026).
 */
export const BILLING_RETENTION_YEARS = 10;

export const accountDeletionRequestBody = z.object({
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH).describe("the owner's password"),
  locale: z.string().max(10).optional().describe('language of the e-mails: ro (default), en, it'),
});
export type AccountDeletionRequestBody = z.infer<typeof accountDeletionRequestBody>;

export const accountDeletionConfirmBody = z.object({
  token: z.string().min(1).max(200).describe('the token of the link mailed to the owner'),
});
export type AccountDeletionConfirmBody = z.infer<typeof accountDeletionConfirmBody>;

export const adminAccountDeletionBody = z.object({
  reason: z.string().trim().min(1).max(500).describe('why the admin deletes it (e.g. "the owner asked by e-mail on 20.11.2026")'),
});
export type AdminAccountDeletionBody = z.infer<typeof adminAccountDeletionBody>;

/** What was deleted, and what the operator keeps (the billing record only). */
export const accountDeletedDto = z.object({
  business_id: idSchema.describe('the deleted business'),
  deleted_at: isoDateTime,
  deleted_by: z.enum(['owner', 'admin']),
  members_removed: z.number().int().describe('user accounts deleted with it (the owner included)'),
  documents_removed: z.number().int(),
  billing_periods_kept: z.number().int().describe('subscription periods kept in the billing record'),
  billing_kept_until: z.string().nullable().describe('last day (YYYY-MM-DD) the billing record is kept: 10 years after the end of the year of the last billed period; null when nothing was billed'),
});
export type AccountDeletedDto = z.infer<typeof accountDeletedDto>;
