import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentDto,
  documentListResponse,
  errorResponse,
  confirmOverbookingQuery,
  idSchema,
  listDocumentsQuery,
  searchDocumentsQuery,
  submissionCountResponse,
  submitDocumentBody,
  submitHeaders,
  updateDocumentBody,
} from '@atelier/core';
import { scopeOf, requireActiveUser, requireUser } from '../../http/auth-guard.js';
import { requestLocale } from '../../http/request-locale.js';
import type { DocumentsService } from './documents.service.js';
import type { Idempotency } from './idempotency.js';
import { sendAnswer } from './idempotent-reply.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

export const documentsRoutes = (app: FastifyInstance, { documents, idempotency }: { documents: DocumentsService; idempotency: Idempotency }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['documents'], security: [{ bearerAuth: [] }] };
  const params = z.object({ id: idSchema });

  r.post('/user/forms/:id/submit', {
    onRequest: requireActiveUser('content'),
    schema: {
      ...base,
      summary: 'Save a new document: validated and recomputed by the server, numbered per business and form',
      description:
        'An appointment (a form tied to appointments) on a public holiday, a closed day or a non-working weekday gets 422 non_working_day (details: date, reason); ' +
        'one that would pass its day\'s available hours gets 409 overbooked with the figures (details: date, available, scheduled, requested, over) unless `confirm_overbooking=true`.',
      params,
      querystring: confirmOverbookingQuery,
      headers: submitHeaders,
      body: submitDocumentBody,
      response: { 201: documentDto, ...errors, 402: errorResponse, 409: errorResponse, 422: errorResponse },
    },
    handler: async (request, reply) => {
      const scope = scopeOf(request);
      const answer = await idempotency.run(
        { scope: `user:${scope.userId}`, key: request.headers['idempotency-key'], request: { route: 'submit', form: request.params.id, body: request.body, confirm: request.query.confirm_overbooking } },
        async () => ({ status: 201, body: await documents.submit(scope, request.params.id, request.body, { confirmOverbooking: request.query.confirm_overbooking }) }),
      );
      return sendAnswer(reply, answer);
    },
  });

  r.get('/user/forms/:id/submission_count', {
    onRequest: requireUser,
    schema: { ...base, summary: "How many documents of this application the business has", params, response: { 200: submissionCountResponse, ...errors } },
    handler: async (request) => documents.submissionCount(scopeOf(request), request.params.id),
  });

  r.get('/user/completed_forms', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary: "The business's documents (every member's), newest first, each with who made it; the total is in X-Total-Count",
      querystring: listDocumentsQuery,
      response: { 200: z.array(documentDto), 400: errorResponse, 401: errorResponse, 403: errorResponse },
    },
    handler: async (request, reply) => {
      const { results, total } = await documents.list(scopeOf(request), { ...request.query, locale: requestLocale(request, request.query.locale) });
      return reply.header('x-total-count', String(total)).header('access-control-expose-headers', 'X-Total-Count').send(results);
    },
  });

  r.get('/user/completed_forms/:id', {
    onRequest: requireUser,
    schema: { ...base, summary: "One of the business's documents", params, response: { 200: documentDto, ...errors } },
    handler: async (request) => documents.get(scopeOf(request), request.params.id),
  });

  r.put('/user/completed_forms/:id', {
    onRequest: requireActiveUser('content'),
    schema: {
      ...base,
      summary: 'Replace a document; a stale `version` gets 409 and nothing is overwritten',
      description: 'An appointment moved to a non-working day gets 422 non_working_day; one that adds hours past its day\'s available hours gets 409 overbooked unless `confirm_overbooking=true` (see submit).',
      params,
      querystring: confirmOverbookingQuery,
      body: updateDocumentBody,
      response: { 200: documentDto, 402: errorResponse, 409: errorResponse, 422: errorResponse, ...errors },
    },
    handler: async (request) =>
      documents.update(scopeOf(request), request.params.id, request.body, { confirmOverbooking: request.query.confirm_overbooking }),
  });

  r.delete('/user/completed_forms/:id', {
    onRequest: requireUser,
    schema: { ...base, summary: 'Delete a document', params, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await documents.remove(scopeOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  });

  r.get('/user/submissions/search', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary: 'Search the business\'s documents (client, plate, VIN, number, lines), diacritics- and case-insensitive',
      querystring: searchDocumentsQuery,
      response: { 200: documentListResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse },
    },
    handler: async (request) => documents.search(scopeOf(request), { ...request.query, locale: requestLocale(request, request.query.locale) }),
  });
};
