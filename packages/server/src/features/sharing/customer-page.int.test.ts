import { copyFile, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { DocumentSharingDto, SendResponse } from '@atelier/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signaturePng } from '../../pdf/test-support/pdf-tools.js';
import { databaseKinds } from '../../test/databases.js';
import { makeDocument } from '../../test/documents.js';
import { makeUser, type TestUser } from '../../test/factories.js';
import { estimateData, makeForm } from '../../test/forms.js';
import { readPage } from '../../test/html-page.js';
import { httpClient, userCall } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const WHATSAPP = 'WhatsApp/2.24.6.77 A';
const FACEBOOK = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

/**
 * Issue 29, the customer's page `/d/{token}` as the server sends it (the app's page rendered by the
 * built renderer, dist-ssr): readable without JavaScript, its visitor's alone (never cached, never
 * indexed), its API request made as the visitor's (their address for the rate limit, their browser
 * so that a link preview does not count as opened).
 */
describe.each(databaseKinds())("the customer's page without JavaScript (%s)", (kind) => {
  let t: TestApp;
  let formId: string;
  const log: string[] = [];

  beforeAll(async () => {
    // The app's own index.html, so the page is sent rendered by the built app (dist-ssr).
    const webDist = await mkdtemp(path.join(os.tmpdir(), 'atelier-customer-page-'));
    await copyFile(fileURLToPath(new URL('../../../../web/index.html', import.meta.url)), path.join(webDist, 'index.html'));
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    t = await startTestApp({ kind, env: { WEB_DIST: webDist, LOG_LEVEL: 'info' }, logStream });
    formId = (await makeForm(t)).id;
  });
  afterAll(async () => t?.close());

  const workshop = async () => {
    const user = await makeUser(t);
    const { grantAccess } = await import('../forms/forms.repo.js');
    await grantAccess(t.database.db, user.businessId, formId);
    await t.database.db.updateTable('businesses').set({ name: 'Service Auto Ștefănescu' }).where('id', '=', user.businessId).execute();
    return user;
  };
  const sentLink = async (user: TestUser, locale = 'ro') => {
    const doc = await makeDocument({ user, formId, data: estimateData({ parts: [{ name: 'Filtru ulei', qty: 1, price: '45.50' }, { name: 'Plăcuțe frână', qty: 1, price: '180.00' }] }) });
    const sent = await userCall<SendResponse>(user, 'POST', `/api/user/documents/${doc.id}/send`, { channel: 'link', locale });
    expect(sent.status, sent.text).toBe(201);
    return { doc, token: sent.body.url.split('/d/')[1]! };
  };
  const page = async (token: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${t.url}/d/${token}`, { headers: { 'accept-encoding': 'identity', 'user-agent': PHONE, ...headers } });
    return { status: res.status, headers: res.headers, html: await res.text() };
  };
  const linkOf = async (user: TestUser, documentId: string) => (await userCall<DocumentSharingDto>(user, 'GET', `/api/user/documents/${documentId}/sharing`)).body.links[0]!;
  const attempts = (ip: string) => t.counters.get(`share-public:${ip}`);

  it('is the document as the app shows it, its PDF and the workshop, in the HTML; noindex and no-store; each visit rendered anew', async () => {
    const owner = await workshop();
    const { doc, token } = await sentLink(owner);

    const first = await page(token);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('referrer-policy')).toBe('no-referrer');
    const read = readPage(first.html);
    expect(read.meta('robots')).toContain('noindex, nofollow');
    expect(read.titles[0]).toBe(`DEVIZ ${doc.number} · Service Auto Ștefănescu`);
    expect(read.rootSsr).toBe('ro');
    for (const text of ['Service Auto Ștefănescu', doc.number, 'Ștefan Popescu', 'Filtru ulei', 'Plăcuțe frână', '225,50 lei', 'Total', 'Descarcă PDF', owner.email]) expect(read.bodyText).toContain(text);
    expect(read.bodyLinks).toContain(`/api/public/d/${token}/pdf?locale=ro`);
    expect(read.bodyLinks).toContain(`mailto:${owner.email}`);
    // The answer needs the app: a reader without JavaScript is told so, in the page's language.
    expect(read.bodyText).toContain('Aprobarea are nevoie de JavaScript');
    expect(first.html).toContain('[data-needs-js]{display:none}');
    const opened = await linkOf(owner, doc.id);
    expect(opened.first_opened_at).not.toBeNull();

    // Answered meanwhile: the next visit shows the answer (no page kept from the first one).
    const answered = await httpClient(t.url).request('POST', `/api/public/d/${token}/answer`, { json: { consent: true, signer_name: 'Maria Ionescu', version: 1, decision: 'approve', signature: signaturePng() } });
    expect(answered.status, answered.text).toBe(201);
    t.clock.advance(60_000);
    const second = readPage((await page(token)).html);
    expect(second.bodyText).toContain('Răspunsul dumneavoastră');
    expect(second.bodyText).toContain('Maria Ionescu');
    expect(second.bodyText).not.toContain('Aprobarea are nevoie de JavaScript');
    expect((await linkOf(owner, doc.id)).last_opened_at).not.toBe(opened.last_opened_at);

    // Sent in English: drawn in English (the link's language) without ?lang=.
    const english = await sentLink(owner, 'en');
    const inEnglish = readPage((await page(english.token)).html);
    expect([inEnglish.lang, inEnglish.rootSsr]).toEqual(['en', 'en']);
    expect(inEnglish.bodyText).toContain('Download PDF');
    expect(inEnglish.bodyText).toContain('Approving needs JavaScript');
  }, 60_000);

  it('an unknown or withdrawn link is a 404 page, an expired one a 410 page with the workshop to call; both private', async () => {
    const owner = await workshop();
    const unknown = await page('A'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
    expect(readPage(unknown.html).bodyText).toContain('Documentul nu a fost găsit');

    const { doc, token } = await sentLink(owner);
    await userCall(owner, 'DELETE', `/api/user/documents/${doc.id}/links/${(await linkOf(owner, doc.id)).id}`);
    expect((await page(token)).status).toBe(404);

    const later = await sentLink(owner);
    t.clock.advance(31 * DAY_MS);
    try {
      const expired = await page(later.token);
      expect(expired.status).toBe(410);
      expect(expired.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      const read = readPage(expired.html);
      expect(read.bodyText).toContain('Linkul a expirat');
      expect(read.bodyText).toContain(owner.email);
    } finally {
      t.clock.advance(-31 * DAY_MS);
    }
  });

  it("counts the visitor's address, not the server's, and a header cannot choose it", async () => {
    const { token } = await sentLink(await workshop());
    // Over TCP from the loopback, with a made-up forwarded address (TRUST_PROXY is off).
    const loopback = await attempts('127.0.0.1');
    expect((await page(token, { 'x-forwarded-for': '203.0.113.50', 'x-real-ip': '203.0.113.50' })).status).toBe(200);
    expect(await attempts('127.0.0.1')).toBe(loopback + 1);
    expect(await attempts('203.0.113.50')).toBe(0);
    // Two visitors from elsewhere: a bucket each.
    for (const remoteAddress of ['198.51.100.7', '198.51.100.8', '198.51.100.8']) {
      const answer = await t.app.inject({ method: 'GET', url: `/d/${token}`, remoteAddress, headers: { 'user-agent': PHONE } });
      expect(answer.statusCode).toBe(200);
    }
    expect([await attempts('198.51.100.7'), await attempts('198.51.100.8'), await attempts('127.0.0.1')]).toEqual([1, 2, loopback + 1]);
  });

  it('a link preview (WhatsApp, Facebook) gets the page but the link is not opened; the customer opening it is', async () => {
    const owner = await workshop();
    const { doc, token } = await sentLink(owner);
    for (const robot of [WHATSAPP, FACEBOOK]) {
      const preview = await page(token, { 'user-agent': robot });
      expect(preview.status).toBe(200);
      expect(readPage(preview.html).bodyText).toContain('Filtru ulei');
      const json = await fetch(`${t.url}/api/public/d/${token}`, { headers: { 'user-agent': robot } });
      expect(json.status).toBe(200);
    }
    expect(await linkOf(owner, doc.id)).toMatchObject({ first_opened_at: null, last_opened_at: null });
    expect((await userCall<DocumentSharingDto>(owner, 'GET', `/api/user/documents/${doc.id}/sharing`)).body.state).toBe('sent');

    await page(token);
    expect((await linkOf(owner, doc.id)).first_opened_at).not.toBeNull();
  });

  it('never writes a token in the log, the page and the API request its rendering made', async () => {
    const { token } = await sentLink(await workshop());
    const before = log.length;
    await page(token);
    await expect.poll(() => log.slice(before).join('')).toContain('/api/public/d/[REDACTED]');
    const written = log.slice(before).join('');
    expect(written).toContain('"url":"/d/[REDACTED]"');
    expect(log.join('')).not.toContain(token);
  });
});
