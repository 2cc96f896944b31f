import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.js';
import { DOCUMENT_KINDS, FORM_ADDONS, formDefinitionSchema } from '../forms/definition.js';
import { calendarDay, idSchema, int4, queryInt4, titleLocaleQuery } from './common.js';
import { shareState } from './sharing.js';
import { spvHistoryState } from './spv.js';

const isoDate = z.string().describe('ISO 8601 date-time');

export const paginationQuery = z.object({
  skip: queryInt4().default(0),
  limit: queryInt4({ min: 1, max: MAX_PAGE_SIZE }).default(DEFAULT_PAGE_SIZE),
});

/**
 * Why the user may use a form. `documents`: no longer usable for new documents (access removed, add-on
 * ended, form deleted), answered only for a version the user has documents of, so they still open.
 */
export const FORM_ACCESS = ['allocated', 'public', 'addon', 'documents'] as const;
export type FormAccess = (typeof FORM_ACCESS)[number];

/** A form (application) as lists show it (SPEC §3 Form summary). */
export const formSummaryDto = z.object({
  id: idSchema,
  key: z.string(),
  version: z.number().int().describe('current version of the definition'),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  isPublic: z.boolean(),
  access: z.enum(FORM_ACCESS).describe('why the user may use it: allocated by an admin, public, included with an add-on of the active subscription, or (a past version only) documents made with it'),
  addon: z.enum(FORM_ADDONS).nullable().describe('the subscription add-on that includes this application, if any'),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type FormSummaryDto = z.infer<typeof formSummaryDto>;

export const formDetailDto = formSummaryDto.extend({ form_schema: formDefinitionSchema });
export type FormDetailDto = z.infer<typeof formDetailDto>;

const formValue = z.union([z.string().max(200_000), z.number(), z.boolean(), z.null()]);
const stepData = z.record(z.string(), z.union([formValue, z.array(z.record(z.string(), formValue)).max(1000)]));
export const formDataSchema = z.record(z.string(), stepData).describe('values by step name, then field name');

export const submitDocumentBody = z.object({
  data: formDataSchema,
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type SubmitDocumentBody = z.infer<typeof submitDocumentBody>;

/** The header a client sends to make a submit safe to retry; the same value is reused for a retry. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Headers of the submit routes (other headers pass through untouched). */
export const submitHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .min(8)
    .max(128)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits and _ . : - only')
    .optional()
    .describe(
      'A random value (a UUID) chosen by the client for one save. The same key again within 24 hours, from the same user (or for a public application, with the same body), answers with the first result (same status and body, header Idempotent-Replayed: true) instead of saving a second document; with another body it is refused (409). A request arriving while the first is still running waits for its answer.',
    ),
});

export const updateDocumentBody = submitDocumentBody.extend({
  version: int4({ min: 1 }).describe('the version the document was read at; a stale one gets 409'),
});
export type UpdateDocumentBody = z.infer<typeof updateDocumentBody>;

export const documentDto = z.object({
  id: idSchema,
  form_id: idSchema,
  form_version: z.number().int(),
  form_title: z.string(),
  currency: z.enum(['RON', 'EUR', 'USD']).describe("currency of the document's amounts (its application's, SPEC §3)"),
  kind: z
    .enum(DOCUMENT_KINDS)
    .describe("kind of the document's application version (its definition's document.kind): only an `invoice` has an e-Factura XML (not a proforma, which is a quote)"),
  number: z.string().describe('document number, e.g. DV-0007'),
  data: formDataSchema,
  facts: z.record(z.string(), z.string()).describe('values by field role, e.g. {"total.grand": "363.00"}'),
  metadata: z.record(z.string(), z.unknown()),
  version: z.number().int(),
  created_at: isoDate,
  updated_at: isoDate,
  created_by: z
    .object({ id: idSchema, name: z.string(), email: z.string() })
    .nullable()
    .describe('the member of the business who made it (null once their account is gone); shown as its name, else its e-mail'),
  share_state: shareState.optional().describe("where it stands with its customer (issue 29): in History's list only"),
  spv_state: spvHistoryState
    .nullable()
    .optional()
    .describe("an invoice's way to ANAF's SPV (issue 30), its latest upload: not_sent = failed after the retries; null = never queued. In History's list only"),
});
export type DocumentDto = z.infer<typeof documentDto>;

/** `?locale=` of a document list: the language of the applications' titles, as in the catalogue. */
const titleLocale = titleLocaleQuery;

export const listDocumentsQuery = paginationQuery.extend({
  form_id: idSchema.optional(),
  start_date: calendarDay.optional(),
  end_date: calendarDay.optional(),
  unscheduled_only: z.enum(['true', 'false']).optional().transform((v) => v === 'true'),
  locale: titleLocale,
  share_state: shareState.optional().describe('only the documents in this state with their customer (issue 29)'),
  spv_state: spvHistoryState.optional().describe("only the invoices whose latest upload to ANAF's SPV is in this state (issue 30)"),
});

export const submissionCountResponse = z.object({
  count: z.number().int().describe('documents of this form the user has now'),
  previous_count: z.number().int().describe('documents before the newest one'),
});

export const searchDocumentsQuery = paginationQuery.extend({
  query: z.string().max(200).default(''),
  from_date: calendarDay.optional(),
  to_date: calendarDay.optional(),
  locale: titleLocale,
});
export const documentListResponse = z.object({
  results: z.array(documentDto),
  total: z.number().int(),
  capped: z.boolean().optional().describe('true when there are at least `total` matches (counting stops there)'),
});

/** One step's entry across the user's documents (Data view, pre-fill). */
export const stepEntryDto = z.object({
  document_id: idSchema,
  form_id: idSchema,
  created_at: isoDate,
  data: stepData,
});
export const stepEntriesResponse = z.object({ results: z.array(stepEntryDto), total: z.number().int() });
export const stepSearchQuery = paginationQuery.extend({ search_term: z.string().max(200).default('') });
export const stepOverviewResponse = z.array(z.object({ step: z.string(), count: z.number().int(), last_at: isoDate }));

/** Distinct lines of an array field, e.g. parts with their last price, for "pick from history". */
export const arrayItemsQuery = z.object({
  field: z.string().regex(/^[a-zA-Z0-9_]+\.[a-zA-Z0-9_]+$/, { message: 'must be "step.field"' }),
  term: z.string().max(200).default(''),
  limit: queryInt4({ min: 1, max: 50 }).default(10),
});
export const arrayItemsResponse = z.array(z.object({ item: z.record(z.string(), formValue), last_used_at: isoDate }));

export const pastEntriesQuery = z.object({ step: z.string().max(64), limit: queryInt4({ min: 1, max: 20 }).default(5) });
