import { z } from 'zod';
import { DOCUMENT_KINDS } from '../forms/definition.js';
import { idSchema } from './common.js';
import { formDataSchema } from './documents.js';

/**
 * Issue 29: the order (or invoice) made from the lines a customer approved. Its own file, not
 * sharing.ts: documents.ts imports sharing.ts, and this contract needs documents' data schema.
 */

/** An application a new document can be made in from an answer's approved lines (one with line arrays that take them). */
export const carryTargetDto = z.object({
  form_id: idSchema,
  title: z.string().describe("the application's title, in the requested language"),
  kind: z.enum(DOCUMENT_KINDS),
});
export type CarryTargetDto = z.infer<typeof carryTargetDto>;

/** `GET /api/user/documents/{id}/answers/{answerId}/carry-targets`: the fitting applications, likeliest first. */
export const carryTargetsDto = z.object({
  targets: z.array(carryTargetDto).describe("the user's applications whose line arrays take the answered lines: a service order or an invoice of the document's trade first"),
});
export type CarryTargetsDto = z.infer<typeof carryTargetsDto>;

export const carryQuery = z.object({ form_id: idSchema.describe('the application of the new document') });
export type CarryQuery = z.infer<typeof carryQuery>;

/** `GET /api/user/documents/{id}/answers/{answerId}/carry`: what a new document of `form_id` starts with. */
export const carryDto = z.object({
  form_id: idSchema,
  data: formDataSchema.describe(
    "the new document's starting values from the version the customer answered: its client and vehicle fields (by role) and its approved lines; nothing of the document's own (number, date, validity) and no computed value. The rest starts as any new document does",
  ),
});
export type CarryDto = z.infer<typeof carryDto>;
