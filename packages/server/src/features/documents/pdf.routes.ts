import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALES, errorResponse, idSchema, publicSubmissionIdSchema, submitDocumentBody } from '@atelier/core';
import { currentUser, requireUser } from '../../http/auth-guard.js';
import type { PdfFile, PdfService } from './pdf.service.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 500: errorResponse, 503: errorResponse };
const publicErrors = { 400: errorResponse, 404: errorResponse, 429: errorResponse, 500: errorResponse, 503: errorResponse };
const pdfResponse = z.any().describe('application/pdf');
const params = z.object({ id: idSchema });
const querystring = z.object({ locale: z.enum(LOCALES).default('ro').describe('language of the PDF (labels, numbers, dates)') });

const sendPdf = (reply: FastifyReply, { filename, pdf }: PdfFile) =>
  reply.type('application/pdf').header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'no-store').send(pdf);

export const pdfRoutes = (app: FastifyInstance, { pdfs }: { pdfs: PdfService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['documents'], security: [{ bearerAuth: [] }] };

  r.get('/user/completed_forms/:id/pdf', {
    onRequest: requireUser,
    schema: { ...base, summary: 'PDF of a saved document (downloaded as <id>.pdf)', params, querystring, response: { 200: pdfResponse, ...errors } },
    handler: async (request, reply) => sendPdf(reply, await pdfs.saved({ userId: currentUser(request).sub, id: request.params.id, locale: request.query.locale })),
  });

  r.post('/user/forms/:id/pdf', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary: 'PDF preview of a submit body, nothing saved (downloaded as <form id>-preview.pdf); missing required fields still preview',
      params,
      querystring,
      body: submitDocumentBody,
      response: { 200: pdfResponse, ...errors },
    },
    handler: async (request, reply) =>
      sendPdf(reply, await pdfs.preview({ userId: currentUser(request).sub, formId: request.params.id, body: request.body, locale: request.query.locale })),
  });

  const open = { tags: ['public'] };

  r.get('/forms/public/submissions/:id/pdf', {
    schema: {
      ...open,
      summary: 'PDF of a public submission, no token (downloaded as <id>.pdf); rate-limited per IP with the previews',
      params: z.object({ id: publicSubmissionIdSchema }),
      querystring,
      response: { 200: pdfResponse, ...publicErrors },
    },
    handler: async (request, reply) => sendPdf(reply, await pdfs.publicSaved({ id: request.params.id, locale: request.query.locale, ip: request.ip })),
  });

  r.post('/forms/open/forms/:id/pdf', {
    schema: {
      ...open,
      summary: 'PDF preview of a public form, no token, nothing saved (downloaded as <form id>-preview.pdf); rate-limited per IP',
      params,
      querystring,
      body: submitDocumentBody,
      response: { 200: pdfResponse, ...publicErrors },
    },
    handler: async (request, reply) =>
      sendPdf(reply, await pdfs.publicPreview({ formId: request.params.id, body: request.body, locale: request.query.locale, ip: request.ip })),
  });
};
