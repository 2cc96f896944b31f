import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALES, answerBody, carryDto, carryQuery, carryTargetsDto, answerDto, documentSharingDto, errorResponse, idSchema, publicDocumentDto, publicTokenParams, sendBody, sendResponse } from '@atelier/core';
import { requireActiveUser, requireUser, scopeOf } from '../../http/auth-guard.js';
import { fileResponse } from '../../http/openapi.js';
import { pdfDisposition } from '../../pdf/file-name.js';
import { downloadDisposition } from '../efactura/index.js';
import type { AnswerCarryService } from './answer-carry.service.js';
import type { SharedFile, SharingService } from './sharing.service.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const publicErrors = { 400: errorResponse, 404: errorResponse, 410: errorResponse, 429: errorResponse };
const documentParams = z.object({ id: idSchema });
const answerParams = z.object({ id: idSchema, answerId: idSchema });
const localeQuery = z.object({ locale: z.enum(LOCALES).optional().describe("the page's language; the link's (the send's) by default") });
const pdfResponse = fileResponse('application/pdf', 'The PDF');

const sendPdf = (reply: FastifyReply, { filename, pdf }: SharedFile) =>
  reply.type('application/pdf').header('content-disposition', pdfDisposition('attachment', filename)).header('cache-control', 'no-store').send(pdf);

/** The customer's page is nobody's to index, and never cached on the way. */
const privatePage = (reply: FastifyReply) => reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');

const PUBLIC_NOTE = ' No account: the link\'s token is the only key (404 link_not_found for an unknown or withdrawn link, 410 link_expired with the business\'s contact in details); rate-limited per address.';

/** Issue 29: sending a document to its customer, the customer's page and answer. */
export const sharingRoutes = (app: FastifyInstance, { sharing, answerCarry }: { sharing: SharingService; answerCarry: AnswerCarryService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['sharing'], security: [{ bearerAuth: [] }] };
  const open = { tags: ['public'] };

  r.post('/user/documents/:id/send', {
    onRequest: requireActiveUser('features'),
    schema: {
      ...base,
      summary:
        "Send a document to its customer: a new link (the URL, with its token, is given only here), recorded with the channel and the document's version. " +
        '`email` mails it (the PDF attached, the business as sender, Reply-To its address); `sms` sends the text and the link through the SMS gateway (503 sms_unavailable when none is configured, 502 sms_failed when it fails, 422 recipient_invalid); `whatsapp`, `sms_app` and `link` only make the link for the device to share. Rate-limited per business.',
      params: documentParams,
      body: sendBody,
      response: { 201: sendResponse, ...errors, 402: errorResponse, 422: errorResponse, 429: errorResponse, 502: errorResponse, 503: errorResponse },
    },
    handler: async (request, reply) => reply.status(201).send(await sharing.send(scopeOf(request), request.params.id, request.body)),
  });

  r.get('/user/documents/:id/sharing', {
    onRequest: requireUser,
    schema: { ...base, summary: 'Where a document stands with its customer: its state, links, sends (who, when, how) and answers (newest first)', params: documentParams, response: { 200: documentSharingDto, ...errors } },
    handler: async (request) => sharing.sharing(scopeOf(request), request.params.id),
  });

  r.delete('/user/documents/:id/links/:linkId', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary: 'Withdraw a customer link: it answers 404 from now on. 404 link_not_found for a link of another document or business',
      params: z.object({ id: idSchema, linkId: idSchema }),
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await sharing.revoke(scopeOf(request), request.params.id, request.params.linkId);
      return reply.status(204).send(null);
    },
  });

  r.get('/user/documents/:id/answers/:answerId/pdf', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary: "The PDF of the version a customer answered, as it was then, with the answer's closing page (an edited document keeps its earlier answers)",
      params: z.object({ id: idSchema, answerId: idSchema }),
      querystring: z.object({ locale: z.enum(LOCALES).default('ro') }),
      response: { 200: pdfResponse, ...errors, 422: errorResponse, 503: errorResponse },
    },
    handler: async (request, reply) => sendPdf(reply, await sharing.answerPdf(scopeOf(request), request.params.id, request.params.answerId, request.query.locale)),
  });

  const CARRY_NOTE = ' 422 nothing_approved when the customer declined or signed; 404 for a document or answer of another business.';

  r.get('/user/documents/:id/answers/:answerId/carry-targets', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary: "The user's applications a new document can be made in from the lines a customer approved (those whose line arrays take them), likeliest first: a service order, then an invoice, of the document's trade." + CARRY_NOTE,
      params: answerParams,
      querystring: z.object({ locale: z.enum(LOCALES).default('ro').describe("the titles' language") }),
      response: { 200: carryTargetsDto, ...errors, 422: errorResponse },
    },
    handler: async (request) => answerCarry.targets(scopeOf(request), request.params.id, request.params.answerId, request.query.locale),
  });

  r.get('/user/documents/:id/answers/:answerId/carry', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary:
        "What a new document of `form_id` starts with when made from a customer's answer (the order from the approved lines): from the version answered, its client and vehicle (by role) and the approved lines (parts to parts, labour to labour, both into an invoice's lines). Nothing is saved: the editor opens with it." +
        CARRY_NOTE +
        ' 422 no_line_target when the application has no lines that take them; 404 form_not_found, 403 forbidden for an application the user may not use.',
      params: answerParams,
      querystring: carryQuery,
      response: { 200: carryDto, ...errors, 422: errorResponse },
    },
    handler: async (request) => answerCarry.carry(scopeOf(request), request.params.id, request.params.answerId, request.query.form_id),
  });

  r.get('/public/d/:token', {
    schema: {
      ...open,
      summary:
        "The customer's page of a document sent to them: the business, the document as its PDF prints it, what they may do, their answer to this version if any. " +
        "Marks the link opened (first and last) unless the User-Agent is a robot's (a messenger drawing the link's preview)." +
        PUBLIC_NOTE,
      params: publicTokenParams,
      querystring: localeQuery,
      response: { 200: publicDocumentDto, ...publicErrors },
    },
    handler: async (request, reply) => {
      const page = await sharing.view(request.params.token, { ip: request.ip, locale: request.query.locale, userAgent: request.headers['user-agent'] ?? '' });
      return privatePage(reply).send(page);
    },
  });

  r.get('/public/d/:token/pdf', {
    schema: { ...open, summary: "The document's PDF, with the customer's closing page once they answered this version." + PUBLIC_NOTE, params: publicTokenParams, querystring: localeQuery, response: { 200: pdfResponse, ...publicErrors, 422: errorResponse, 503: errorResponse } },
    handler: async (request, reply) => sendPdf(privatePage(reply), await sharing.pdf(request.params.token, { ip: request.ip, locale: request.query.locale })),
  });

  r.get('/public/d/:token/logo', {
    schema: {
      ...open,
      summary: "The business's logo, shown on its customer's page while its logo add-on is active (404 not_found without one)." + PUBLIC_NOTE,
      params: publicTokenParams,
      response: { 200: fileResponse(['image/png', 'image/jpeg'], 'The logo image'), ...publicErrors },
    },
    handler: async (request, reply) => {
      const logo = await sharing.logo(request.params.token, { ip: request.ip });
      return privatePage(reply).type(logo.mime).send(logo.content);
    },
  });

  r.get('/public/d/:token/xml', {
    schema: {
      ...open,
      summary: "An invoice's e-Factura XML (422 not_an_invoice for other documents, 422 efactura_incomplete)." + PUBLIC_NOTE,
      params: publicTokenParams,
      response: { 200: fileResponse('application/xml', 'The invoice, e-Factura XML (RO_CIUS)'), ...publicErrors, 422: errorResponse },
    },
    handler: async (request, reply) => {
      const file = await sharing.xml(request.params.token, { ip: request.ip });
      return privatePage(reply).type('application/xml; charset=utf-8').header('content-disposition', downloadDisposition(file)).send(file.xml);
    },
  });

  r.post('/public/d/:token/answer', {
    schema: {
      ...open,
      summary:
        "The customer's answer to the version they saw: approve or decline (estimates, offers: whole, or line by line) or sign (contracts, handover records), with their name and drawn signature (PNG; not needed to decline). " +
        '409 already_answered, 409 document_changed (a newer version exists), 422 signature_invalid, 400 validation_error (an action or a line the document does not have).' +
        PUBLIC_NOTE,
      params: publicTokenParams,
      body: answerBody,
      response: { 201: answerDto, ...publicErrors, 409: errorResponse, 422: errorResponse },
    },
    handler: async (request, reply) => {
      const answer = await sharing.answer(request.params.token, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });
      return privatePage(reply).status(201).send(answer);
    },
  });
};
