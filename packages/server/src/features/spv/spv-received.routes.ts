import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponse,
  idSchema,
  spvReceivedDetailDto,
  spvMarkupBody,
  spvReceivedLinesQuery,
  spvReceivedLinesResponse,
  spvReceivedListResponse,
  spvReceivedQuery,
  spvReceivedSyncDto,
  spvReceivedSyncStatus,
} from '@atelier/core';
import { requireUser, scopeOf } from '../../http/auth-guard.js';
import { fileResponse } from '../../http/openapi.js';
import { downloadDisposition } from '../efactura/index.js';
import type { SpvReceivedService } from './spv-received.js';

const denied = { 401: errorResponse, 403: errorResponse, 423: errorResponse };
const params = z.object({ id: idSchema });

/** Issue 30, supplier invoices in: the invoices ANAF holds for the business as a buyer, fetched from SPV and kept. */
export const spvReceivedRoutes = (app: FastifyInstance, { received }: { received: SpvReceivedService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['spv'], security: [{ bearerAuth: [] }] };

  r.post('/user/spv/received/sync', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary: "Fetch the suppliers' invoices ANAF holds for the business now (its list over the last 60 days; the new ones are downloaded and kept)",
      description:
        "Any member. A job in the business's SPV lane (it also runs once a day); the answer is the queued job. 503 spv_not_configured when this server has no ANAF SPV application; " +
        "409 spv_not_connected, spv_cif_missing (the company profile's CIF is what ANAF lists under), spv_sync_running while one is queued or running.",
      response: { 202: spvReceivedSyncDto, ...denied, 409: errorResponse, 503: errorResponse },
    },
    handler: async (request, reply) => reply.status(202).send(await received.startSync(scopeOf(request))),
  });

  r.get('/user/spv/received/sync', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary: "The business's latest sync of received invoices (the one asked for, or today's daily one): queued, running with the invoices kept so far, done or failed",
      description: 'Any member. 503 spv_not_configured when this server has no ANAF SPV application.',
      response: { 200: spvReceivedSyncStatus, ...denied, 503: errorResponse },
    },
    handler: async (request, reply) => reply.header('cache-control', 'no-store').send(await received.latestSync(scopeOf(request))),
  });

  r.get('/user/spv/received-lines', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary: "Lines of the latest received invoices, to pick into a deviz's parts: the price as paid, the supplier and the invoice",
      description: "Any member. Search by the line's name or code, the supplier's name or the invoice number (every word). 503 spv_not_configured.",
      querystring: spvReceivedLinesQuery,
      response: { 200: spvReceivedLinesResponse, 400: errorResponse, ...denied, 503: errorResponse },
    },
    handler: async (request, reply) => reply.header('cache-control', 'no-store').send(await received.lines(scopeOf(request), request.query)),
  });

  r.put('/user/spv/markup', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary: "Remembers the business's parts markup: the percent added to a received line's price when picked into a deviz",
      description: 'Any member (whoever picks lines into a deviz). 503 spv_not_configured.',
      body: spvMarkupBody,
      response: { 200: spvMarkupBody, 400: errorResponse, ...denied, 503: errorResponse },
    },
    handler: async (request) => received.saveMarkup(scopeOf(request), request.body.markup),
  });

  r.get('/user/spv/received', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary: "The suppliers' invoices received through SPV, newest first; search by the supplier's name, its CIF or the number",
      description: '503 spv_not_configured when this server has no ANAF SPV application.',
      querystring: spvReceivedQuery,
      response: { 200: spvReceivedListResponse, 400: errorResponse, ...denied, 503: errorResponse },
    },
    handler: async (request, reply) => reply.header('cache-control', 'no-store').send(await received.list(scopeOf(request), request.query)),
  });

  r.get('/user/spv/received/:id', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary: 'One received invoice as read from its UBL: parties, dates, totals, VAT breakdown and lines',
      description: "404 spv_received_not_found (another business's too); 503 spv_not_configured.",
      params,
      response: { 200: spvReceivedDetailDto, ...denied, 404: errorResponse, 503: errorResponse },
    },
    handler: async (request, reply) => reply.header('cache-control', 'no-store').send(await received.get(scopeOf(request), request.params.id)),
  });

  r.get('/user/spv/received/:id/zip', {
    onRequest: requireUser,
    schema: {
      ...base,
      summary: "The received invoice's ZIP exactly as ANAF sent it: its XML and the Ministry's signature, the legal original",
      description: "404 spv_received_not_found (another business's too); 503 spv_not_configured.",
      params,
      response: { 200: fileResponse('application/zip', 'The ZIP, as ANAF sent it'), ...denied, 404: errorResponse, 503: errorResponse },
    },
    handler: async (request, reply) => {
      const { zip, name, ascii } = await received.zip(scopeOf(request), request.params.id);
      return reply.type('application/zip').header('content-disposition', downloadDisposition({ name, ascii })).header('cache-control', 'no-store').send(zip);
    },
  });
};
