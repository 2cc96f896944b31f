import type { FastifyInstance } from 'fastify';

/** How often, while the server closes, connections whose last response has ended are shut. */
const SWEEP_MS = 100;

/**
 * Fastify's close shuts the connections idle at that moment and then waits for the others. A
 * connection busy then (a download still streaming, or one whose client read the whole answer a
 * moment before the server saw its response finish) stays open once its response has ended, until
 * the keep-alive timeout (Fastify's 72 s) ends it, and the close, a deploy's restart with it,
 * waits that long. From the close on, each connection is shut as soon as its response has ended;
 * one still answering goes on to its end.
 */
export const registerClosingConnections = (app: FastifyInstance) => {
  app.addHook('preClose', async () => {
    const timer = setInterval(() => app.server.closeIdleConnections(), SWEEP_MS);
    timer.unref();
    app.server.once('close', () => clearInterval(timer));
  });
};
