import type { FastifyInstance } from 'fastify';
import { NUL_MESSAGE, unstorableText } from '@atelier/core';
import { AppError } from '../errors.js';

/**
 * Text PostgreSQL cannot store (U+0000, a lone UTF-16 surrogate: `\u0000` or `\ud800` in JSON, `%00`
 * in a query or form) would fail deep in a statement as a 500. It is refused before validation
 * instead, with the field that holds it. The admin upload's definition text is checked after parsing.
 */
export const registerTextGuard = (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const problem = unstorableText(request.query) ?? unstorableText(request.params) ?? unstorableText(request.body, ['body']);
    if (problem) {
      throw new AppError('validation_error', {
        message: problem.message === NUL_MESSAGE ? 'Text must not contain the NUL character (U+0000)' : 'Text must be valid Unicode',
        details: [{ path: (problem.keys.length > 1 && problem.keys[0] === 'body' ? problem.keys.slice(1) : problem.keys).join('.'), message: problem.message }],
      });
    }
  });
};
