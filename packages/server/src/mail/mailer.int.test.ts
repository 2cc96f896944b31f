import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp, type FakeSmtp } from './fake-smtp.js';
import { databaseKinds } from '../test/databases.js';
import { makeUser } from '../test/factories.js';
import { httpClient } from '../test/http-client.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

const [kind = 'pglite'] = databaseKinds();

describe('password-reset mail through a real SMTP server on loopback', () => {
  let smtp: FakeSmtp;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await startTestApp({ kind, mailer: 'configured', env: { SMTP_URL: smtp.url, MAIL_FROM: 'Atelier <no-reply@atelier.test>' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the reset link to the account address', async () => {
    const user = await makeUser(t);
    const res = await httpClient(t.url).request('POST', '/api/user/password-reset/request', { json: { email: user.email, locale: 'it' } });
    expect(res.status).toBe(202);
    const mail = await smtp.next((m) => m.to.includes(user.email));
    expect(mail.subject).toBe('Reimposta la password di Atelier');
    expect(mail.links).toEqual([expect.stringMatching(/\/reset-password\?token=[\w-]+$/)]);
    expect(mail.from).toBe('no-reply@atelier.test');
    expect(smtp.messages).toHaveLength(1);
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
