import http from 'node:http';
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerClosingConnections } from './closing-connections.js';

/** A download streaming when the server starts to close: it ends, and the close does not wait for its keep-alive connection. */
const closeDuringDownload = async (withSweep: boolean) => {
  const app = Fastify({ keepAliveTimeout: 60_000 });
  if (withSweep) registerClosingConnections(app);
  const body = new PassThrough();
  app.get('/file', (_req, reply) => reply.type('application/octet-stream').send(body));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const agent = new http.Agent({ keepAlive: true });
  body.write(Buffer.alloc(64 * 1024, 1));
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => http.get(`${url}/file`, { agent }, resolve).on('error', reject));
  const received = new Promise<{ bytes: number; socketClosed: Promise<void> }>((resolve) => {
    let bytes = 0;
    const socketClosed = new Promise<void>((done) => response.socket.once('close', () => done()));
    response.on('data', (chunk: Buffer) => (bytes += chunk.length));
    response.on('end', () => resolve({ bytes, socketClosed }));
  });
  let closed = false;
  const closing = app.close().then(() => (closed = true));
  // The download goes on after the close began, and ends.
  await new Promise((resolve) => setTimeout(resolve, 50));
  body.end(Buffer.alloc(64 * 1024, 2));
  const { bytes, socketClosed } = await received;
  return { bytes, socketClosed, closing, isClosed: () => closed, stop: () => agent.destroy() };
};

describe('closing the server', () => {
  it('lets a download in progress finish, then shuts its connection and closes', async () => {
    const run = await closeDuringDownload(true);
    expect(run.bytes).toBe(128 * 1024);
    await run.socketClosed;
    await run.closing;
    expect(run.isClosed()).toBe(true);
    run.stop();
  });

  it('without it, the ended download keeps its connection and the close waiting (what the sweep is for)', async () => {
    const run = await closeDuringDownload(false);
    expect(run.bytes).toBe(128 * 1024);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(run.isClosed()).toBe(false);
    // The client lets go: the close completes.
    run.stop();
    await run.closing;
  });
});
