import {
  APPOINTMENTS_MESSAGES,
  AUTH_MESSAGES,
  COMMON_MESSAGES,
  DATA_EXPORT_MESSAGES,
  DOCUMENTS_MESSAGES,
  EFACTURA_MESSAGES,
  ERROR_STATUS,
  FORMS_MESSAGES,
  REGISTRY_MESSAGES,
  TAGS_MESSAGES,
  TEAM_MESSAGES,
  type ErrorCode,
  type ErrorDetail,
  type ErrorPosition,
} from '@atelier/core';

/**
 * Each code's default message (the API's `error.message` when the thrower gives none), as core's
 * errors files hold them beside the statuses. app-modules.test.ts holds it equal to what the modules
 * declare (`errorMessages`), every code with one; the type already wants every code.
 */
export const DEFAULT_MESSAGES: Readonly<Record<ErrorCode, string>> = {
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
};

/** The one error type services throw; the error handler turns it into `{error:{code,message}}`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ErrorDetail[] | undefined;
  readonly headers: Record<string, string> | undefined;
  readonly position: ErrorPosition | undefined;

  constructor(code: ErrorCode, options: { message?: string; details?: ErrorDetail[]; headers?: Record<string, string>; position?: ErrorPosition } = {}) {
    super(options.message ?? DEFAULT_MESSAGES[code]);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = options.details;
    this.headers = options.headers;
    this.position = options.position;
  }
}

export const defaultMessage = (code: ErrorCode): string => DEFAULT_MESSAGES[code];
