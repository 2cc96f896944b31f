import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickEncoding, type PageVisitor, type RenderedPage } from './rendered-page.js';

export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply> | undefined;

/** The page the server sends for a URL: index.html with that page's head (title, canonical, …) and, for a public page, the page rendered. */
export type PageRenderer = (url: string, visitor: PageVisitor) => Promise<RenderedPage>;

/** The built index.html, or undefined when the web app has not been built. */
export const readIndexHtml = (webDist: string): string | undefined => {
  const file = path.join(webDist, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};

const sendPage = async (request: FastifyRequest, reply: FastifyReply, renderPage: PageRenderer) => {
  const page = await renderPage(request.url, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });
  const encoding = pickEncoding(request.headers['accept-encoding']);
  void reply
    .status(page.status ?? 200)
    .header('cache-control', page.private ? 'no-store' : 'no-cache')
    .header('vary', 'Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (page.private) void reply.header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
  if (encoding) void reply.header('content-encoding', encoding);
  return reply.send(encoding ? await page.encoded(encoding) : page.identity);
};

/**
 * Serves the built web app: hashed assets cached for a year, pages never cached, and a page for
 * any other GET that wants one (history-API routing). Static text files go out as the .br or .gz
 * the build wrote beside them when the browser accepts it (Vary: Accept-Encoding); pages are
 * index.html made per URL by `renderPage` (compressed once per cached page and encoding). Returns the fallback
 * the not-found handler calls, or undefined when the web app has not been built.
 */
export const registerSpa = async (app: FastifyInstance, webDist: string, renderPage: PageRenderer | undefined): Promise<SpaFallback | undefined> => {
  if (!renderPage) {
    app.log.warn({ webDist }, 'web app not built: only the API is served (run npm run build)');
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    index: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // index.html by its own name is the home page, not a file of its own.
  app.get('/', (request, reply) => sendPage(request, reply, renderPage));
  app.get('/index.html', (request, reply) => sendPage(request, reply, renderPage));
  return (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(request.url.split('?')[0] ?? '');
    if (!wantsPage) return undefined;
    return sendPage(request, reply, renderPage);
  };
};
