import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALES, errorResponse, idSchema } from '@atelier/core';
import { currentBusiness, requireUser } from '../../http/auth-guard.js';
import { downloadDisposition, type EfacturaService } from './efactura.service.js';
import type { MonthZip } from './month-zip.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse, 500: errorResponse, 503: errorResponse };

export const efacturaRoutes = (app: FastifyInstance, { efactura, monthZip }: { efactura: EfacturaService; monthZip: MonthZip }) => {
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
      return reply.type('application/xml; charset=utf-8').header('content-disposition', downloadDisposition(file)).header('cache-control', 'no-store').send(file.xml);
    },
  });

  r.get('/user/efactura/month', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary:
        "A month's invoices for the accountant: one ZIP, streamed as it is made, with each invoice's e-Factura XML (xml/) and PDF (pdf/), and DE-COMPLETAT.txt naming invoices whose XML still lacks data",
      querystring: z.object({
        month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be YYYY-MM').describe('YYYY-MM'),
        locale: z.enum(LOCALES).default('ro').describe('language of the PDFs'),
      }),
      response: { 200: z.any().describe('application/zip'), ...errors },
    },
    handler: async (request, reply) => {
      const { month, locale } = request.query;
      const name = `Facturi ${month}.zip`;
      return reply
        .type('application/zip')
        .header('content-disposition', downloadDisposition({ name, ascii: name }))
        .header('cache-control', 'no-store')
        .send(monthZip.stream({ businessId: currentBusiness(request).businessId, month, locale }));
    },
  });
};
