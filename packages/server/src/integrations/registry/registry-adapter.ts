/**
 * The vehicle registry (RAR AutoPass) as the rest of the server sees it (domain-ro §5). Its real
 * endpoints are not public: everything registry-specific (paths, field names, the code list's
 * format, error shapes) lives in http-registry-adapter.ts, the one implementation, so adapting to
 * the real service is one file to change. The fake registry (fake-registry.ts) speaks the same
 * wire contract for tests and demos.
 */

/** A registry login: the token and when it ends (about 30 hours after the login, SPEC §9). */
export type RegistrySession = { token: string; expiresAt: Date };

export type ServiceCode = {
  code: string;
  label: string;
  category?: string;
  /** R-ODO (odometer repair) and I-ODO (odometer replacement) need the reading before the work. */
  requiresInitialOdometer: boolean;
  active: boolean;
};

export const REPAIRED_SYSTEMS = ['DIRECTIE', 'FRANARE', 'STRUCTURA_REZISTENTA', 'SIGURANTA_PASIVA', 'ALTUL'] as const;
export type RepairedSystem = (typeof REPAIRED_SYSTEMS)[number];

export type InterventionRecord = {
  vin: string;
  plateNumber: string;
  /** YYYY-MM-DD, not in the future. */
  serviceDate: string;
  odometerKm: number;
  initialOdometerKm?: number;
  codes: string[];
  repairedSystem?: RepairedSystem;
  notes?: string;
  source: { submissionId: string; documentNo?: string };
};

export type SubmitResult = {
  autopassId: string;
  status: 'ACCEPTED' | 'PENDING' | 'REJECTED';
  receivedAt: string;
  messages: string[];
  /** The registry already had this idempotency key: it answered with the record made then. */
  replayed: boolean;
};

export type RegistryErrorKind =
  /** The e-mail and password were refused at login. */
  | 'bad_credentials'
  /** The session token was refused (expired or revoked): log in again. */
  | 'session_expired'
  /** The record was refused for its data; `fields` names what. */
  | 'rejected'
  /** The registry already holds this record (another idempotency key); `existingId` is it. */
  | 'duplicate'
  /** The record to update is not the account's, or does not exist. */
  | 'not_found'
  /** Unreachable, timed out, 5xx or 429 after the retries; `retryAfterMs` when it said when. */
  | 'unavailable';

export type RegistryFieldError = { field: string; message: string };

/** What the registry answered, in our terms. `reason` is the registry's own words when it gave some. */
export class RegistryError extends Error {
  readonly kind: RegistryErrorKind;
  readonly reason: string | undefined;
  readonly fields: RegistryFieldError[];
  readonly existingId: string | undefined;
  readonly retryAfterMs: number | undefined;
  readonly status: number | undefined;

  constructor(
    kind: RegistryErrorKind,
    options: { reason?: string; fields?: RegistryFieldError[]; existingId?: string; retryAfterMs?: number; status?: number } = {},
  ) {
    super(`registry: ${kind}${options.status ? ` (HTTP ${options.status})` : ''}`);
    this.kind = kind;
    this.reason = options.reason;
    this.fields = options.fields ?? [];
    this.existingId = options.existingId;
    this.retryAfterMs = options.retryAfterMs;
    this.status = options.status;
  }
}

export type RegistryAdapter = {
  login: (credentials: { email: string; password: string }) => Promise<RegistrySession>;
  listServiceCodes: (session: RegistrySession) => Promise<ServiceCode[]>;
  /** A new record. The same idempotency key again never makes a second one (a retry after a timeout). */
  submit: (session: RegistrySession, record: InterventionRecord, idempotencyKey: string) => Promise<SubmitResult>;
  update: (session: RegistrySession, autopassId: string, record: InterventionRecord) => Promise<SubmitResult>;
};
