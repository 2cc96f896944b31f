import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponse,
  idSchema,
  openLocaleQuery,
  publicSubmissionDto,
  publicSubmissionIdSchema,
  publicSubmitResponse,
  submitDocumentBody,
  submitHeaders,
} from '@atelier/core';
import { requestLocale } from '../../http/request-locale.js';
import type { Idempotency } from './idempotency.js';
import { sendAnswer } from './idempotent-reply.js';
import type { PublicSubmissionsService } from './public-submissions.service.js';

export const publicSubmissionsRoutes = (app: FastifyInstance, { publics, idempotency }: { publics: PublicSubmissionsService; idempotency: Idempotency }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['public'] };

  r.post('/forms/open/forms/:id/submit', {
    schema: {
      ...base,
      summary: 'Submit a public application without an account: validated and recomputed like an account submit, numbered per form; rate-limited per IP',
      params: z.object({ id: idSchema }),
      headers: submitHeaders,
      body: submitDocumentBody,
      response: { 201: publicSubmitResponse, 400: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse },
    },
    // Anonymous clients have no identity that survives a lost connection (a phone's IP changes):
    // their keys share one scope, and a replay needs the same body as well as the key.
    handler: async (request, reply) => {
      const answer = await idempotency.run(
        { scope: 'public', key: request.headers['idempotency-key'], request: { route: 'public-submit', form: request.params.id, body: request.body } },
        async () => ({ status: 201, body: await publics.submit({ formId: request.params.id, body: request.body, ip: request.ip }) }),
      );
      return sendAnswer(reply, answer);
    },
  });

  r.get('/forms/public/submissions/:id', {
    schema: {
      ...base,
      summary: 'A public submission by its id, with the definition it was made with (title in ?locale= or Accept-Language)',
      params: z.object({ id: publicSubmissionIdSchema }),
      querystring: openLocaleQuery,
      response: { 200: publicSubmissionDto, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => publics.get(request.params.id, requestLocale(request, request.query.locale)),
  });
};
