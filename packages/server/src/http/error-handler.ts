import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@atelier/core';
import { AppError, defaultMessage } from '../errors.js';
import type { SpaFallback } from './spa.js';

const body = (code: ErrorCode, message = defaultMessage(code), details?: ErrorBody['error']['details']): ErrorBody => ({
  error: { code, message, ...(details ? { details } : {}) },
});

/** Fastify's own client errors, by code, mapped onto ours. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'validation_error',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'validation_error',
  FST_ERR_CTP_INVALID_JSON_BODY: 'validation_error',
  FST_REQ_FILE_TOO_LARGE: 'payload_too_large',
  FST_FILES_LIMIT: 'payload_too_large',
  FST_PARTS_LIMIT: 'payload_too_large',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'unsupported_media_type',
};

/**
 * A write naming the signed-in user or their business when it no longer exists (deleted while a
 * cached session still accepted the token): PostgreSQL's foreign key violation on a user_id,
 * created_by or requested_by naming the user, or on a business_id naming their business. The
 * session is over.
 */
const requesterIsGone = (error: unknown, auth: { sub: string; businessId: string | null } | undefined): boolean => {
  if (!auth || typeof error !== 'object' || error === null) return false;
  const { code, constraint, detail } = error as { code?: unknown; constraint?: unknown; detail?: unknown };
  if (code !== '23503' || typeof constraint !== 'string' || typeof detail !== 'string') return false;
  const names = (id: string | null) => id !== null && detail.includes(`(${id})`);
  if (['_user_id_fkey', '_created_by_fkey', '_requested_by_fkey'].some((end) => constraint.endsWith(end))) return names(auth.sub);
  return constraint.endsWith('_business_id_fkey') && names(auth.businessId);
};

/** One error handler: AppError → its status, validation → 400 with paths, anything else → logged 500. */
export const registerErrorHandling = (app: FastifyInstance, { apiPrefix, spaFallback }: { apiPrefix: string; spaFallback?: SpaFallback | undefined }) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.status).send({ error: { ...body(error.code, error.message, error.details).error, ...error.position } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'is invalid',
      }));
      return reply.status(400).send(body('validation_error', `Invalid ${error.validationContext ?? 'request'}`, details));
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return reply.status(mapped === 'validation_error' ? 400 : (error.statusCode ?? 400)).send(body(mapped, error.message));
    if (requesterIsGone(error, request.auth)) return reply.status(401).send(body('unauthorized', 'The account no longer exists'));
    if (isResponseSerializationError(error)) request.log.error({ err: error }, 'response did not match its schema');
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code: ErrorCode = status === 404 ? 'not_found' : status === 429 ? 'rate_limited' : 'validation_error';
      return reply.status(status).send(body(code, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('internal_error'));
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url === apiPrefix || request.url.startsWith(`${apiPrefix}/`) || request.url.startsWith(`${apiPrefix}?`)) {
      return reply.status(404).send(body('not_found', `No route ${request.method} ${request.url.split('?')[0]}`));
    }
    const served = spaFallback?.(request, reply);
    if (served) return served;
    return reply.status(404).send(body('not_found'));
  });
};
