import type { FastifyInstance } from 'fastify';

/**
 * With CANONICAL_HOST=www.example.ro, a request to example.ro is sent (301) to the www host with
 * its path and query (SPEC §2). Other hosts (an IP, a load balancer's health check) pass.
 */
export const registerCanonicalHost = (app: FastifyInstance, canonicalHost: string) => {
  const bareHost = canonicalHost.replace(/^www\./, '');
  app.addHook('onRequest', async (request, reply) => {
    const [hostname = '', port] = (request.headers.host ?? '').toLowerCase().split(':');
    if (hostname !== bareHost) return;
    const target = `${request.protocol}://${canonicalHost}${port ? `:${port}` : ''}${request.url}`;
    return reply.redirect(target, 301);
  });
};
