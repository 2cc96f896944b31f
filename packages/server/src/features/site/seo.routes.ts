import type { FastifyInstance } from 'fastify';
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
