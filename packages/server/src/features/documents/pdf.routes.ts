import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALES, errorResponse, idSchema, publicSubmissionIdSchema, submitDocumentBody } from '@atelier/core';
import { currentBusiness, requireActiveUser, requireUser } from '../../http/auth-guard.js';
import { fileResponse } from '../../http/openapi.js';
import { pdfDisposition } from '../../pdf/file-name.js';
import type { PdfFile, PdfService } from './pdf.service.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse, 500: errorResponse, 503: errorResponse };
const publicErrors = { 400: errorResponse, 404: errorResponse, 422: errorResponse, 429: errorResponse, 500: errorResponse, 503: errorResponse };
const pdfResponse = fileResponse('application/pdf', 'The PDF');
const params = z.object({ id: idSchema });
const querystring = z.object({ locale: z.enum(LOCALES).default('ro').describe('language of the PDF (labels, numbers, dates)') });

/** A preview is shown `inline` (the web app opens it in a tab), a saved document is downloaded (`attachment`). */
const sendPdf = (reply: FastifyReply, { filename, pdf }: PdfFile, type: 'inline' | 'attachment') =>
  reply.type('application/pdf').header('content-disposition', pdfDisposition(type, filename)).header('cache-control', 'no-store').send(pdf);

export const pdfRoutes = (app: FastifyInstance, { pdfs }: { pdfs: PdfService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['documents'], security: [{ bearerAuth: [] }] };

  r.get('/user/completed_forms/:id/pdf', {
    onRequest: requireUser,
    schema: { ...base, summary: 'PDF of a saved document, downloaded as "<kind> <number> - <client>.pdf"', params, querystring, response: { 200: pdfResponse, ...errors } },
    handler: async (request, reply) => sendPdf(reply, await pdfs.saved({ businessId: currentBusiness(request).businessId, id: request.params.id, locale: request.query.locale }), 'attachment'),
  });

  r.post('/user/forms/:id/pdf', {
    onRequest: requireActiveUser('content'),
    schema: {
      ...base,
      summary: 'PDF preview of a submit body, nothing saved, shown inline; refused with the same 400 as submit (field paths) when submit would refuse it',
      params,
      querystring,
      body: submitDocumentBody,
      response: { 200: pdfResponse, ...errors, 402: errorResponse },
    },
    handler: async (request, reply) =>
      sendPdf(reply, await pdfs.preview({ businessId: currentBusiness(request).businessId, formId: request.params.id, body: request.body, locale: request.query.locale }), 'inline'),
  });

  const open = { tags: ['public'] };

  r.get('/forms/public/submissions/:id/pdf', {
    schema: {
      ...open,
      summary: 'PDF of a public submission, no token, as an attachment named like a saved document; rate-limited per IP with the previews',
      params: z.object({ id: publicSubmissionIdSchema }),
      querystring,
      response: { 200: pdfResponse, ...publicErrors },
    },
    handler: async (request, reply) => sendPdf(reply, await pdfs.publicSaved({ id: request.params.id, locale: request.query.locale, ip: request.ip }), 'attachment'),
  });

  r.post('/forms/open/forms/:id/pdf', {
    schema: {
      ...open,
      summary: 'PDF preview of a public form, no token, nothing saved, shown inline; refused with the same 400 as submit; rate-limited per IP',
      params,
      querystring,
      body: submitDocumentBody,
      response: { 200: pdfResponse, ...publicErrors },
    },
    handler: async (request, reply) =>
      sendPdf(reply, await pdfs.publicPreview({ formId: request.params.id, body: request.body, locale: request.query.locale, ip: request.ip }), 'inline'),
  });
};
