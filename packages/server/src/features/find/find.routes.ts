import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, findQuery, findResponse } from '@atelier/core';
import { requireUser, scopeOf } from '../../http/auth-guard.js';
import { requestLocale } from '../../http/request-locale.js';
import type { FindService } from './find.service.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** Issue 31: the find box; every member of the business finds what the business has. */
export const findRoutes = (app: FastifyInstance, { find }: { find: FindService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/user/find', {
    onRequest: requireUser,
    schema: {
      tags: ['find'],
      security: [{ bearerAuth: [] }],
      summary:
        'Find a vehicle, a customer or a document from one text: part of a plate or VIN ("cj12"), a name (with or without diacritics), a phone, a document number. ' +
        'The answer is in groups (vehicles, customers, documents), each with its first five items and the page that opens each.',
      querystring: findQuery,
      response: { 200: findResponse, ...errors },
    },
    handler: async (request, reply) => reply.header('cache-control', 'no-store').send(await find.find(scopeOf(request), { q: request.query.q, locale: requestLocale(request, request.query.locale) })),
  });
};
