import { z } from 'zod';
import { LOCALES } from '../constants.js';
import type { DocumentKind } from '../forms/definition.js';
import { idSchema, int4 } from './common.js';

/**
 * Issue 29: a saved document reaches its customer. The workshop sends it (e-mail, SMS through the
 * gateway, or a link it shares itself: WhatsApp, the phone's SMS app, copied), the customer opens
 * `/d/{token}` without an account and, depending on the document, approves it (whole or line by
 * line), declines it, or signs it. This file is the contract the server, the web app and the PDF
 * share; the shapes here are what the routes answer and accept.
 */

/** The random part of a customer link, in bytes (base64url in the address); only its SHA-256 is stored. */
export const SHARE_TOKEN_BYTES = 32;
/** Default life of a customer link in days (configuration: SHARE_LINK_DAYS). */
export const DEFAULT_SHARE_LINK_DAYS = 30;
/** The customer's page: `/d/{token}` on the web app; its API under `/api/public/d/{token}`. */
export const CUSTOMER_PAGE_PREFIX = '/d/';
/** Largest signature image accepted (PNG data URL, bytes of the decoded image). */
export const SIGNATURE_MAX_BYTES = 200 * 1024;
/** Longest comment a customer may leave. */
export const ANSWER_COMMENT_MAX = 1000;

/**
 * How a document reached the customer: `email` and `sms` are sent by the server (SMS only when a
 * gateway is configured); `whatsapp` (wa.me), `sms_app` (an `sms:` link on the phone) and `link`
 * (copied) are shared by the user's own device, and recorded when the link is made for them.
 */
export const SHARE_CHANNELS = ['email', 'sms', 'whatsapp', 'sms_app', 'link'] as const;
export const shareChannel = z.enum(SHARE_CHANNELS);
export type ShareChannel = z.infer<typeof shareChannel>;
/** The channels the server delivers itself. */
export const SERVER_CHANNELS = ['email', 'sms'] as const satisfies readonly ShareChannel[];

/** What the customer can do on the page: approve/decline (estimates, offers, additional work), sign (contracts, handover records), or only view (invoices and the rest). */
export const CUSTOMER_ACTIONS = ['approve', 'sign', 'view'] as const;
export type CustomerAction = (typeof CUSTOMER_ACTIONS)[number];

/** The customer action of a document kind; a definition may name its own (`document.customerAction`). */
export const CUSTOMER_ACTION_BY_KIND: Partial<Record<DocumentKind, CustomerAction>> = {
  estimate: 'approve',
  quote: 'approve',
  contract: 'sign',
  handover: 'sign',
};
export const customerActionOf = (kind: DocumentKind, own?: CustomerAction): CustomerAction => own ?? CUSTOMER_ACTION_BY_KIND[kind] ?? 'view';

/**
 * Where a document stands with its customer, for the document page and History's column and filter:
 * nothing sent yet, sent, opened by the customer, and their answer to the current version.
 */
export const SHARE_STATES = ['not_sent', 'sent', 'opened', 'approved', 'partly_approved', 'declined', 'signed'] as const;
export const shareState = z.enum(SHARE_STATES);
export type ShareState = z.infer<typeof shareState>;

// ---- The workshop's side (signed in; the document's business only) ----

export const sendBody = z.object({
  channel: shareChannel,
  /** E-mail address (email) or phone number (sms, whatsapp, sms_app); absent for a copied link. Prefilled from the document's client step. */
  to: z.string().trim().max(254).optional(),
  /** The short message above the link, editable by the user (the default comes from the texts). */
  message: z.string().trim().max(1000).optional(),
  /** The customer's language: the e-mail's and the page's first language. */
  locale: z.enum(LOCALES).default('ro'),
});
export type SendBody = z.infer<typeof sendBody>;

export const shareLinkDto = z.object({
  id: idSchema,
  created_at: z.string(),
  created_by: z.string().nullable().describe("the sender's name"),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  first_opened_at: z.string().nullable(),
  last_opened_at: z.string().nullable(),
  document_version: int4().describe('the version of the document when the link was made'),
});
export type ShareLinkDto = z.infer<typeof shareLinkDto>;

export const sendDto = z.object({
  id: idSchema,
  channel: shareChannel,
  to: z.string().nullable(),
  sent_at: z.string(),
  sent_by: z.string().nullable().describe("the sender's name"),
  document_version: int4(),
  link_id: idSchema,
  status: z.enum(['sent', 'failed']),
});
export type SendDto = z.infer<typeof sendDto>;

/** One line of a document the customer may approve or decline (parts and labour lines), by its position in the document's lines. */
export const answerLine = z.object({ index: int4({ max: 999 }), approved: z.boolean() });
export type AnswerLine = z.infer<typeof answerLine>;

export const answerDto = z.object({
  id: idSchema,
  decision: z.enum(['approved', 'partly_approved', 'declined', 'signed']),
  document_version: int4(),
  lines: z.array(answerLine),
  comment: z.string(),
  signer_name: z.string(),
  answered_at: z.string(),
  /** SHA-256 (hex) of the exact version the customer saw. */
  content_sha256: z.string(),
  link_id: idSchema,
});
export type AnswerDto = z.infer<typeof answerDto>;

/** `POST /api/user/documents/{id}/send`: the link's full address is given once, here (only its hash is kept). */
export const sendResponse = z.object({ send: sendDto, url: z.string().describe('the customer link, /d/{token} on PUBLIC_URL') });
export type SendResponse = z.infer<typeof sendResponse>;

/** `GET /api/user/documents/{id}/sharing`: what the document page shows. */
export const documentSharingDto = z.object({
  state: shareState,
  action: z.enum(CUSTOMER_ACTIONS),
  links: z.array(shareLinkDto),
  sends: z.array(sendDto),
  /** Every answer, newest first: an edited document keeps its earlier version's answer. */
  answers: z.array(answerDto),
  /** The server's SMS gateway is configured: `sms` can be offered. */
  sms_available: z.boolean(),
});
export type DocumentSharingDto = z.infer<typeof documentSharingDto>;

// ---- The customer's page (no account; the token is the only key) ----

/** What a link's token looks like: SHARE_TOKEN_BYTES random bytes, base64url. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Any text up to a sane length: a token of the wrong shape is an unknown link (404), like any other. */
export const publicTokenParams = z.object({ token: z.string().max(200) });

/** A labelled value as the PDF prints it. */
export const viewPair = z.object({ label: z.string(), value: z.string() });
/** One line of the document's table: description, quantity, unit price, line total, as the PDF prints them (formatted). */
export const viewLine = z.object({
  index: int4({ max: 999 }),
  kind: z.enum(['part', 'labour', 'other']),
  description: z.string(),
  quantity: z.string(),
  unit_price: z.string(),
  total: z.string(),
  /** The line total as a number (the currency's unit), for the page's running total as lines are ticked. */
  amount: z.number(),
});
export type ViewLine = z.infer<typeof viewLine>;

export const publicDocumentDto = z.object({
  business: z.object({
    name: z.string(),
    logo_url: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
  }),
  document: z.object({
    title: z.string(),
    number: z.string(),
    date: z.string().nullable(),
    kind: z.string(),
    version: int4(),
    currency: z.string(),
    /** The document's sections as the PDF shows them (company, client, vehicle, notes...). */
    sections: z.array(z.object({ title: z.string(), pairs: z.array(viewPair) })),
    lines: z.array(viewLine),
    totals: z.array(viewPair),
    total_amount: z.number().nullable(),
  }),
  action: z.enum(CUSTOMER_ACTIONS),
  /** The answer already given to this version, if any (the page then shows it instead of the form). */
  answer: answerDto.nullable(),
  expires_at: z.string(),
  locale: z.enum(LOCALES),
  pdf_url: z.string(),
  xml_url: z.string().nullable().describe('e-Factura XML, for invoices'),
});
export type PublicDocumentDto = z.infer<typeof publicDocumentDto>;

export const answerBody = z.object({
  /** The version the customer saw: an answer to an older version is refused (409 document_changed). */
  version: int4({ min: 1 }),
  decision: z.enum(['approve', 'decline', 'sign']),
  /** approve: the lines approved and declined (all lines when absent: the whole document). */
  lines: z.array(answerLine).max(1000).optional(),
  comment: z.string().trim().max(ANSWER_COMMENT_MAX).default(''),
  signer_name: z.string().trim().min(2).max(120),
  /** The signature drawn with a finger: `data:image/png;base64,...`, at most SIGNATURE_MAX_BYTES decoded. */
  signature: z.string().max(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 64).optional(),
  /** The customer ticked the consent text next to the signature. */
  consent: z.literal(true),
});
export type AnswerBody = z.infer<typeof answerBody>;

// ---- Live: the open history and document pages hear the customer (the presence socket) ----

/**
 * The event the server emits on the presence socket (PRESENCE_SOCKET_PATH) to every signed-in
 * socket of the document's business when a document is sent, opened by its customer, or answered.
 */
export const SHARING_EVENT = 'document_sharing';
export const sharingEventPayload = z.object({ document_id: idSchema, state: shareState, at: z.string() });
export type SharingEventPayload = z.infer<typeof sharingEventPayload>;
