import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '../constants.js';
import { FORM_ADDONS } from '../forms/definition.js';
import { idSchema } from './common.js';

const isoDate = z.string().describe('ISO 8601 date-time');

/** `?locale=`: the language of titles and descriptions (the definition's own text when untranslated). */
export const localeQuery = z.object({
  locale: z.enum(LOCALES).default(DEFAULT_LOCALE).describe('language of titles and descriptions'),
});

/** One application of the public catalogue (every active application, public or not). */
export const catalogEntryDto = z.object({
  id: idSchema,
  key: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string().describe('category key, e.g. auto-service; unknown keys are shown as "other"'),
  isPublic: z.boolean().describe('open to everyone, also without an account'),
  addon: z.enum(FORM_ADDONS).nullable().describe('the subscription add-on that includes this application, if any'),
});
export type CatalogEntryDto = z.infer<typeof catalogEntryDto>;

export const FORM_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type FormRequestStatus = (typeof FORM_REQUEST_STATUSES)[number];

/** A user's request for an application (SPEC §4 Application access). */
export const formRequestDto = z.object({
  id: idSchema,
  form_id: idSchema,
  status: z.enum(FORM_REQUEST_STATUSES).describe('pending until an admin allocates the application (approved) or rejects it'),
  created_at: isoDate,
  decided_at: isoDate.nullable(),
});
export type FormRequestDto = z.infer<typeof formRequestDto>;

/** A pending request as the admin sees it. */
export const adminFormRequestDto = formRequestDto.extend({
  user_id: idSchema,
  user_email: z.string(),
  form_title: z.string(),
});
export type AdminFormRequestDto = z.infer<typeof adminFormRequestDto>;

export const allocationBody = z.object({ user_id: idSchema.describe('the account that gets or loses the application') });
export type AllocationBody = z.infer<typeof allocationBody>;

export const allocationDto = z.object({
  form_id: idSchema,
  user_id: idSchema,
  allocated: z.boolean().describe('whether the application is now allocated to the user'),
  request_approved: z.boolean().describe('a pending request of the user for it was approved by this call'),
});
export type AllocationDto = z.infer<typeof allocationDto>;
