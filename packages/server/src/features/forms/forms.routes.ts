import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogEntryDto,
  catalogListQuery,
  catalogPageDto,
  catalogPreviewDto,
  catalogSearchQuery,
  errorResponse,
  formDetailDto,
  formSummaryDto,
  idSchema,
  localeQuery,
  openLocaleQuery,
  queryInt4,
} from '@atelier/core';
import { currentBusiness, requireUser } from '../../http/auth-guard.js';
import { requestLocale } from '../../http/request-locale.js';
import { fileResponse } from '../../http/openapi.js';
import { pdfDisposition } from '../../pdf/file-name.js';
import type { CatalogSamples } from './catalog-samples.js';
import type { FormsService } from './forms.service.js';

const catalogKey = z.object({ key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(100).describe("the application's key, e.g. deviz-auto-platitor-tva") });

export const formsRoutes = (app: FastifyInstance, { forms, samples }: { forms: FormsService; samples: CatalogSamples }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearerAuth: [] }];

  r.get('/user/forms', {
    onRequest: requireUser,
    schema: {
      tags: ['forms'],
      summary: "The business's applications: allocated, included by its subscription, and public",
      security,
      querystring: localeQuery,
      response: { 200: z.array(formSummaryDto), 400: errorResponse, 401: errorResponse, 403: errorResponse },
    },
    handler: async (request) => forms.listForUser(currentBusiness(request).businessId, request.query.locale),
  });

  r.get('/forms/catalog', {
    schema: {
      tags: ['forms'],
      summary: 'The public catalogue: every active application (public or not), or only those named by ?keys=, texts in the requested language',
      querystring: catalogListQuery,
      response: { 200: z.array(catalogEntryDto), 400: errorResponse },
    },
    handler: async (request, reply) => {
      // Public and the same for everyone: a browser or proxy may keep it for a minute.
      void reply.header('Cache-Control', 'public, max-age=60');
      const entries = await forms.catalog(request.query.locale);
      // A landing page's few applications, not the whole catalogue in its first HTML (~170 KB).
      const keys = request.query.keys === undefined ? undefined : new Set(request.query.keys.split(','));
      return keys ? entries.filter((entry) => keys.has(entry.key)) : entries;
    },
  });

  r.get('/forms/catalog/search', {
    schema: {
      tags: ['forms'],
      summary: 'Searches the catalogue: words in any language (diacritics and case ignored, synonyms from the keywords), a trade, a document type; one page',
      querystring: catalogSearchQuery,
      response: { 200: catalogPageDto, 400: errorResponse },
    },
    handler: async (request, reply) => {
      void reply.header('Cache-Control', 'public, max-age=60');
      return forms.searchCatalog(request.query);
    },
  });

  r.get('/forms/catalog/:key/preview', {
    schema: {
      tags: ['forms'],
      summary: 'One application of the catalogue before requesting it: its card, its steps with their fields, whether it has a sample PDF',
      params: catalogKey,
      querystring: localeQuery,
      response: { 200: catalogPreviewDto, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request, reply) => {
      void reply.header('Cache-Control', 'public, max-age=60');
      return samples.preview(request.params.key, request.query.locale);
    },
  });

  r.get('/forms/catalog/:key/sample.pdf', {
    schema: {
      tags: ['forms'],
      summary: "The application's sample document as a PDF (realistic sample data, or the blank form), marked as a preview",
      params: catalogKey,
      querystring: localeQuery,
      response: { 200: fileResponse('application/pdf', 'The sample PDF'), 400: errorResponse, 404: errorResponse, 429: errorResponse },
    },
    handler: async (request, reply) => {
      const { filename, pdf } = await samples.samplePdf({ key: request.params.key, locale: request.query.locale, ip: request.ip });
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', pdfDisposition('inline', filename))
          .header('cache-control', 'public, max-age=3600')
          // The catalogue's application page shows it in a frame: this one response may be framed by the site itself.
          .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
          .header('x-frame-options', 'SAMEORIGIN')
          .send(pdf)
      );
    },
  });

  r.get('/user/forms/requestable', {
    onRequest: requireUser,
    schema: {
      tags: ['forms'],
      summary: "The catalogue's search over the applications the business cannot use yet (to request), as GET /forms/catalog/search",
      security,
      querystring: catalogSearchQuery,
      response: { 200: catalogPageDto, 400: errorResponse, 401: errorResponse, 403: errorResponse },
    },
    handler: async (request) => forms.searchRequestable(currentBusiness(request).businessId, request.query),
  });

  r.get('/user/forms/:id', {
    onRequest: requireUser,
    schema: {
      tags: ['forms'],
      summary: 'One application with its definition (form_schema)',
      security,
      params: z.object({ id: idSchema }),
      querystring: z.object({ version: queryInt4({ min: 1 }).optional().describe('a past version, as a document records it') }),
      response: { 200: formDetailDto, 401: errorResponse, 403: errorResponse, 404: errorResponse },
    },
    handler: async (request) => forms.getForUser(currentBusiness(request).businessId, request.params.id, request.query.version),
  });

  r.get('/forms/open/forms', {
    schema: {
      tags: ['public'],
      summary: 'The public applications, to try without an account (titles in ?locale= or Accept-Language)',
      querystring: openLocaleQuery,
      response: { 200: z.array(formSummaryDto), 400: errorResponse },
    },
    handler: async (request) => forms.listPublic(requestLocale(request, request.query.locale)),
  });

  r.get('/forms/open/forms/:id', {
    schema: {
      tags: ['public'],
      summary: 'One public application with its definition; 404 for private, deleted and unknown ones alike',
      params: z.object({ id: idSchema }),
      querystring: openLocaleQuery,
      response: { 200: formDetailDto, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => forms.getPublic(request.params.id, requestLocale(request, request.query.locale)),
  });
};
