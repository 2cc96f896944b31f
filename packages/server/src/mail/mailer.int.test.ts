import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../test/databases.js';
import { makeUser } from '../test/factories.js';
import { httpClient } from '../test/http-client.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

const [kind = 'pglite'] = databaseKinds();

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describe('password-reset mail through a real SMTP server on loopback', () => {
  const received: { to: string[]; raw: string }[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: decodeQuotedPrintable(raw) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await startTestApp({ kind, mailer: 'configured', env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Atelier <no-reply@atelier.test>' } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the reset link to the account address', async () => {
    const user = await makeUser(t);
    const res = await httpClient(t.url).request('POST', '/api/user/password-reset/request', { json: { email: user.email, locale: 'it' } });
    expect(res.status).toBe(202);
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    expect(received[0]?.to).toEqual([user.email]);
    expect(received[0]?.raw).toContain('Subject: Reimposta la password di Atelier');
    expect(received[0]?.raw).toMatch(/reset-password\?token=/);
    expect(received[0]?.raw).toContain('no-reply@atelier.test');
  });
});

describe('password-reset mail without SMTP_URL', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-outbox-'));
    t = await startTestApp({ kind, mailer: 'configured', env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => t.close());

  it('writes the message to DATA_DIR/outbox as an .eml file', async () => {
    const user = await makeUser(t);
    await httpClient(t.url).request('POST', '/api/user/password-reset/request', { json: { email: user.email } });
    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(dataDir, 'outbox', files[0] ?? ''), 'utf8');
    expect(eml).toContain(`To: ${user.email}`);
    expect(eml).toMatch(/reset-password\?token=/);
  });
});
