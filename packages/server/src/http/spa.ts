import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined;

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and
 * index.html for any other GET that wants a page (history-API routing). Text files go out as the
 * .br or .gz the build wrote beside them when the browser accepts it (Vary: Accept-Encoding), else
 * as they are: no compression work per request. Returns the fallback the
 * not-found handler calls, or undefined when the web app has not been built.
 */
export const registerSpa = async (app: FastifyInstance, webDist: string): Promise<SpaFallback | undefined> => {
  if (!existsSync(path.join(webDist, 'index.html'))) {
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
  app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  return (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(request.url.split('?')[0] ?? '');
    if (!wantsPage) return undefined;
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  };
};
