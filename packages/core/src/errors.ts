import { APPOINTMENTS_ERRORS, APPOINTMENTS_MESSAGES } from './errors/appointments.js';
import { AUTH_ERRORS, AUTH_MESSAGES } from './errors/auth.js';
import { CUSTOMERS_ERRORS, CUSTOMERS_MESSAGES } from './errors/customers.js';
import { DATA_EXPORT_ERRORS, DATA_EXPORT_MESSAGES } from './errors/data-export.js';
import { DOCUMENTS_ERRORS, DOCUMENTS_MESSAGES } from './errors/documents.js';
import { EFACTURA_ERRORS, EFACTURA_MESSAGES } from './errors/efactura.js';
import { FORMS_ERRORS, FORMS_MESSAGES } from './errors/forms.js';
import { REGISTRY_ERRORS, REGISTRY_MESSAGES } from './errors/registry.js';
import { SHARING_ERRORS, SHARING_MESSAGES } from './errors/sharing.js';
import { SPV_ERRORS, SPV_MESSAGES } from './errors/spv.js';
import { TAGS_ERRORS, TAGS_MESSAGES } from './errors/tags.js';
import { TEAM_ERRORS, TEAM_MESSAGES } from './errors/team.js';
import { VEHICLES_ERRORS, VEHICLES_MESSAGES } from './errors/vehicles.js';

export { APPOINTMENTS_ERRORS, APPOINTMENTS_MESSAGES, AUTH_ERRORS, AUTH_MESSAGES, CUSTOMERS_ERRORS, CUSTOMERS_MESSAGES, DATA_EXPORT_ERRORS, DATA_EXPORT_MESSAGES, DOCUMENTS_ERRORS, DOCUMENTS_MESSAGES, EFACTURA_ERRORS, EFACTURA_MESSAGES, FORMS_ERRORS, FORMS_MESSAGES, REGISTRY_ERRORS, REGISTRY_MESSAGES, SHARING_ERRORS, SHARING_MESSAGES, SPV_ERRORS, SPV_MESSAGES, TAGS_ERRORS, TAGS_MESSAGES, TEAM_ERRORS, TEAM_MESSAGES, VEHICLES_ERRORS, VEHICLES_MESSAGES };

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

/** The default message in English of each code any route may answer with (beside each feature's, errors/<feature>.ts). */
export const COMMON_MESSAGES: Record<keyof typeof COMMON_ERRORS, string> = {
  validation_error: 'The request is not valid',
  parse_error: 'The file is not valid JSON',
  unauthorized: 'Authentication required',
  payment_required: 'This feature needs an active subscription add-on',
  payment_required_content: 'The free trial has ended: new documents and edits need an active subscription',
  payment_required_features: 'The free trial has ended: this feature needs an active subscription',
  payment_required_past_data: 'The free trial has ended: past entries need an active subscription',
  forbidden: 'You do not have permission to do this',
  owner_only: 'Only the owner of the business can do this',
  not_found: 'Not found',
  conflict: 'The resource was changed by someone else',
  payload_too_large: 'The request body is too large',
  unsupported_media_type: 'Unsupported content type',
  pdf_too_complex: 'This document is too large to be made into a PDF',
  locked: 'The app is locked: unlock it with your password',
  too_many_attempts: 'Too many attempts, try again later',
  rate_limited: 'Too many requests, try again later',
  internal_error: 'Internal server error',
  service_unavailable: 'Service unavailable',
};

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
    ...SHARING_ERRORS,
    ...SPV_ERRORS,
    ...VEHICLES_ERRORS,
    ...CUSTOMERS_ERRORS,
  }) as const)();

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * Each code's default message in English (the API's `error.message` when the thrower gives none),
 * assembled as ERROR_STATUS is: a new feature adds its errors file to both. The server's modules
 * declare the same maps (app-modules.test.ts holds the two equal). Pure for the same reason: the web
 * never reads it.
 */
export const ERROR_MESSAGES: Readonly<Record<ErrorCode, string>> = /* @__PURE__ */ (() => ({
  ...COMMON_MESSAGES,
  ...AUTH_MESSAGES,
  ...FORMS_MESSAGES,
  ...DOCUMENTS_MESSAGES,
  ...TEAM_MESSAGES,
  ...DATA_EXPORT_MESSAGES,
  ...REGISTRY_MESSAGES,
  ...EFACTURA_MESSAGES,
  ...APPOINTMENTS_MESSAGES,
  ...TAGS_MESSAGES,
  ...SHARING_MESSAGES,
  ...SPV_MESSAGES,
  ...VEHICLES_MESSAGES,
  ...CUSTOMERS_MESSAGES,
}))();

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
