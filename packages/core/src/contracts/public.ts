import { z } from 'zod';
import { LOCALES } from '../constants.js';
import { formDefinitionSchema } from '../forms/definition.js';
import { idSchema } from './common.js';
import { formDataSchema } from './documents.js';

/**
 * A public submission's id: 24 random bytes (192 bits) in base64url, 32 characters. The id is the
 * only key to an anonymous document, so it must be unguessable, and it never looks like a 24-hex id.
 */
export const PUBLIC_SUBMISSION_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export const isPublicSubmissionId = (value: unknown): value is string => typeof value === 'string' && PUBLIC_SUBMISSION_ID_PATTERN.test(value);

export const publicSubmissionIdSchema = z
  .string()
  .regex(PUBLIC_SUBMISSION_ID_PATTERN, 'must be 32 URL-safe characters')
  .describe('public submission id: 32 URL-safe characters (192 random bits)');

export const openLocaleQuery = z.object({
  locale: z.enum(LOCALES).optional().describe('language of titles and descriptions; else Accept-Language, else ro'),
});

export const publicSubmitResponse = z.object({
  id: publicSubmissionIdSchema,
  number: z.string().describe('reference number, per form: e.g. WEB-DV-0007'),
  created_at: z.string().describe('ISO 8601 date-time'),
});
export type PublicSubmitResponse = z.infer<typeof publicSubmitResponse>;

/** An anonymous submission, with the definition version it was made with. */
export const publicSubmissionDto = z.object({
  id: publicSubmissionIdSchema,
  form_id: idSchema,
  form_version: z.number().int(),
  title: z.string().describe("the application's title"),
  number: z.string(),
  data: formDataSchema,
  facts: z.record(z.string(), z.string()).describe('values by field role'),
  totals: z.record(z.string(), z.string()).describe('totals recomputed by the server, by total name'),
  created_at: z.string().describe('ISO 8601 date-time'),
  form_schema: formDefinitionSchema,
});
export type PublicSubmissionDto = z.infer<typeof publicSubmissionDto>;
