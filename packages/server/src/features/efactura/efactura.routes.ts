import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idSchema } from '@atelier/core';
import { currentBusiness, requireUser } from '../../http/auth-guard.js';
import { xmlDisposition, type EfacturaService } from './efactura.service.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse, 500: errorResponse, 503: errorResponse };

export const efacturaRoutes = (app: FastifyInstance, { efactura }: { efactura: EfacturaService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['documents'], security: [{ bearerAuth: [] }] };

  r.get('/user/completed_forms/:id/efactura', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary:
        'e-Factura of a saved invoice: UBL 2.1 Invoice under CIUS-RO 1.0.1, downloaded as "Factura <number>.xml"; 422 not_an_invoice for other documents, 422 efactura_incomplete with the fields to fill (details: path, message)',
      params: z.object({ id: idSchema }),
      response: { 200: z.any().describe('application/xml'), ...errors },
    },
    handler: async (request, reply) => {
      const file = await efactura.xmlOf({ businessId: currentBusiness(request).businessId, id: request.params.id });
      return reply.type('application/xml; charset=utf-8').header('content-disposition', xmlDisposition(file)).header('cache-control', 'no-store').send(file.xml);
    },
  });
};
