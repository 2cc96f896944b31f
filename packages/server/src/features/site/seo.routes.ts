import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, pageHeadDto, pageHeadQuery } from '@atelier/core';
import type { SiteSeo } from './seo.js';

/** /robots.txt and /sitemap.xml: files for crawlers at the site's root, outside the API (not in its OpenAPI document). */
export const seoRoutes = (app: FastifyInstance, { seo }: { seo: SiteSeo }) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(seo.robots()),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=600').type('application/xml; charset=utf-8').send(await seo.sitemap()),
  );
};

/** The API side: a page's title, so the app's tab title follows its navigations as a reload would. */
export const seoApiRoutes = (app: FastifyInstance, { seo }: { seo: SiteSeo }) => {
  app.withTypeProvider<ZodTypeProvider>().get('/site/head', {
    schema: {
      tags: ['site'],
      summary: "A page's title in a language, as its HTML from the server has it (public; private and unknown pages get the site's name)",
      querystring: pageHeadQuery,
      response: { 200: pageHeadDto, 400: errorResponse },
    },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'public, max-age=60');
      return seo.head(request.query);
    },
  });
};
