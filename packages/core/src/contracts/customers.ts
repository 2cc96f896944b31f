import { z } from 'zod';
import { DOCUMENT_KINDS } from '../forms/definition.js';
import { idSchema, queryInt4, titleLocaleQuery } from './common.js';

/** Issue 31: the customer directory, built from the documents' client facts. */

export const customersQuery = z.object({
  query: z.string().trim().max(100).optional().describe('words of a name (without diacritics or with), part of a phone number, e-mail, CUI or CNP'),
  skip: queryInt4().default(0),
  limit: queryInt4({ min: 1, max: 100 }).default(10),
});
export type CustomersQuery = z.infer<typeof customersQuery>;

export const customerIdParams = z.object({ id: idSchema });
export const customerQuery = z.object({ locale: titleLocaleQuery });
export const customerMergeParams = z.object({ id: idSchema, mergeId: idSchema });

export const CUSTOMER_KINDS = ['person', 'company'] as const;

export const customerDto = z.object({
  id: idSchema,
  kind: z.enum(CUSTOMER_KINDS).describe('a company (it has a CUI, or was typed as a legal person) or a person'),
  name: z.string().nullable().describe('the name its newest document gives'),
  cui: z.string().nullable().describe("a company's CUI (without RO), when a document gave a valid one"),
  cnp: z.string().nullable().describe("a person's CNP, when a document gave a valid one"),
  phone: z.string().nullable().describe('the newest phone number, as the directory keys it (0722123456, or +<digits> abroad)'),
  phones: z.array(z.string()).describe('every phone number its documents gave'),
  email: z.string().nullable().describe('the newest e-mail address, in lower case'),
  emails: z.array(z.string()),
  address: z.string().nullable().describe('the address its newest document gives'),
  documents: z.number().int().describe("how many of the business's documents name this customer"),
  first_seen: z.string().describe('YYYY-MM-DD: the date of its first document'),
  last_seen: z.string().describe('YYYY-MM-DD: the date of its newest document'),
  reminders: z.boolean().nullable().describe('its newest recorded consent to reminders (null: none recorded)'),
});
export type CustomerDto = z.infer<typeof customerDto>;

export const customersResponse = z.object({ results: z.array(customerDto), total: z.number().int() });
export type CustomersResponse = z.infer<typeof customersResponse>;

export const customerDocumentDto = z.object({
  id: idSchema,
  form_id: idSchema,
  form_title: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string(),
  date: z.string().describe("YYYY-MM-DD: the document's own date, else the day it was saved"),
  total: z.string().nullable().describe('its grand total (or the amount it records)'),
  currency: z.enum(['RON', 'EUR', 'USD']),
  created_at: z.string(),
});
export type CustomerDocumentDto = z.infer<typeof customerDocumentDto>;

export const customerVehicleDto = z.object({
  id: idSchema.describe('the vehicle directory id (/vehicles/{id})'),
  plate_key: z.string().nullable(),
  vin: z.string().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  documents: z.number().int().describe("how many of this customer's documents name it"),
});
export type CustomerVehicleDto = z.infer<typeof customerVehicleDto>;

export const customerTotalDto = z.object({
  currency: z.enum(['RON', 'EUR', 'USD']),
  estimated: z.string().describe('the sum of its estimates and quotes'),
  invoiced: z.string().describe('the sum of its invoices'),
});

export const CONSENT_WAYS = ['verbal', 'written', 'online', 'phone', 'email'] as const;
export type ConsentWay = (typeof CONSENT_WAYS)[number];

export const customerConsentBody = z.object({
  reminders: z.boolean().describe('the customer agrees to reminders (true) or withdrew (false)'),
  how: z.enum(CONSENT_WAYS).describe('how the customer said so'),
  at: z.string().datetime({ offset: true }).optional().describe('when the customer said so (default: now)'),
});
export type CustomerConsentBody = z.infer<typeof customerConsentBody>;

export const customerConsentDto = z.object({
  id: idSchema,
  reminders: z.boolean(),
  how: z.enum(CONSENT_WAYS),
  at: z.string().describe('when the customer said so'),
  recorded_at: z.string(),
  recorded_by: z.string().nullable().describe('who recorded it (their name or e-mail; null once they left)'),
});
export type CustomerConsentDto = z.infer<typeof customerConsentDto>;

export const customerMergeDto = z.object({
  id: idSchema,
  merged_id: idSchema.describe('the customer record merged into this one'),
  merged_name: z.string().nullable(),
  documents: z.number().int().describe('how many documents it brought'),
  created_at: z.string(),
});
export type CustomerMergeDto = z.infer<typeof customerMergeDto>;

export const customerDetailDto = z.object({
  customer: customerDto,
  vehicles: z.array(customerVehicleDto).describe('the vehicles its documents name'),
  documents: z.array(customerDocumentDto).describe('its documents, newest first'),
  totals: z.array(customerTotalDto).describe('what was estimated and invoiced, by currency'),
  consents: z.array(customerConsentDto).describe('its consents to reminders, newest first (the history is kept)'),
  merges: z.array(customerMergeDto).describe('the records merged into this one that can be split again'),
});
export type CustomerDetailDto = z.infer<typeof customerDetailDto>;

export const customerMergeBody = z.object({ other_id: idSchema.describe('the customer record to merge into this one') });
export type CustomerMergeBody = z.infer<typeof customerMergeBody>;

export const customerEraseBody = z.object({ confirm: z.boolean().describe('must be true: the erasure cannot be undone') });
export type CustomerEraseBody = z.infer<typeof customerEraseBody>;

export const erasedDocumentDto = z.object({ id: idSchema, number: z.string(), form_title: z.string(), kind: z.enum(DOCUMENT_KINDS) });
export const customerEraseResult = z.object({
  erased: z.array(erasedDocumentDto).describe("documents whose client data was removed (name pseudonymised as 'Client șters')"),
  kept: z.array(erasedDocumentDto).describe('invoices, kept intact: the law keeps them 10 years'),
  retention: z.string().describe('the law that keeps the invoices'),
});
export type CustomerEraseResult = z.infer<typeof customerEraseResult>;

/** Invoices are accounting documents, kept 10 years (verified as the account deletion's, 25.11.2026). */
export const INVOICE_RETENTION_SOURCE =
  'Legea contabilității nr. 82/1991 (republicată), art. 25 alin. (1); OMFP 2634/2015, secțiunea C: 10 ani de la încheierea exercițiului financiar';
