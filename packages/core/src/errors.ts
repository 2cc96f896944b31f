/** Every error code the API may answer with, and its HTTP status. One table, used by server and web. */
export const ERROR_STATUS = {
  validation_error: 400,
  parse_error: 400,
  invalid_definition: 400,
  invalid_token: 400,
  // Saving registry credentials: the registry's login refused them (its reason in the message).
  registry_login_failed: 400,
  // Team (issue 14): the owner cannot be removed (themselves included).
  cannot_remove_owner: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  payment_required: 402,
  // After the trial with no active subscription (SPEC §4 Trial): one code per payment-required state.
  payment_required_content: 402,
  payment_required_features: 402,
  payment_required_past_data: 402,
  forbidden: 403,
  wrong_password: 403,
  // Accepting an invitation signed in as an account of another address.
  invitation_other_account: 403,
  // A member of a business asking for what only its owner may do (issue 14).
  owner_only: 403,
  // The registry integration (issue 18) needs its application allocated or the add-on in the active subscription.
  registry_not_allocated: 403,
  // Tags and reminders (issue 17) need the Notificari application allocated or in the subscription.
  notificari_required: 403,
  not_found: 404,
  user_not_found: 404,
  form_not_found: 404,
  document_not_found: 404,
  // The invitation link is unknown, used, revoked or expired.
  invalid_invitation: 404,
  export_not_found: 404,
  // Appointments (issue 16): an unknown appointment (or another business's).
  appointment_not_found: 404,
  tag_not_found: 404,
  email_taken: 409,
  // Saving would pass the day's available hours without the user's confirmation (details: the figures).
  overbooked: 409,
  conflict: 409,
  form_already_usable: 409,
  request_pending: 409,
  already_member: 409,
  invitation_exists: 409,
  // The account accepting an invitation still has a business of its own with members, documents or subscriptions.
  business_not_empty: 409,
  export_running: 409,
  // Registry: no credentials saved yet; the registry already holds this intervention (another send).
  registry_not_configured: 409,
  registry_duplicate: 409,
  // Another tag of the business has this name (case-insensitive).
  tag_name_taken: 409,
  export_expired: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  pdf_too_complex: 422,
  // Registry: the saved credentials are refused now (check them); the registry refused the record's data.
  registry_credentials_rejected: 422,
  registry_rejected: 422,
  // e-Factura (issue 19): the document is no invoice, or an invoice still missing what CIUS-RO requires (details: the fields).
  not_an_invoice: 422,
  efactura_incomplete: 422,
  month_zip_not_found: 404,
  month_zip_expired: 410,
  // ANAF's VAT-payer register: the CUI is unknown to it, or it did not answer in time.
  company_not_found: 404,
  company_lookup_unavailable: 503,
  // The appointment's day is a public holiday, a closed day or not a working weekday (details: why).
  non_working_day: 422,
  locked: 423,
  too_many_attempts: 429,
  rate_limited: 429,
  form_misconfigured: 500,
  internal_error: 500,
  // The invitation was saved but its e-mail could not be sent (SMTP down): resend it later.
  invitation_mail_failed: 502,
  // Appointments: the confirmation e-mail could not be sent (SMTP down); nothing was recorded, try again.
  confirmation_mail_failed: 502,
  // The registry could not be reached, timed out or kept failing after the retries (Retry-After when it said).
  registry_unavailable: 502,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);

export type ErrorDetail = { path: string; message: string; code?: string };

/** Where a text body failed to parse (1-based), for `parse_error`. */
export type ErrorPosition = { line: number; column: number };

export type ErrorBody = { error: { code: string; message: string; details?: ErrorDetail[]; line?: number; column?: number } };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isDetail = (value: unknown): value is ErrorDetail =>
  isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string' && (value.code === undefined || typeof value.code === 'string');
const isOptionalInt = (value: unknown): value is number | undefined => value === undefined || Number.isSafeInteger(value);

/**
 * An error answer's body when it has the `errorResponse` shape, else undefined. By hand rather than
 * `errorResponse.safeParse`: the web app reads error answers from its first page on, where the zod
 * API would be the largest single cost. errors.test.ts keeps the two in agreement.
 */
export const parseErrorBody = (body: unknown): ErrorBody | undefined => {
  if (!isRecord(body) || !isRecord(body.error)) return undefined;
  const { code, message, details, line, column } = body.error;
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  if (details !== undefined && !(Array.isArray(details) && details.every(isDetail))) return undefined;
  if (!isOptionalInt(line) || !isOptionalInt(column)) return undefined;
  const error: ErrorBody['error'] = { code, message };
  if (details !== undefined) error.details = details.map((d) => (d.code === undefined ? { path: d.path, message: d.message } : { path: d.path, message: d.message, code: d.code }));
  if (line !== undefined) error.line = line;
  if (column !== undefined) error.column = column;
  return { error };
};
