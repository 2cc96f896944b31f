import { parseErrorBody, type ErrorDetail, type ErrorPosition } from '@atelier/core';

/** Codes the client produces itself, next to the server's codes (core's ERROR_STATUS). */
export type ClientErrorCode = 'network_error' | 'bad_response';

/** A failed API call: the server's `{error:{code,message,details}}`, or a client-side failure. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ErrorDetail[];
  /** parse_error: where the uploaded text stopped being valid JSON. */
  readonly position: ErrorPosition | undefined;

  constructor({ status, code, message, details = [], position }: { status: number; code: string; message: string; details?: ErrorDetail[]; position?: ErrorPosition | undefined }) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.position = position;
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

export const networkError = (cause: unknown): ApiError =>
  new ApiError({ status: 0, code: 'network_error', message: cause instanceof Error ? cause.message : 'network error' });

/** Builds the ApiError for a non-2xx answer; a body that is not the error shape keeps the status. */
export const apiErrorFromResponse = async (response: Response): Promise<ApiError> => {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = parseErrorBody(body);
  if (parsed) {
    const { code, message, details, line, column } = parsed.error;
    const position = line !== undefined && column !== undefined ? { line, column } : undefined;
    return new ApiError({ status: response.status, code, message, details: details ?? [], position });
  }
  return new ApiError({ status: response.status, code: 'bad_response', message: `HTTP ${response.status}` });
};
