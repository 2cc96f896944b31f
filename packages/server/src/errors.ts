import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode, type ErrorDetail, type ErrorPosition } from '@atelier/core';

/** The one error type services throw; the error handler turns it into `{error:{code,message}}`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ErrorDetail[] | undefined;
  readonly headers: Record<string, string> | undefined;
  readonly position: ErrorPosition | undefined;

  constructor(code: ErrorCode, options: { message?: string; details?: ErrorDetail[]; headers?: Record<string, string>; position?: ErrorPosition } = {}) {
    super(options.message ?? ERROR_MESSAGES[code]);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = options.details;
    this.headers = options.headers;
    this.position = options.position;
  }
}

/** A code's default message (core's ERROR_MESSAGES, which the modules declare too). */
export const defaultMessage = (code: ErrorCode): string => ERROR_MESSAGES[code];
