import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '../constants.js';
import { DISPLAY_CATEGORIES, TRADES } from '../categories.js';
import { DOCUMENT_KINDS, FORM_ADDONS } from '../forms/definition.js';
import { idSchema, queryInt4 } from './common.js';

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
  trades: z.array(z.enum(TRADES)).describe('the trades it serves (SPEC §1); empty when the definition names none'),
  kind: z.enum(DOCUMENT_KINDS).describe('the document type (document.kind)'),
});
export type CatalogEntryDto = z.infer<typeof catalogEntryDto>;

/** Keys given to GET /forms/catalog?keys=, at most (a landing page names a handful). */
export const CATALOG_KEYS_MAX = 50;

/** `GET /forms/catalog`: the language, and optionally only some applications by key (a landing page's). */
export const catalogListQuery = localeQuery.extend({
  keys: z
    .string()
    .max(CATALOG_KEYS_MAX * 101)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*(,[a-z0-9]+(-[a-z0-9]+)*)*$/, 'comma-separated application keys')
    .refine((value) => value.split(',').length <= CATALOG_KEYS_MAX, `at most ${CATALOG_KEYS_MAX} keys`)
    .optional()
    .describe('only these applications (comma-separated keys, e.g. deviz-auto,foaie-de-parcurs), in the catalogue order; unknown keys are left out'),
});
export type CatalogListQuery = z.infer<typeof catalogListQuery>;

/** Applications per page of a catalogue search, at most. */
export const CATALOG_PAGE_SIZE_MAX = 60;

/** `GET /forms/catalog/search`: words (diacritics and case ignored), a trade, a document type, a page. */
export const catalogSearchQuery = localeQuery.extend({
  q: z.string().max(200).default('').describe('search words: each must appear in a title, description or search keyword, in any language'),
  trade: z.enum(TRADES).optional().describe('only applications for this trade'),
  kind: z.enum(DOCUMENT_KINDS).optional().describe('only documents of this type'),
  category: z.enum(DISPLAY_CATEGORIES).optional().describe('only this catalogue group ("other": categories outside the list)'),
  page: queryInt4({ min: 1, max: 10_000 }).default(1).describe('1-based page'),
  pageSize: queryInt4({ min: 1, max: CATALOG_PAGE_SIZE_MAX }).default(24),
});
export type CatalogSearchQuery = z.infer<typeof catalogSearchQuery>;
export type CatalogSearchParams = z.input<typeof catalogSearchQuery>;

const facet = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.object({ value: z.enum(values), count: z.number().int() })).describe('how many matches of the words each value has (the other filter applied)');

/** One page of a catalogue search, with the counts per trade and document type for the filters. */
export const catalogPageDto = z.object({
  items: z.array(catalogEntryDto),
  total: z.number().int().describe('matches on all pages'),
  page: z.number().int(),
  pageSize: z.number().int(),
  trades: facet(TRADES),
  kinds: facet(DOCUMENT_KINDS),
});
export type CatalogPageDto = z.infer<typeof catalogPageDto>;

/** What a visitor sees of an application before asking for it: its steps and whether a sample PDF exists. */
export const catalogPreviewDto = z.object({
  entry: catalogEntryDto,
  steps: z.array(
    z.object({
      title: z.string(),
      description: z.string().nullable(),
      fields: z.array(z.string()).describe("the step's field labels, in order"),
    }),
  ),
  sample: z.boolean().describe('GET /forms/catalog/{key}/sample.pdf prints realistic sample data (otherwise the blank form)'),
  sampleVersion: z.string().describe("the sample PDF's version (the product's release and the definition's version): sample.pdf?v=… with it is cached for good"),
});

/** The sample PDF's query: its language, and its version (`sampleVersion` of the preview) for an address cached for good. */
export const samplePdfQuery = localeQuery.extend({
  v: z.string().max(100).optional().describe("the preview's sampleVersion: the answer is then immutable (a new version is a new address)"),
});
export type CatalogPreviewDto = z.infer<typeof catalogPreviewDto>;

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
