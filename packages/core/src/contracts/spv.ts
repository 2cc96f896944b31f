import { z } from 'zod';
import { LOCALES } from '../constants.js';
import { calendarDay, idSchema } from './common.js';

/**
 * e-Factura in SPV (issue 30): a business connects Atelier to ANAF's SPV (OAuth 2.0 with the
 * owner's qualified certificate), and its invoices are uploaded and followed to ANAF's answer.
 */

export const SPV_UPLOAD_MODES = ['auto', 'manual'] as const;
export type SpvUploadMode = (typeof SPV_UPLOAD_MODES)[number];

/** Where one upload of an invoice stands (one row per attempt; a corrected invoice is a new attempt). */
export const SPV_UPLOAD_STATES = ['to_send', 'sent', 'processing', 'accepted', 'rejected', 'failed'] as const;

/**
 * Why an upload's last try did not get through, as a code the screens and mails put in words:
 * ANAF asked to slow down (429), could not be reached or failed (5xx, a timeout), answered what
 * could not be read, refused the call; the invoice lacks what e-Factura needs, was deleted before it
 * was sent; SPV is not connected (the owner connects it again).
 */
export const SPV_UPLOAD_ERRORS = ['rate_limited', 'unavailable', 'bad_answer', 'refused', 'incomplete', 'deleted', 'not_connected'] as const;
export type SpvUploadError = (typeof SPV_UPLOAD_ERRORS)[number];
export type SpvUploadState = (typeof SPV_UPLOAD_STATES)[number];

/**
 * Where an invoice stands with SPV in History's list (issue 30): its latest upload's state, with a
 * failed one (not sent after the retries) as `not_sent`. An invoice never queued has none.
 */
export const SPV_HISTORY_STATES = ['to_send', 'sent', 'processing', 'accepted', 'rejected', 'not_sent'] as const;
export const spvHistoryState = z.enum(SPV_HISTORY_STATES);
export type SpvHistoryState = (typeof SPV_HISTORY_STATES)[number];

/** The open states: an attempt in one of them is still going somewhere. */
export const SPV_OPEN_STATES: readonly SpvUploadState[] = ['to_send', 'sent', 'processing'];

/** Why a business's SPV connection stopped working: ANAF refused to renew it, its year ended, or its tokens no longer open with this server's key. */
export const SPV_CONNECTION_FAILURES = ['refused', 'expired', 'unreadable'] as const;
export type SpvConnectionFailure = (typeof SPV_CONNECTION_FAILURES)[number];

export const spvStatusDto = z.object({
  configured: z.boolean().describe('false: this server has no ANAF SPV application configured, and nothing else here applies'),
  connected: z.boolean().describe('the business holds tokens from ANAF (they may be failing: see state)'),
  state: z.enum(['not_configured', 'not_connected', 'connected', 'failing']).describe('failing: the last refresh or call was refused; last_error says why'),
  connected_at: z.string().nullable().describe('ISO 8601: when the owner connected'),
  access_expires_at: z.string().nullable().describe('ISO 8601: the access token ends (refreshed before)'),
  refresh_expires_at: z.string().nullable().describe('ISO 8601: the connection ends unless renewed (about a year): connect again before'),
  last_error_code: z.enum(SPV_CONNECTION_FAILURES).nullable().describe('why the connection is failing (state failing); null otherwise'),
  last_error: z.string().nullable().describe("ANAF's words about the failure, when it gave some"),
  upload_mode: z.enum(SPV_UPLOAD_MODES).describe('auto: every invoice is uploaded when saved; manual: with the Send to SPV button'),
});
export type SpvStatusDto = z.infer<typeof spvStatusDto>;

export const spvConnectResponse = z.object({
  url: z.string().describe("ANAF's sign-in page to send the browser to; it comes back to /api/spv/callback"),
});
export type SpvConnectResponse = z.infer<typeof spvConnectResponse>;

export const spvCallbackQuery = z.object({
  code: z.string().max(4096).optional().describe("ANAF's authorization code"),
  state: z.string().max(200).optional().describe('the one-time state the connect call made'),
  error: z.string().max(200).optional().describe("ANAF's error when the sign-in did not happen"),
  error_description: z.string().max(1000).optional(),
});

/** The owner's choices (connect, upload mode) carry the app's language: the owner's SPV e-mails are written in it. */
export const spvMailLocaleQuery = z.object({
  locale: z.enum(LOCALES).optional().describe("language of the owner's SPV e-mails from now on: the app's chosen language (default: Accept-Language, else ro)"),
});

export const spvSettingsBody = z.object({
  upload_mode: z.enum(SPV_UPLOAD_MODES).describe('auto: upload every invoice when saved; manual: only with Send to SPV'),
});
export type SpvSettingsBody = z.infer<typeof spvSettingsBody>;

export const spvUploadDto = z.object({
  id: idSchema,
  document_id: idSchema.nullable().describe('null once the document was deleted (the upload and its archive are kept)'),
  number: z.string().describe("the invoice's number (BT-1)"),
  state: z.enum(SPV_UPLOAD_STATES).describe('to_send → sent (upload index) → processing → accepted | rejected; failed: not sent after repeated failures (last_error says why)'),
  trigger: z.enum(['auto', 'manual']).describe('saved with automatic upload, or sent with the button'),
  upload_index: z.string().nullable().describe("ANAF's upload index (index_incarcare)"),
  download_id: z.string().nullable().describe("ANAF's download id (id_descarcare) of its answer"),
  b2c: z.boolean().nullable().describe("uploaded as B2C (an individual buyer); null until it was built"),
  credit_note: z.boolean().nullable(),
  messages: z.array(z.string()).describe("ANAF's messages of a rejected upload, in its words"),
  last_error_code: z.enum(SPV_UPLOAD_ERRORS).nullable().describe('why the last try did not get through (a failed upload: why it was not sent); null when it did'),
  last_error: z.string().nullable().describe("the details of last_error_code: ANAF's words or the HTTP status, when there are some"),
  has_archive: z.boolean().describe('the signed ZIP ANAF returned is kept: GET …/spv/archive'),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  finished_at: z.string().nullable().describe('accepted, rejected or failed at'),
  next_check_at: z.string().nullable().describe('when the next try or status check is due'),
});
export type SpvUploadDto = z.infer<typeof spvUploadDto>;

export const spvUploadsResponse = z.object({ results: z.array(spvUploadDto).describe('newest first') });
export type SpvUploadsResponse = z.infer<typeof spvUploadsResponse>;

export const spvPendingDto = z.object({
  document_id: idSchema,
  number: z.string(),
  issue_date: calendarDay,
  deadline: calendarDay.describe('the last day to upload: 5 working days after the issue date (OUG 89/2025), public holidays counted'),
  working_days_left: z.number().int().describe('0: today is the last day; negative: late by that many working days'),
  state: z.enum(SPV_UPLOAD_STATES).describe('the state of its latest upload'),
  last_error_code: z.enum(SPV_UPLOAD_ERRORS).nullable().describe("why its latest upload's last try did not get through"),
  last_error: z.string().nullable().describe("the details of last_error_code: ANAF's words or the HTTP status, when there are some"),
});
export type SpvPendingDto = z.infer<typeof spvPendingDto>;

export const spvPendingResponse = z.object({ results: z.array(spvPendingDto).describe('most urgent first') });
export type SpvPendingResponse = z.infer<typeof spvPendingResponse>;

/** Supplier invoices in (issue 30): what ANAF holds for the business as a buyer, kept with the XML and ZIP as sent. */
export const SPV_RECEIVED_KINDS = ['invoice', 'credit_note', 'unreadable'] as const;

export const spvReceivedLineDto = z.object({
  name: z.string().describe('the item (BT-153)'),
  code: z.string().nullable().describe("the supplier's code of the part (BT-155)"),
  quantity: z.number().nullable(),
  unit_code: z.string().nullable().describe('UN/ECE rec 20 (H87 pieces, SET, LTR…)'),
  unit_price: z.number().nullable().describe('net price of one unit (BT-146 / BT-149)'),
  net: z.number().nullable().describe("the line's net amount (BT-131)"),
  vat_rate: z.number().nullable().describe('percent (BT-152)'),
});
export type SpvReceivedLineDto = z.infer<typeof spvReceivedLineDto>;

export const spvReceivedVatDto = z.object({
  category: z.string().describe('S, Z, E, AE, O…'),
  rate: z.number().nullable(),
  taxable: z.number().nullable(),
  vat: z.number().nullable(),
});

export const spvReceivedDto = z.object({
  id: idSchema,
  message_id: z.string().describe("ANAF's message (download) id"),
  kind: z.enum(SPV_RECEIVED_KINDS).describe('unreadable: the XML is kept but could not be read as an Invoice or CreditNote'),
  supplier_name: z.string(),
  supplier_cif: z.string().describe('as written on the invoice (RO prefix when a VAT payer)'),
  buyer_cif: z.string(),
  number: z.string(),
  issue_date: calendarDay.nullable(),
  due_date: calendarDay.nullable(),
  currency: z.string().describe('ISO 4217'),
  net: z.number().nullable().describe('total without VAT (BT-109)'),
  vat: z.number().nullable().describe('VAT total in the document currency (BT-110)'),
  payable: z.number().nullable().describe('amount due (BT-115)'),
  received_at: z.string().describe("ISO 8601: when ANAF listed it"),
  created_at: z.string().describe('ISO 8601: when Atelier kept it'),
});
export type SpvReceivedDto = z.infer<typeof spvReceivedDto>;

export const spvReceivedPartyDto = z.object({
  name: z.string().describe('RegistrationName, else PartyName'),
  cif: z.string().describe('as written (RO prefix when a VAT payer)'),
  reg_no: z.string().nullable().describe("the trade register number (PartyLegalEntity/CompanyID) when it is not the CIF"),
  address: z.string().describe('street and number'),
  city: z.string(),
  county: z.string().describe('CountrySubentity (RO-CJ…)'),
  country: z.string().describe('ISO 3166-1 alpha-2'),
});
export type SpvReceivedPartyDto = z.infer<typeof spvReceivedPartyDto>;

export const spvReceivedDetailDto = spvReceivedDto.extend({
  vat_breakdown: z.array(spvReceivedVatDto),
  lines: z.array(spvReceivedLineDto),
  supplier: spvReceivedPartyDto.nullable().describe('null when the XML could not be read as an invoice'),
  buyer: spvReceivedPartyDto.nullable(),
  payment_accounts: z.array(z.string()).describe("the supplier's IBANs to pay into (PayeeFinancialAccount)"),
  payment_terms: z.string().nullable().describe('PaymentTerms/Note'),
});
export type SpvReceivedDetailDto = z.infer<typeof spvReceivedDetailDto>;

export const spvReceivedQuery = z.object({
  query: z.string().max(200).optional().describe("part of the supplier's name, its CIF or the number; diacritics and case ignored"),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type SpvReceivedQuery = z.infer<typeof spvReceivedQuery>;

export const spvReceivedListResponse = z.object({
  results: z.array(spvReceivedDto).describe('newest first (issue date, then when ANAF listed it)'),
  total: z.number().int(),
});
export type SpvReceivedListResponse = z.infer<typeof spvReceivedListResponse>;

export const spvReceivedSyncDto = z.object({
  id: idSchema.describe('the job'),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  added: z.number().int().describe('invoices kept by this sync so far'),
  error: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type SpvReceivedSyncDto = z.infer<typeof spvReceivedSyncDto>;

export const spvReceivedSyncStatus = z.object({
  sync: spvReceivedSyncDto.nullable().describe("the business's latest sync (asked for or today's daily one); null when none was run"),
});
export type SpvReceivedSyncStatus = z.infer<typeof spvReceivedSyncStatus>;

/** A line of a received invoice offered for a deviz's parts (its price as paid, before the workshop's markup). */
export const spvReceivedPickLineDto = spvReceivedLineDto.extend({
  received_id: idSchema.describe('the received invoice'),
  index: z.number().int().describe("the line's position in the invoice (0-based)"),
  supplier_name: z.string(),
  number: z.string(),
  issue_date: calendarDay.nullable(),
  currency: z.string().describe('ISO 4217: the unit price is in it'),
});
export type SpvReceivedPickLineDto = z.infer<typeof spvReceivedPickLineDto>;

export const spvReceivedLinesQuery = z.object({
  query: z.string().max(200).optional().describe("part of the line's name or code, the supplier's name or the invoice number; diacritics and case ignored"),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type SpvReceivedLinesQuery = z.infer<typeof spvReceivedLinesQuery>;

export const spvReceivedLinesResponse = z.object({
  results: z.array(spvReceivedPickLineDto).describe('the lines of the most recent received invoices (not credit notes), newest invoice first, in invoice order'),
  markup: z.number().describe("the business's parts markup in percent, the one last used (0 until then)"),
});

export const spvMarkupBody = z.object({
  markup: z.number().min(0).max(1000).multipleOf(0.01).describe('percent added to the price paid, 0 to 1000, at most 2 decimals'),
});
export type SpvMarkupBody = z.infer<typeof spvMarkupBody>;
export type SpvReceivedLinesResponse = z.infer<typeof spvReceivedLinesResponse>;
