import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALES, errorResponse, idSchema, monthZipJobDto, monthZipJobList } from '@atelier/core';
import { scopeOf, requireUser } from '../../http/auth-guard.js';
import { fileResponse } from '../../http/openapi.js';
import { downloadDisposition, type EfacturaService } from './efactura.service.js';
import type { MonthZip } from './month-zip.js';
import type { MonthZipJobs } from './month-zip-jobs.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse, 500: errorResponse, 503: errorResponse };

const monthQuery = {
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be YYYY-MM').describe('YYYY-MM'),
  locale: z.enum(LOCALES).default('ro').describe('language of the PDFs'),
};

export const efacturaRoutes = (app: FastifyInstance, { efactura, monthZip, monthZipJobs }: { efactura: EfacturaService; monthZip: MonthZip; monthZipJobs: MonthZipJobs }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['documents'], security: [{ bearerAuth: [] }] };

  r.get('/user/completed_forms/:id/efactura', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary:
        'e-Factura of a saved invoice: UBL 2.1 Invoice under CIUS-RO 1.0.1, downloaded as "Factura <number>.xml"; 422 not_an_invoice for other documents, 422 efactura_incomplete with the fields to fill (details: path, message)',
      params: z.object({ id: idSchema }),
      response: { 200: fileResponse('application/xml', 'The invoice, e-Factura XML (RO_CIUS)'), ...errors },
    },
    handler: async (request, reply) => {
      const file = await efactura.xmlOf(scopeOf(request), request.params.id);
      return reply.type('application/xml; charset=utf-8').header('content-disposition', downloadDisposition(file)).header('cache-control', 'no-store').send(file.xml);
    },
  });

  r.get('/user/efactura/month', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary:
        "A month's invoices (by the date written on them) for the accountant: one ZIP, streamed as it is made (the web makes it in the background: POST /user/efactura/month-zips), with each invoice's e-Factura XML (xml/) and PDF (pdf/), ANAF's signed ZIP of each invoice SPV accepted (spv/), and DE-COMPLETAT.txt naming invoices whose XML still lacks data",
      querystring: z.object(monthQuery),
      response: { 200: fileResponse('application/zip', "The month's e-Factura files"), ...errors },
    },
    handler: async (request, reply) => {
      const { month, locale } = request.query;
      const name = `Facturi ${month}.zip`;
      return reply
        .type('application/zip')
        .header('content-disposition', downloadDisposition({ name, ascii: name }))
        .header('cache-control', 'no-store')
        .send(monthZip.stream(scopeOf(request), { month, locale }));
    },
  });

  r.post('/user/efactura/month-zips', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary: "Starts making a month's ZIP in the background (202 with the job); while the same month and language is being made, answers that one",
      body: z.object(monthQuery),
      response: { 202: monthZipJobDto, ...errors },
    },
    handler: async (request, reply) => reply.code(202).send(await monthZipJobs.start(scopeOf(request), request.body)),
  });

  r.get('/user/efactura/month-zips', {
    onRequest: requireUser,
    schema: { ...base, summary: "The business's recent month ZIPs with their progress, newest first (a finished one is kept a day)", response: { 200: monthZipJobList, ...errors } },
    handler: async (request) => ({ results: await monthZipJobs.list(scopeOf(request)) }),
  });

  r.get('/user/efactura/month-zips/:id', {
    onRequest: requireUser,
    schema: { ...base, summary: "A month's ZIP's progress; another business's is 404 month_zip_not_found", params: z.object({ id: idSchema }), response: { 200: monthZipJobDto, ...errors } },
    handler: async (request) => monthZipJobs.get(scopeOf(request), request.params.id),
  });

  r.get('/user/efactura/month-zips/:id/file', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary: 'The finished ZIP, "Facturi <month>.zip"',
      description: '404 month_zip_not_found for another business\'s ZIP or one not finished; 410 month_zip_expired once deleted (a day after it was made).',
      params: z.object({ id: idSchema }),
      response: { 200: fileResponse('application/zip', "The month's e-Factura files"), ...errors, 410: errorResponse },
    },
    handler: async (request, reply) => {
      const { file, size, name } = await monthZipJobs.download(scopeOf(request), request.params.id);
      return reply
        .type('application/zip')
        .header('content-disposition', downloadDisposition({ name, ascii: name }))
        .header('content-length', size)
        .header('cache-control', 'no-store')
        .send(createReadStream(file));
    },
  });
};
