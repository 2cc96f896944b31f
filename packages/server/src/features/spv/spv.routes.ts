import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idSchema, spvCallbackQuery, spvConnectResponse, spvMailLocaleQuery, spvPendingResponse, spvSettingsBody, spvStatusDto, spvUploadDto, spvUploadsResponse } from '@atelier/core';
import { requireOwner, requireUser, scopeOf } from '../../http/auth-guard.js';
import { requestLocale } from '../../http/request-locale.js';
import { fileResponse } from '../../http/openapi.js';
import type { RateLimiter } from '../../infra/rate-limit.js';
import { downloadDisposition } from '../efactura/index.js';
import type { SpvConnections } from './spv-connection.service.js';
import type { SpvService } from './spv.service.js';

const denied = { 401: errorResponse, 403: errorResponse, 423: errorResponse };
const documentParams = z.object({ id: idSchema });
const NOT_CONFIGURED = '503 spv_not_configured when this server has no ANAF SPV application (ANAF_SPV_CLIENT_ID). ';

/** Issue 30: connecting the business to ANAF's SPV, uploading its invoices and following them to ANAF's answer. */
export const spvRoutes = (app: FastifyInstance, { connections, spv, callbackLimiter }: { connections: SpvConnections; spv: SpvService; callbackLimiter: RateLimiter }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['spv'], security: [{ bearerAuth: [] }] };

  r.get('/user/spv', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary: "The business's SPV connection: configured on this server, connected, until when, failing with ANAF's reason, the upload mode",
      description: 'Never a token: they are stored encrypted and only ever sent to ANAF.',
      response: { 200: spvStatusDto, ...denied },
    },
    handler: async (request, reply) => reply.header('cache-control', 'no-store').send(await connections.status(scopeOf(request))),
  });

  r.post('/user/spv/connect', {
    onRequest: requireOwner,
    schema: {
      ...base,
      summary: "Start connecting the business to SPV: the address of ANAF's sign-in page (qualified certificate) to send the browser to",
      description: `${NOT_CONFIGURED}The address carries a one-time state (valid a few minutes, bound to the business and the owner) that ANAF brings back to GET /api/spv/callback.`,
      querystring: spvMailLocaleQuery,
      response: { 200: spvConnectResponse, ...denied, 503: errorResponse },
    },
    handler: async (request, reply) => reply.header('cache-control', 'no-store').send(await connections.connect(scopeOf(request), requestLocale(request, request.query.locale))),
  });

  r.get('/spv/callback', {
    schema: {
      tags: ['spv'],
      summary: "Where ANAF sends the browser back after the sign-in: the code becomes the business's tokens",
      description:
        'No session: the one-time state is the key (unknown, expired or used: refused). Answers 302 to the company profile with ' +
        '`spv=connected`, or `spv=error&code=spv_state_invalid|spv_grant_refused|spv_unavailable|spv_not_configured`. Rate-limited per address.',
      querystring: spvCallbackQuery,
      response: { 302: z.null().describe('to /profile?spv=…'), 400: errorResponse, 429: errorResponse },
    },
    handler: async (request, reply) => {
      await callbackLimiter.hit(request.ip);
      const location = await connections.callback(request.query);
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(location, 302);
    },
  });

  r.delete('/user/spv', {
    onRequest: requireOwner,
    schema: {
      ...base,
      summary: "Disconnect the business from SPV: its tokens are revoked at ANAF (best effort) and deleted here",
      description: `${NOT_CONFIGURED}409 spv_not_connected when it is not connected. Uploads under way wait until it is connected again.`,
      response: { 204: z.null(), ...denied, 409: errorResponse, 503: errorResponse },
    },
    handler: async (request, reply) => {
      await connections.disconnect(scopeOf(request));
      return reply.status(204).send(null);
    },
  });

  r.put('/user/spv/settings', {
    onRequest: requireOwner,
    schema: {
      ...base,
      summary: 'Choose how invoices go to SPV: auto (each invoice when saved) or manual (the Send to SPV button)',
      description: NOT_CONFIGURED,
      querystring: spvMailLocaleQuery,
      body: spvSettingsBody,
      response: { 200: spvStatusDto, 400: errorResponse, ...denied, 503: errorResponse },
    },
    handler: async (request) => connections.settings(scopeOf(request), request.body, requestLocale(request, request.query.locale)),
  });

  r.get('/user/spv/pending', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary: 'Invoices not yet accepted by ANAF, with the working days left until the deadline (5 working days from issue, OUG 89/2025), most urgent first',
      response: { 200: spvPendingResponse, ...denied },
    },
    handler: async (request, reply) => reply.header('cache-control', 'no-store').send(await spv.pending(scopeOf(request))),
  });

  r.post('/user/documents/:id/spv', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary: 'Send an invoice to SPV: its e-Factura is checked now, the upload and the following of ANAF\'s answer run in the background',
      description:
        `${NOT_CONFIGURED}404 document_not_found (another business's too); 422 not_an_invoice, 422 efactura_incomplete with the fields to fill; ` +
        '409 spv_not_connected, spv_already_accepted, spv_upload_in_progress. A B2C invoice (an individual buyer) and a credit note go as ANAF wants them.',
      params: documentParams,
      response: { 202: spvUploadDto, ...denied, 404: errorResponse, 409: errorResponse, 422: errorResponse, 503: errorResponse },
    },
    handler: async (request, reply) => reply.status(202).send(await spv.send(scopeOf(request), request.params.id)),
  });

  r.get('/user/documents/:id/spv', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary: "An invoice's uploads to SPV, newest first: state, times, ANAF's index and messages",
      description: "404 document_not_found (another business's too).",
      params: documentParams,
      response: { 200: spvUploadsResponse, ...denied, 404: errorResponse },
    },
    handler: async (request, reply) => reply.header('cache-control', 'no-store').send(await spv.attempts(scopeOf(request), request.params.id)),
  });

  r.get('/user/documents/:id/spv/archive', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary: "The ZIP ANAF returned for the accepted invoice: its XML with the Ministry's signature, the legal original",
      description: "404 document_not_found (another business's too), 404 spv_archive_not_found before ANAF accepted it.",
      params: documentParams,
      response: { 200: fileResponse('application/zip', 'The signed ZIP, as ANAF sent it'), ...denied, 404: errorResponse },
    },
    handler: async (request, reply) => {
      const { zip, name, ascii } = await spv.archive(scopeOf(request), request.params.id);
      return reply.type('application/zip').header('content-disposition', downloadDisposition({ name, ascii })).header('cache-control', 'no-store').send(zip);
    },
  });
};
