import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataExportIdParams, dataExportListResponse, dataExportStartBody, dataExportStartResponse, errorResponse } from '@atelier/core';
import { AppError } from '../../errors.js';
import { currentUser, requireOwner } from '../../http/auth-guard.js';
import { requestLocale } from '../../http/request-locale.js';
import { fileResponse } from '../../http/openapi.js';
import type { DataExportService } from './data-export.service.js';

const errors = { 401: errorResponse, 403: errorResponse, 423: errorResponse };
// 403 owner_only for a member: the export holds every document, the members and the subscriptions.

/** The business's data as one ZIP (owner only): start, follow, download. */
export const dataExportRoutes = (app: FastifyInstance, { exports }: { exports: DataExportService }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['account'], security: [{ bearerAuth: [] }] };
  /** The owner's business (requireOwner has made sure there is one). */
  const scope = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    if (!user.businessId) throw new AppError('owner_only');
    return { businessId: user.businessId, userId: user.sub };
  };

  r.post('/user/export', {
    onRequest: requireOwner,
    schema: {
      ...base,
      summary: 'Start an export of everything of the business as one ZIP, made in the background; the requester is e-mailed when it is ready',
      description:
        'ZIP: README.txt, business.json (business, members, company profile, subscriptions), the logo, and per application ' +
        'applications/<key>/documents.csv, documents.json and pdf/<number>.pdf. One export at a time per business: 409 export_running ' +
        'while one is queued or running; 429 rate_limited with Retry-After past 10 a day. Open after the trial too: the business\'s own data is never held back.',
      body: dataExportStartBody.optional(),
      response: { 202: dataExportStartResponse, 400: errorResponse, ...errors, 409: errorResponse, 429: errorResponse },
    },
    handler: async (request, reply) => {
      const started = await exports.request({ ...scope(request), locale: requestLocale(request, request.body?.locale) });
      return reply.status(202).send({ export: started });
    },
  });

  r.get('/user/exports', {
    onRequest: requireOwner,
    schema: { ...base, summary: 'The business\'s recent exports with their progress, size and expiry, newest first', response: { 200: dataExportListResponse, ...errors } },
    handler: async (request) => exports.list(scope(request).businessId),
  });

  r.get('/user/exports/:id/download', {
    onRequest: requireOwner,
    schema: {
      ...base,
      summary: 'The ZIP of a finished export, as an attachment named atelier-export-<business>-<date>.zip',
      description: '404 export_not_found for another business\'s export or one not finished; 410 export_expired once its ZIP was deleted.',
      params: dataExportIdParams,
      response: { 200: fileResponse('application/zip', 'The archive'), 400: errorResponse, ...errors, 404: errorResponse, 410: errorResponse },
    },
    handler: async (request, reply) => {
      const { file, size, disposition } = await exports.download({ businessId: scope(request).businessId, id: request.params.id });
      return reply
        .type('application/zip')
        .header('content-disposition', disposition)
        .header('content-length', size)
        .header('cache-control', 'no-store')
        .send(createReadStream(file));
    },
  });
};
