/**
 * The mail provider of the sharing benchmark, in a process of its own: an SMTP server on loopback
 * that accepts every message `delay` ms after it has arrived (a provider's time to take it), and
 * keeps only whom it was for, when it was accepted and its size. Lighter than
 * packages/server/src/mail/fake-smtp.ts, which parses each message (MIME, the PDF attached): on
 * this 2-core machine that parsing would take CPU from the server under test.
 *
 * `smtp-sink.ts <delay ms>` through startServerProcess; the URL it reports is its HTTP side:
 * `GET /stats?to=<prefix>` answers `{ count, firstAt, lastAt, bytes }` (epoch ms) of the messages
 * accepted for addresses starting with the prefix. `info.smtpUrl` is what SMTP_URL is set to.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { serveForBench } from '../lib/server-process.js';

const delayMs = Number(process.argv[2] ?? '0');
if (!Number.isFinite(delayMs) || delayMs < 0) throw new Error(`smtp-sink: expected a delay in ms, got "${process.argv[2]}"`);

type Accepted = { to: string; at: number; bytes: number };
const accepted: Accepted[] = [];

const stats = (prefix: string) => {
  const mine = accepted.filter((m) => m.to.startsWith(prefix));
  return {
    count: mine.length,
    firstAt: mine.length > 0 ? Math.min(...mine.map((m) => m.at)) : null,
    lastAt: mine.length > 0 ? Math.max(...mine.map((m) => m.at)) : null,
    bytes: mine.reduce((sum, m) => sum + m.bytes, 0),
  };
};

const listen = (server: { listen: (port: number, host: string, done: () => void) => unknown }, address: () => AddressInfo) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve(address().port)));

const start = async () => {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 20 * 1024 * 1024,
    onData: (stream, session, callback) => {
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => (bytes += chunk.length));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        setTimeout(() => {
          accepted.push({ to, at: Date.now(), bytes });
          callback();
        }, delayMs);
      });
    },
  });
  // A client that hangs up mid-message is that client's problem.
  smtp.on('error', () => undefined);
  const smtpPort = await listen(smtp, () => smtp.server.address() as AddressInfo);

  const web = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://sink');
    if (url.pathname !== '/stats') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(stats(url.searchParams.get('to') ?? '')));
  });
  const webPort = await listen(web, () => web.address() as AddressInfo);
  return {
    url: `http://127.0.0.1:${webPort}`,
    info: { smtpUrl: `smtp://127.0.0.1:${smtpPort}` },
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => web.close(() => resolve()));
    },
  };
};

await serveForBench(start);
