import { APPOINTMENTS_ERRORS } from './errors/appointments.js';
import { AUTH_ERRORS } from './errors/auth.js';
import { DATA_EXPORT_ERRORS } from './errors/data-export.js';
import { DOCUMENTS_ERRORS } from './errors/documents.js';
import { EFACTURA_ERRORS } from './errors/efactura.js';
import { FORMS_ERRORS } from './errors/forms.js';
import { REGISTRY_ERRORS } from './errors/registry.js';
import { TAGS_ERRORS } from './errors/tags.js';
import { TEAM_ERRORS } from './errors/team.js';

export { APPOINTMENTS_ERRORS, AUTH_ERRORS, DATA_EXPORT_ERRORS, DOCUMENTS_ERRORS, EFACTURA_ERRORS, FORMS_ERRORS, REGISTRY_ERRORS, TAGS_ERRORS, TEAM_ERRORS };

/**
 * The codes any route may answer with (request shape, session, permission, payment state, limits).
 * A feature's own codes live in errors/<feature>.ts, and the server's module of that feature
 * declares them (packages/server/src/app-modules.test.ts checks the two agree).
 */
export const COMMON_ERRORS = {
  validation_error: 400,
  parse_error: 400,
  unauthorized: 401,
  payment_required: 402,
  // After the trial with no active subscription (SPEC §4 Trial): one code per payment-required state.
  payment_required_content: 402,
  payment_required_features: 402,
  payment_required_past_data: 402,
  forbidden: 403,
  // A member of a business asking for what only its owner may do (issue 14).
  owner_only: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  pdf_too_complex: 422,
  locked: 423,
  too_many_attempts: 429,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;

/**
 * Every error code the API may answer with, and its HTTP status. One table, used by server and web.
 * Built by a call marked pure: a bundle that never reads the table drops it (the web's first page
 * reaches this file for parseErrorBody, and a bundler keeps a bare object spread, which may run getters).
 */
export const ERROR_STATUS = /* @__PURE__ */ (() =>
  ({
    ...COMMON_ERRORS,
    ...AUTH_ERRORS,
    ...FORMS_ERRORS,
    ...DOCUMENTS_ERRORS,
    ...TEAM_ERRORS,
    ...DATA_EXPORT_ERRORS,
    ...REGISTRY_ERRORS,
    ...EFACTURA_ERRORS,
    ...APPOINTMENTS_ERRORS,
    ...TAGS_ERRORS,
  }) as const)();

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
