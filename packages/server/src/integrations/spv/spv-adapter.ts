/**
 * ANAF's SPV (the e-Factura API, domain-ro §3c) as the rest of the server sees it. Everything
 * ANAF-specific (URLs and paths, query parameters, the XML and JSON answer shapes, the OAuth
 * form fields, the ZIP's file names) lives in http-spv-adapter.ts, the one implementation; the
 * fake SPV (fake-spv.ts) speaks the same wire contract for tests and `npm run spv:fake`.
 */

/** The tokens ANAF's OAuth server gives a business (access ~90 days, refresh ~365 days). */
export type SpvTokens = {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
};

/** An invoice to upload: the UBL XML as exported (efactura), the seller's CIF in digits. */
export type SpvUpload = {
  accessToken: string;
  /** The seller's CIF, digits only (no RO). */
  cif: string;
  xml: string;
  /** An individual buyer (CNP or 13 zeros): ANAF's B2C upload. */
  b2c: boolean;
  /** A CreditNote document (standard CN instead of UBL). */
  creditNote: boolean;
  /** A buyer outside Romania (extern=DA). */
  foreignBuyer?: boolean;
};

/** Where ANAF is with one upload (`stareMesaj`). */
export type SpvStatus =
  | { state: 'processing' }
  /** Accepted: the download holds the invoice and the Ministry's signature. */
  | { state: 'ok'; downloadId: string }
  /** Rejected: the download holds ANAF's errors. */
  | { state: 'nok'; downloadId: string }
  /** "XML cu erori nepreluat de sistem": refused without a download. */
  | { state: 'xml_errors'; messages: string[] };

/** One entry of ANAF's message list for a CIF (`listaMesajeFactura`). */
export type SpvMessage = {
  /** The message's id: what `download` takes. */
  id: string;
  kind: 'sent' | 'received' | 'errors' | 'buyer_message';
  /** The upload index it answers (`id_solicitare`), for sent invoices and errors. */
  uploadIndex?: string;
  /** The CIF the message is about (`cif`). */
  cif: string;
  /** ANAF's own description (`detalii`): for received invoices it names the supplier's CIF. */
  details: string;
  createdAt: Date;
};

/** What a downloaded ZIP holds. */
export type SpvArchive = {
  /** The ZIP as ANAF sent it: the legal original, kept whole. */
  zip: Buffer;
  /** The invoice's XML (ok, received), or ANAF's errors XML (nok). */
  xml: string;
  /** The Ministry's signature file (`semnatura_<id>.xml`), when there is one. */
  signature?: string;
  /** ANAF's error messages read from an errors XML (nok), in ANAF's words. */
  errors: string[];
};

export type SpvErrorKind =
  /** The access token was refused (expired or revoked): refresh, or connect again. */
  | 'unauthorized'
  /** The OAuth server refused the code or the refresh token (`reason` says why). */
  | 'grant_refused'
  /** The upload was refused at once (ExecutionStatus 1); `messages` are ANAF's. */
  | 'refused'
  /** Too many calls: ANAF's limit; `retryAfterMs` when it said when. */
  | 'rate_limited'
  /** Unreachable, timed out, 5xx, after the adapter's own retries; the caller's job retries later. */
  | 'unavailable'
  /** An answer the adapter cannot read (not the documented shape). */
  | 'bad_answer';

/** What ANAF answered, in our terms. Never carries a token or the request's body. */
export class SpvError extends Error {
  readonly kind: SpvErrorKind;
  readonly reason: string | undefined;
  readonly messages: string[];
  readonly retryAfterMs: number | undefined;
  readonly status: number | undefined;

  constructor(kind: SpvErrorKind, options: { reason?: string; messages?: string[]; retryAfterMs?: number; status?: number } = {}) {
    super(`spv: ${kind}${options.status ? ` (HTTP ${options.status})` : ''}${options.reason ? `: ${options.reason}` : ''}`);
    this.kind = kind;
    this.reason = options.reason;
    this.messages = options.messages ?? [];
    this.retryAfterMs = options.retryAfterMs;
    this.status = options.status;
  }
}

export type SpvAdapter = {
  /** The address of ANAF's sign-in (OAuth authorize) the owner's browser is sent to; `state` comes back on the callback. */
  authorizeUrl: (input: { state: string }) => string;
  /** The callback's `code` for the business's tokens. */
  exchangeCode: (code: string) => Promise<SpvTokens>;
  /** New tokens from the refresh token (before the access token ends). */
  refresh: (refreshToken: string) => Promise<SpvTokens>;
  /** Revokes a token at ANAF (on disconnect); a token ANAF no longer knows is not an error. */
  revoke: (token: string) => Promise<void>;
  /** Uploads one invoice; answers ANAF's upload index. */
  upload: (input: SpvUpload) => Promise<{ uploadIndex: string }>;
  status: (input: { accessToken: string; uploadIndex: string }) => Promise<SpvStatus>;
  /** Downloads one message's ZIP (an answer to an upload, or a received invoice). */
  download: (input: { accessToken: string; downloadId: string }) => Promise<SpvArchive>;
  /** The messages ANAF holds for a CIF over the last `days` days (1–60); `filter` narrows to one kind. */
  listMessages: (input: { accessToken: string; cif: string; days: number; filter?: SpvMessage['kind'] }) => Promise<SpvMessage[]>;
};
