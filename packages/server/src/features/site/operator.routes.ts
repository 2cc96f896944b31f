import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, operatorSettingsBody, operatorSettingsDto } from '@atelier/core';
import { requireAdmin } from '../../http/auth-guard.js';
import type { OperatorService } from './operator.service.js';

/** The admin's side of the operator's details (issue 28): what is saved, what the configuration sets, what is served. */
/** `saved`: what must follow a save in this process (the legal pages made again with the new details). */
export const operatorAdminRoutes = (app: FastifyInstance, { operator, saved }: { operator: OperatorService; saved: () => Promise<unknown> }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['admin'], security: [{ bearerAuth: [] }] };
  r.get('/admin/operator', {
    onRequest: requireAdmin,
    schema: {
      ...common,
      summary: "The operator's details: saved by the admin, set by the server's configuration (OPERATOR_*, which wins), and served to the site",
      response: { 200: operatorSettingsDto, 401: errorResponse, 403: errorResponse },
    },
    handler: async () => operator.view(),
  });
  r.put('/admin/operator', {
    onRequest: requireAdmin,
    schema: {
      ...common,
      summary: "Save the operator's details (a blank field clears it); fields OPERATOR_* sets are still served from the configuration",
      body: operatorSettingsBody,
      response: { 200: operatorSettingsDto, 400: errorResponse, 401: errorResponse, 403: errorResponse },
    },
    handler: async (request) => {
      const result = await operator.save(request.body);
      await saved();
      return result;
    },
  });
};
