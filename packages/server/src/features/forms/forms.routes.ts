import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, formDetailDto, formSummaryDto, idSchema } from '@atelier/core';
import { currentUser, requireUser } from '../../http/auth-guard.js';
import type { FormsService } from './forms.service.js';

export const formsRoutes = (app: FastifyInstance, { forms }: { forms: FormsService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];

  r.get('/user/forms', {
    onRequest: requireUser,
    schema: { tags: ['forms'], summary: "The user's applications: allocated and public", security, response: { 200: z.array(formSummaryDto), 401: errorResponse } },
    handler: async (request) => forms.listForUser(currentUser(request).sub),
  });

  r.get('/user/forms/:id', {
    onRequest: requireUser,
    schema: {
      tags: ['forms'],
      summary: 'One application with its definition (form_schema)',
      security,
      params: z.object({ id: idSchema }),
      querystring: z.object({ version: z.coerce.number().int().min(1).optional().describe('a past version, as a document records it') }),
      response: { 200: formDetailDto, 401: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => forms.getForUser(currentUser(request).sub, request.params.id, request.query.version),
  });
};
