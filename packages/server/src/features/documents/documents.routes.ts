import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentDto,
  documentListResponse,
  errorResponse,
  idSchema,
  listDocumentsQuery,
  searchDocumentsQuery,
  submissionCountResponse,
  submitDocumentBody,
  submitHeaders,
  updateDocumentBody,
} from '@atelier/core';
import { currentUser, requireActiveUser, requireUser } from '../../http/auth-guard.js';
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
      summary: 'Save a new document: validated and recomputed by the server, numbered per user and form',
      params,
      headers: submitHeaders,
      body: submitDocumentBody,
      response: { 201: documentDto, ...errors, 402: errorResponse, 409: errorResponse },
    },
    handler: async (request, reply) => {
      const { sub } = currentUser(request);
      const answer = await idempotency.run(
        { scope: `user:${sub}`, key: request.headers['idempotency-key'], request: { route: 'submit', form: request.params.id, body: request.body } },
        async () => ({ status: 201, body: await documents.submit(sub, request.params.id, request.body) }),
      );
      return sendAnswer(reply, answer);
    },
  });

  r.get('/user/forms/:id/submission_count', {
    onRequest: requireUser,
    schema: { ...base, summary: "How many documents of this application the user has", params, response: { 200: submissionCountResponse, ...errors } },
    handler: async (request) => documents.submissionCount(currentUser(request).sub, request.params.id),
  });

  r.get('/user/completed_forms', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary: "The user's documents, newest first; the total is in X-Total-Count",
      querystring: listDocumentsQuery,
      response: { 200: z.array(documentDto), 400: errorResponse, 401: errorResponse },
    },
    handler: async (request, reply) => {
      const { results, total } = await documents.list(currentUser(request).sub, { ...request.query, locale: requestLocale(request, request.query.locale) });
      return reply.header('x-total-count', String(total)).header('access-control-expose-headers', 'X-Total-Count').send(results);
    },
  });

  r.get('/user/completed_forms/:id', {
    onRequest: requireUser,
    schema: { ...base, summary: 'One of the user\'s documents', params, response: { 200: documentDto, ...errors } },
    handler: async (request) => documents.get(currentUser(request).sub, request.params.id),
  });

  r.put('/user/completed_forms/:id', {
    onRequest: requireActiveUser('content'),
    schema: {
      ...base,
      summary: 'Replace a document; a stale `version` gets 409 and nothing is overwritten',
      params,
      body: updateDocumentBody,
      response: { 200: documentDto, 402: errorResponse, 409: errorResponse, ...errors },
    },
    handler: async (request) => documents.update(currentUser(request).sub, request.params.id, request.body),
  });

  r.delete('/user/completed_forms/:id', {
    onRequest: requireUser,
    schema: { ...base, summary: 'Delete a document', params, response: { 204: z.null(), ...errors } },
    handler: async (request, reply) => {
      await documents.remove(currentUser(request).sub, request.params.id);
      return reply.status(204).send(null);
    },
  });

  r.get('/user/submissions/search', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary: 'Search the user\'s documents (client, plate, VIN, number, lines), diacritics- and case-insensitive',
      querystring: searchDocumentsQuery,
      response: { 200: documentListResponse, 400: errorResponse, 401: errorResponse },
    },
    handler: async (request) => documents.search(currentUser(request).sub, { ...request.query, locale: requestLocale(request, request.query.locale) }),
  });
};
