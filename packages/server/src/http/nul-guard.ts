import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

/** The path of the first string (or key) holding U+0000 in `value`, or undefined. */
const nulPath = (value: unknown, path: string, depth = 0): string | undefined => {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return `${path}.${key.replaceAll('\u0000', '')}`;
    const found = nulPath(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
};

/**
 * PostgreSQL stores no U+0000 in text or jsonb ("unsupported Unicode escape sequence"), so a request
 * carrying one (`\u0000` in JSON, `%00` in a query or form) would fail deep in a statement as a
 * 500. It is refused before validation instead, with the field that holds it.
 */
export const registerNulGuard = (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const path = nulPath(request.query, 'query') ?? nulPath(request.params, 'params') ?? nulPath(request.body, 'body');
    if (path) {
      throw new AppError('validation_error', {
        message: 'Text must not contain the NUL character (U+0000)',
        details: [{ path: path.replace(/^(query|params|body)\./, ''), message: 'must not contain the NUL character (U+0000)' }],
      });
    }
  });
};
