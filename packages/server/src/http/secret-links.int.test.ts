import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_LINKS } from '../app-modules.js';
import { databaseKinds } from '../test/databases.js';
import { makeDocument } from '../test/documents.js';
import { makeUser, uniqueEmail } from '../test/factories.js';
import { makeForm } from '../test/forms.js';
import { httpClient } from '../test/http-client.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

/**
 * Every link that carries a secret, walked with a real token on an app that logs everything (trace)
 * and writes its mails to the outbox: no log line of the run holds any of the tokens.
 */
describe.each(databaseKinds())('secret links stay out of the log on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  const chunks: string[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-secret-links-'));
    const logStream = new Writable({
      write: (chunk: Buffer, _encoding, done) => {
        chunks.push(chunk.toString('utf8'));
        done();
      },
    });
    t = await startTestApp({ kind, mailer: 'configured', logStream, env: { LOG_LEVEL: 'trace', DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The path (and query) of the link to `page` in the newest outbox mail to `to`. */
  const seen = new Set<string>();
  const mailedLink = async (to: string, page: RegExp): Promise<string> => {
    const outbox = path.join(dataDir, 'outbox');
    for (const file of (await readdir(outbox)).sort().reverse()) {
      if (seen.has(file)) continue;
      const mail = await simpleParser(await readFile(path.join(outbox, file)));
      const address = mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
      if (!address.includes(to)) continue;
      const link = (mail.text ?? '').match(/https?:\/\/\S+/g)?.map((url) => new URL(url)).find((url) => page.test(url.pathname));
      if (!link) continue;
      seen.add(file);
      return link.pathname + link.search;
    }
    throw new Error(`no mail to ${to} with a link to ${page}`);
  };

  it('walks the calendar feed, account deletion, password reset, e-mail change, invitation and customer document links', { timeout: 300_000 }, async () => {
    const anonymous = httpClient(t.url);
    const tokens: string[] = [];
    const walked = new Set<string>();
    const walk = async (link: string, method: string, url: string, json?: unknown) => {
      walked.add(link);
      await anonymous.request(method, url, json === undefined ? {} : { json });
    };
    const owner = await makeUser(t);
    const call = (method: string, url: string, json?: unknown) => owner.client.request<Record<string, unknown>>(method, url, { token: owner.token, ...(json === undefined ? {} : { json }) });

    // The calendar feed: its address is the credential.
    const feed = await call('POST', '/api/user/calendar-feed');
    expect(feed.status).toBe(201);
    const feedUrl = new URL(String(feed.body.url));
    tokens.push(feedUrl.pathname.split('/').pop()!.replace(/\.ics$/, ''));
    await walk('/api/calendar/:file', 'GET', feedUrl.pathname);
    await walk('/api/calendar/:file', 'GET', `${feedUrl.pathname}?x=1`);

    // The invitation: the web page, its API calls.
    const invited = uniqueEmail('coleg');
    expect((await call('POST', '/api/user/team/invitations', { email: invited, name: 'Ion Coleg' })).status).toBe(201);
    const invitation = await mailedLink(invited, /^\/user\/accept\//);
    const invitationToken = invitation.split('/').pop()!;
    tokens.push(invitationToken);
    await walk('/user/accept/:token', 'GET', invitation);
    await walk('/api/user/invitations/:token', 'GET', `/api/user/invitations/${invitationToken}`);
    await walk('/api/user/invitations/:token', 'POST', `/api/user/invitations/${invitationToken}/accept`, { password: 'parola-colegului-1' });

    // The e-mail change: the link goes to the new address.
    const newEmail = uniqueEmail('nou');
    expect((await call('POST', '/api/user/email-change/request', { new_email: newEmail, current_password: owner.password })).status).toBe(202);
    const confirm = await mailedLink(newEmail, /^\/confirm-email$/);
    tokens.push(new URLSearchParams(confirm.split('?')[1]).get('token')!);
    await walk('/confirm-email?token', 'GET', confirm);

    // The password reset.
    expect((await anonymous.request('POST', '/api/user/password-reset/request', { json: { email: owner.email } })).status).toBe(202);
    const reset = await mailedLink(owner.email, /^\/reset-password$/);
    tokens.push(new URLSearchParams(reset.split('?')[1]).get('token')!);
    await walk('/reset-password?token', 'GET', reset);

    // A reminder's unsubscribe link (a well-formed token no consent has: the URL is logged all the same).
    const unsubscribe = 'AbCdEf0123456789AbCdEf0123456789';
    tokens.push(unsubscribe);
    await walk('/api/reminders/unsubscribe?token', 'GET', `/api/reminders/unsubscribe?token=${unsubscribe}`);

    // A document sent to its customer (issue 29): the web page, its API calls.
    const { id: formId } = await makeForm(t, {}, [owner.user.id]);
    const document = await makeDocument({ user: owner, formId });
    const customer = uniqueEmail('client');
    expect((await call('POST', `/api/user/documents/${document.id}/send`, { channel: 'email', to: customer })).status).toBe(201);
    const customerPage = await mailedLink(customer, /^\/d\//);
    const shareToken = customerPage.split('/').pop()!;
    tokens.push(shareToken);
    await walk('/d/:token', 'GET', customerPage);
    await walk('/api/public/d/:token', 'GET', `/api/public/d/${shareToken}`);
    await walk('/api/public/d/:token', 'GET', `/api/public/d/${shareToken}/pdf?locale=en`);
    await walk('/api/public/d/:token', 'POST', `/api/public/d/${shareToken}/answer`, { version: 1, decision: 'decline', signer_name: 'Ion Client', consent: true });

    // ANAF's redirect back after the SPV sign-in: the one-time state and the authorization code (logged all the same, configured or not).
    const spvState = 'SpvState0123456789abcdefSpvState';
    const spvCode = 'SpvCode0123456789abcdefSpvCode01';
    tokens.push(spvState, spvCode);
    await walk('/api/spv/callback?state', 'GET', `/api/spv/callback?code=${spvCode}&state=${spvState}`);
    walked.add('/api/spv/callback?code');

    // The account deletion: for an hour, the link deletes the whole business.
    expect((await call('POST', '/api/user/account/delete', { password: owner.password })).status).toBe(202);
    const deletion = await mailedLink(owner.email, /^\/account\/delete\//);
    tokens.push(deletion.split('/').pop()!);
    await walk('/account/delete/:token', 'GET', deletion);

    expect([...SECRET_LINKS].filter((link) => !walked.has(link)), 'declared secret links this test does not walk').toEqual([]);
    expect(tokens.every((token) => token.length >= 16)).toBe(true);

    const lines = chunks.join('').split('\n').filter(Boolean);
    expect(lines.filter((line) => line.includes('"msg":"request"')).length).toBeGreaterThan(10);
    expect(lines.filter((line) => line.includes('mail written to outbox')).length).toBeGreaterThanOrEqual(4);
    expect(lines.filter((line) => tokens.some((token) => line.includes(token) || line.includes(encodeURIComponent(token))))).toEqual([]);
    // The masked links are there, so the lines were written and looked at.
    expect(lines.some((line) => line.includes('/api/calendar/[REDACTED]'))).toBe(true);
    expect(lines.some((line) => line.includes('/account/delete/[REDACTED]'))).toBe(true);
  });
});
