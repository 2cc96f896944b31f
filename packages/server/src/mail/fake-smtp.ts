import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { readMail, type ReadMail } from './read-mail.js';

/** One message the fake server received, parsed. */
export type FakeMail = ReadMail & {
  to: string[];
  from: string;
  receivedAt: string;
};

export type FakeSmtp = {
  port: number;
  /** `smtp://127.0.0.1:<port>`: what SMTP_URL is set to. */
  url: string;
  /** Every message received so far, oldest first. */
  messages: FakeMail[];
  /** The first message (received already or later) that `match` accepts; rejects after `timeoutMs`. */
  next: (match?: (mail: FakeMail) => boolean, timeoutMs?: number) => Promise<FakeMail>;
  /** The next `count` connections are turned away with `responseCode` (421: busy or restarting; 554: refused for good). */
  refuseNext: (count: number, responseCode?: number) => void;
  /** Connections refused so far (by refuseNext). */
  refused: () => number;
  close: () => Promise<void>;
};

/**
 * A small SMTP server on loopback that keeps what it receives: the tests' stand-in for a mail
 * provider (`startFakeSmtp()` on port 0), and `npm run fake-smtp` for a demo without one.
 * No authentication, no TLS: it only ever listens where the caller says (127.0.0.1 by default).
 */
export const startFakeSmtp = async ({
  port = 0,
  host = '127.0.0.1',
  onMail,
}: { port?: number; host?: string; onMail?: (mail: FakeMail) => void } = {}): Promise<FakeSmtp> => {
  const messages: FakeMail[] = [];
  const waiting = new Set<{ match: (mail: FakeMail) => boolean; resolve: (mail: FakeMail) => void }>();
  let toRefuse = 0;
  let refuseCode = 421;
  let refusedCount = 0;

  const receive = (mail: FakeMail) => {
    messages.push(mail);
    onMail?.(mail);
    for (const waiter of waiting) {
      if (waiter.match(mail)) {
        waiting.delete(waiter);
        waiter.resolve(mail);
      }
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onConnect: (_session, callback) => {
      if (toRefuse > 0) {
        toRefuse -= 1;
        refusedCount += 1;
        return callback(Object.assign(new Error(refuseCode < 500 ? 'Too busy, try again later' : 'Not accepting mail'), { responseCode: refuseCode }));
      }
      callback();
    },
    onData: (stream, session, callback) => {
      readMail(stream)
        .then((mail) => {
          receive({
            to: session.envelope.rcptTo.map((r) => r.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            ...mail,
            receivedAt: new Date().toISOString(),
          });
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  server.on('error', () => {
    // A client that hangs up mid-message is that client's problem, not the server's.
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const actual = (server.server.address() as AddressInfo).port;

  return {
    port: actual,
    url: `smtp://${host}:${actual}`,
    messages,
    next: (match = () => true, timeoutMs = 10_000) => {
      const seen = messages.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise<FakeMail>((resolve, reject) => {
        const waiter = { match, resolve };
        waiting.add(waiter);
        setTimeout(() => {
          if (waiting.delete(waiter)) reject(new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs).unref();
      });
    },
    refuseNext: (count, responseCode = 421) => {
      toRefuse = count;
      refuseCode = responseCode;
    },
    refused: () => refusedCount,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
