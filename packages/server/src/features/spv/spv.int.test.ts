import { PassThrough } from 'node:stream';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { romanianDay, type DocumentDto, type ErrorBody, type SpvPendingResponse, type SpvStatusDto, type SpvUploadDto } from '@atelier/core';
import { futureIssueDateError } from '../../integrations/spv/fake-spv-documents.js';
import type { FakeSpv } from '../../integrations/spv/fake-spv.js';
import { createSecretBox } from '../../infra/secret-box.js';
import { databaseKinds } from '../../test/databases.js';
import { makeMember, makeUser, type TestUser } from '../../test/factories.js';
import { httpClient } from '../../test/http-client.js';
import { TEST_ENCRYPTION_KEY, startTestApp, type TestApp } from '../../test/test-app.js';
import { DAY, HOUR, MINUTE, startSpvHarness, type SpvHarness } from './test-support/spv-harness.js';
import { spvModule } from './spv.module.js';
import { accessContext } from './spv-tokens.js';

const TUNING = { pollMs: [MINUTE, 2 * MINUTE], retryMs: [MINUTE, 2 * MINUTE, 3 * MINUTE], lostMs: [MINUTE, 2 * MINUTE] };

/**
 * SPV through the real HTTP adapter against the fake ANAF (integrations/spv/fake-spv.ts) on a
 * loopback port, as the configured server runs it: the owner's sign-in on the fake's page, uploads
 * the fake checks (here: an invoice dated after the day it is uploaded is refused), its answers
 * after a poll, its 429, 5xx, lost and slow answers. The jobs are driven by the test clock, which the fake
 * shares (its tokens end and its lists date on it); the fake forgets everything between tests, so
 * every business's invoices (all with the sample's seller, number and date) are new to it.
 */
describe.each(databaseKinds())('e-Factura in SPV against the fake ANAF on %s', (kind) => {
  let h: SpvHarness;
  let t: TestApp;
  let fake: FakeSpv;
  const logs: string[] = [];
  /** The tokens the fake gave in the tests before this one (it forgets them at each reset). */
  const issued: string[] = [];

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logs.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    h = await startSpvHarness({ kind, tuning: TUNING, env: { LOG_LEVEL: 'debug' }, logStream });
    ({ t, fake } = h);
  }, 60_000);
  beforeEach(() => {
    issued.push(...fake.control.issuedTokens());
    fake.control.reset();
  });
  afterAll(async () => {
    await h?.close();
  });

  const tokens = () => [...issued, ...fake.control.issuedTokens()];
  const uploads = () => fake.control.uploads();
  const call = <T>(who: { client: TestUser['client']; token: string }, method: string, url: string, json?: unknown) => h.call<T>(who, method, url, json);
  const status = (who: TestUser) => call<SpvStatusDto>(who, 'GET', '/api/user/spv');
  const attempts = (who: TestUser, id: string) => h.attempts(who, id);
  const later = (ms = 0) => h.later(ms);
  const invoice = (patch: Record<string, Record<string, unknown>> = {}) => h.invoice(patch);
  const save = (who: TestUser, data = invoice()) => h.save(who, data);
  const sealed = (who: TestUser) => h.sealed(who);
  const signIn = (who: TestUser, options: { code?: string; decision?: 'allow' | 'deny' } = {}) => h.signIn(who, options);
  const connected = (mode: 'auto' | 'manual' = 'auto') => h.connected(mode);
  const renew = (who: TestUser) => h.renew(who);

  it("connects through ANAF's sign-in: owner only, a one-time state, the tokens sealed and never shown", async () => {
    const owner = await makeUser(t);
    const member = await makeMember(t, owner);
    expect((await status(owner)).body).toMatchObject({ configured: true, connected: false, state: 'not_connected', upload_mode: 'auto' });
    const asMember = await call(member, 'POST', '/api/user/spv/connect');
    expect([asMember.status, asMember.body.error.code]).toEqual([403, 'owner_only']);

    // A state nobody made, and none at all: refused, nothing stored.
    const forged = await httpClient(t.url).request('GET', '/api/spv/callback?code=a-code&state=forged-state');
    expect([forged.status, forged.headers.get('location')]).toEqual([302, '/profile?spv=error&code=spv_state_invalid']);
    expect((await httpClient(t.url).request('GET', '/api/spv/callback?code=x')).headers.get('location')).toBe('/profile?spv=error&code=spv_state_invalid');

    // An expired state.
    const stale = await signIn(owner);
    t.clock.advance(11 * MINUTE);
    expect((await stale.back()).headers.get('location')).toBe('/profile?spv=error&code=spv_state_invalid');
    await renew(owner);

    // The owner gives up at ANAF (Renunță), and ANAF refuses a code it never gave: the state is spent all the same.
    expect((await (await signIn(owner, { decision: 'deny' })).back()).headers.get('location')).toBe('/profile?spv=error&code=spv_grant_refused');
    const refused = await signIn(owner, { code: 'code-anaf-never-gave' });
    expect((await refused.back()).headers.get('location')).toBe('/profile?spv=error&code=spv_grant_refused');
    expect(fake.control.issuedTokens()).toEqual([]);

    const good = await signIn(owner);
    const back = await good.back();
    expect([back.status, back.headers.get('location')]).toEqual([302, '/profile?spv=connected']);
    // Used once: the same state again is refused.
    expect((await good.back()).headers.get('location')).toBe('/profile?spv=error&code=spv_state_invalid');

    const shown = await status(member);
    expect(shown.body).toMatchObject({ configured: true, connected: true, state: 'connected', last_error: null, upload_mode: 'auto' });
    expect(Date.parse(shown.body.access_expires_at ?? '') - t.clock.now().getTime()).toBeGreaterThan(89 * DAY);
    expect(Date.parse(shown.body.refresh_expires_at ?? '') - t.clock.now().getTime()).toBeGreaterThan(300 * DAY);
    const given = fake.control.issuedTokens();
    expect(given).toHaveLength(2);
    for (const token of given) expect(shown.text).not.toContain(token);
    const { row, access, refresh } = await sealed(owner);
    expect([access, refresh].sort()).toEqual([...given].sort());
    for (const token of given) {
      expect(row.access_enc.toString('latin1')).not.toContain(token);
      expect(row.refresh_enc.toString('latin1')).not.toContain(token);
    }
    // Only hashes of the states are kept.
    const states = await t.database.db.selectFrom('spv_oauth_states').select('state_hash').where('business_id', '=', owner.businessId).execute();
    expect(states.map((s) => s.state_hash)).not.toContain(good.state);
  });

  it('uploads an invoice when saved (automatic), follows it to accepted and keeps the signed ZIP', async () => {
    const owner = await connected();
    const doc = await save(owner);
    const [queued] = await attempts(owner, doc.id);
    expect(queued).toMatchObject({ state: 'to_send', trigger: 'auto', number: doc.number, upload_index: null, has_archive: false });

    await later();
    expect(uploads()).toHaveLength(1);
    const sent = uploads()[0];
    expect(sent).toMatchObject({ cif: '18547290', b2c: false, standard: 'UBL', number: doc.number, issueDate: '2026-03-20' });
    expect(sent?.xml).toContain(`<cbc:ID>${doc.number}</cbc:ID>`);
    expect((await attempts(owner, doc.id))[0]).toMatchObject({ state: 'sent', upload_index: sent?.index });

    // Never polled from a request, and not before its time.
    await later(30_000);
    expect((await attempts(owner, doc.id))[0]?.state).toBe('sent');
    expect(fake.control.calls().stareMesaj).toBeUndefined();
    await later(30_000);
    expect((await attempts(owner, doc.id))[0]?.state).toBe('processing');
    await later(2 * MINUTE);
    const [accepted] = await attempts(owner, doc.id);
    expect(accepted).toMatchObject({ state: 'accepted', upload_index: sent?.index, download_id: expect.any(String) as string, has_archive: true, messages: [] });
    expect(fake.control.calls()).toMatchObject({ upload: 1, stareMesaj: 2, descarcare: 1 });

    const zip = await fetch(`${t.url}/api/user/documents/${doc.id}/spv/archive`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toBe(`attachment; filename="Factura ${doc.number} - SPV ${sent?.index}.zip"`);
    // ANAF's ZIP as it sent it: the invoice and the Ministry's signature, named by the upload index.
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([`${sent?.index}.xml`, `semnatura_${sent?.index}.xml`]);
    expect(strFromU8(files[`${sent?.index}.xml`] ?? new Uint8Array())).toBe(sent?.xml);
    expect(strFromU8(files[`semnatura_${sent?.index}.xml`] ?? new Uint8Array())).toContain('<SignatureValue>');

    // Accepted: off the list of invoices to send, and not sent again.
    expect((await call<SpvPendingResponse>(owner, 'GET', '/api/user/spv/pending')).body.results).toEqual([]);
    const again = await call(owner, 'POST', `/api/user/documents/${doc.id}/spv`);
    expect([again.status, again.body.error.code]).toEqual([409, 'spv_already_accepted']);
  });

  it('manual mode: saved invoices wait on the list with their deadline until Send to SPV; an individual buyer goes as B2C', async () => {
    t.clock.set(new Date('2026-03-20T08:00:00Z'));
    const owner = await connected('manual');
    // The app's language that goes with the choice is one of ro, en, it: another is refused, the mode kept.
    const unknown = await call(owner, 'PUT', '/api/user/spv/settings?locale=de', { upload_mode: 'auto' });
    expect([unknown.status, unknown.body.error.code]).toEqual([400, 'validation_error']);
    expect((await status(owner)).body.upload_mode).toBe('manual');
    const member = await makeMember(t, owner);
    const company = await save(owner);
    const person = await save(owner, invoice({ client: { type: 'pf', name: 'Ion Popescu', cui: '', reg_no: '', cnp: '' } }));
    await later();
    expect(uploads()).toEqual([]);

    // Issued Friday 20 March 2026: due Friday 27 March; on Wednesday 25th, 2 working days are left.
    t.clock.set(new Date('2026-03-25T08:00:00Z'));
    await renew(owner);
    await renew(member);
    const pending = await call<SpvPendingResponse>(member, 'GET', '/api/user/spv/pending');
    expect(pending.body.results.map((r) => [r.document_id, r.state, r.issue_date, r.deadline, r.working_days_left])).toEqual(
      [company, person].sort((a, b) => a.number.localeCompare(b.number)).map((d) => [d.id, 'to_send', '2026-03-20', '2026-03-27', 2]),
    );

    // Any member may send.
    const sent = await call<SpvUploadDto>(member, 'POST', `/api/user/documents/${person.id}/spv`);
    expect(sent.status, sent.text).toBe(202);
    expect(sent.body).toMatchObject({ state: 'to_send', trigger: 'manual', document_id: person.id });
    await later();
    expect(uploads()).toHaveLength(1);
    expect(uploads()[0]).toMatchObject({ b2c: true, standard: 'UBL', number: person.number });
    expect(fake.control.calls()).toMatchObject({ uploadb2c: 1 });
    expect(fake.control.calls().upload).toBeUndefined();
    // 13 zeros for an individual without a CNP, as ANAF's B2C upload wants.
    expect(uploads()[0]?.xml).toContain('<cbc:CompanyID>0000000000000</cbc:CompanyID>');
    const inProgress = await call(member, 'POST', `/api/user/documents/${person.id}/spv`);
    expect([inProgress.status, inProgress.body.error.code]).toEqual([409, 'spv_upload_in_progress']);
    await later(MINUTE);
    await later(2 * MINUTE);
    expect((await attempts(member, person.id))[0]?.state).toBe('accepted');
    expect((await call<SpvPendingResponse>(member, 'GET', '/api/user/spv/pending')).body.results.map((r) => r.document_id)).toEqual([company.id]);
  });

  it("a rejected invoice keeps ANAF's messages; corrected, it is uploaded again and accepted, both attempts listed", async () => {
    const owner = await connected();
    const today = romanianDay(t.clock.now());
    // Dated next month by mistake: a valid date for the form, an invoice ANAF refuses.
    const wrong = romanianDay(new Date(t.clock.now().getTime() + 31 * DAY));
    const doc = await save(owner, invoice({ company: { date: wrong } }));
    await later();
    await later(MINUTE);
    await later(2 * MINUTE);
    const [rejected] = await attempts(owner, doc.id);
    expect(rejected).toMatchObject({ state: 'rejected', has_archive: false, download_id: expect.any(String) as string });
    expect(rejected?.messages).toEqual([futureIssueDateError(wrong, today)]);
    expect((await call<SpvPendingResponse>(owner, 'GET', '/api/user/spv/pending')).body.results).toMatchObject([{ document_id: doc.id, state: 'rejected' }]);
    const none = await call(owner, 'GET', `/api/user/documents/${doc.id}/spv/archive`);
    expect([none.status, none.body.error.code]).toEqual([404, 'spv_archive_not_found']);

    // The correction is a save: in automatic mode it goes again.
    t.clock.advance(1000);
    const edited = await call<DocumentDto>(owner, 'PUT', `/api/user/completed_forms/${doc.id}`, { data: invoice({ company: { date: today } }), version: doc.version });
    expect(edited.status, edited.text).toBe(200);
    await later();
    await later(MINUTE);
    await later(2 * MINUTE);
    const both = await attempts(owner, doc.id);
    expect(both.map((a) => a.state)).toEqual(['accepted', 'rejected']);
    expect(both[0]?.upload_index).not.toBe(both[1]?.upload_index);
    // Accepted at last: off the list, its rejected attempt with it.
    expect((await call<SpvPendingResponse>(owner, 'GET', '/api/user/spv/pending')).body.results).toEqual([]);
    expect(uploads().map((u) => [u.number, u.issueDate])).toEqual([
      [doc.number, wrong],
      [doc.number, today],
    ]);
  });

  it("an upload whose answer was lost (an error, or a timeout) is found in ANAF's list and not sent twice; one that never arrived is sent again after the checks", async () => {
    const owner = await connected();
    fake.control.loseUploadAnswer({ how: 'error' });
    const lost = await save(owner);
    await later();
    expect(uploads()).toHaveLength(1);
    expect((await attempts(owner, lost.id))[0]).toMatchObject({ state: 'to_send', upload_index: null, last_error_code: 'unavailable', last_error: expect.stringContaining('HTTP 502') as string });
    await later(MINUTE);
    const [found] = await attempts(owner, lost.id);
    expect(found).toMatchObject({ state: 'accepted', upload_index: uploads()[0]?.index, has_archive: true });
    expect(uploads()).toHaveLength(1);

    // Failed before reaching ANAF (the same answer to us): looked for, not there, then sent once.
    fake.control.fail({ status: 502, endpoint: 'upload' });
    const missing = await save(owner);
    await later();
    expect(uploads()).toHaveLength(1);
    await later(MINUTE);
    await later(MINUTE);
    expect(uploads()).toHaveLength(1);
    await later(2 * MINUTE);
    expect(uploads()).toHaveLength(2);
    expect((await attempts(owner, missing.id))[0]).toMatchObject({ state: 'sent', upload_index: uploads()[1]?.index });
    await later(MINUTE);
    await later(2 * MINUTE);
    expect((await attempts(owner, missing.id))[0]?.state).toBe('accepted');

    // ANAF took it but answered after our timeout (1.5 s here): found as well, never uploaded a second time.
    fake.control.loseUploadAnswer({ how: 'hang', ms: 2000 });
    const slow = await save(owner);
    await later();
    expect(uploads()).toHaveLength(3);
    expect((await attempts(owner, slow.id))[0]).toMatchObject({ state: 'to_send', upload_index: null });
    await later(MINUTE);
    expect((await attempts(owner, slow.id))[0]).toMatchObject({ state: 'accepted', upload_index: uploads()[2]?.index });
    expect(uploads().filter((u) => u.number === slow.number)).toHaveLength(1);
  });

  it('429, 5xx and timeouts are tried again later; after the retries the invoice is "not sent" and the owner is told', async () => {
    const owner = await connected();
    fake.control.fail({ status: 429, retryAfterSeconds: 90, endpoint: 'upload' });
    const doc = await save(owner);
    await later();
    expect((await attempts(owner, doc.id))[0]).toMatchObject({ state: 'to_send', last_error_code: 'rate_limited', last_error: null });
    // ANAF's Retry-After (90 s) is longer than the first retry's minute.
    await later(MINUTE);
    expect(uploads()).toHaveLength(0);
    await later(30_000);
    expect(uploads()).toHaveLength(1);
    // A status check that fails is made again; the invoice stays sent.
    fake.control.fail({ status: 503, endpoint: 'stareMesaj' });
    await later(MINUTE);
    expect((await attempts(owner, doc.id))[0]).toMatchObject({ state: 'sent', last_error_code: 'unavailable', last_error: expect.stringContaining('HTTP 503') as string });
    await later(2 * MINUTE);
    await later(2 * MINUTE);
    expect((await attempts(owner, doc.id))[0]?.state).toBe('accepted');

    const failing = await save(owner);
    const mails = t.mailer.sent.length;
    fake.control.fail({ status: 429, count: 4, endpoint: 'upload' });
    await later();
    for (const wait of TUNING.retryMs) await later(wait);
    expect(uploads()).toHaveLength(1);
    const [failed] = await attempts(owner, failing.id);
    expect(failed).toMatchObject({ state: 'failed', last_error_code: 'rate_limited', last_error: null, next_check_at: null });
    const mail = t.mailer.sent.slice(mails).find((m) => m.to === owner.email && m.subject.includes(failing.number));
    expect(mail?.subject).toBe(`Factura ${failing.number} nu a ajuns în SPV`);
    expect(mail?.text).toContain('Motivul: ANAF a cerut să se trimită mai rar (prea multe cereri), iar încercările s-au terminat.');
    // Not sent: still on the list, and a new try may be asked for.
    expect((await call<SpvPendingResponse>(owner, 'GET', '/api/user/spv/pending')).body.results.find((r) => r.document_id === failing.id)?.state).toBe('failed');
    expect((await call(owner, 'POST', `/api/user/documents/${failing.id}/spv`)).status).toBe(202);
    expect((await attempts(owner, failing.id)).map((a) => a.state)).toEqual(['to_send', 'failed']);
    await later();
    expect((await attempts(owner, failing.id))[0]).toMatchObject({ state: 'sent', upload_index: uploads()[1]?.index });
    await later(MINUTE);
    await later(2 * MINUTE);
    expect((await attempts(owner, failing.id))[0]?.state).toBe('accepted');
  });

  it('refreshes the tokens before the access token ends; a refused refresh marks the connection failing with the reason', async () => {
    // ANAF gives a 3-day access token: the hourly upkeep renews it (within 7 days of its end).
    fake.control.setTokenLife({ accessMs: 3 * DAY });
    const owner = await connected();
    fake.control.setTokenLife({ accessMs: 90 * DAY });
    const first = (await status(owner)).body.access_expires_at;
    const before = await sealed(owner);
    await later(HOUR);
    await renew(owner);
    const refreshed = (await status(owner)).body;
    expect(refreshed).toMatchObject({ state: 'connected', last_error: null });
    expect(Date.parse(refreshed.access_expires_at ?? '')).toBeGreaterThan(Date.parse(first ?? '') + 80 * DAY);
    const after = await sealed(owner);
    // ANAF rotates the refresh token too: both new, the used one ended at ANAF.
    expect(after.access).not.toBe(before.access);
    expect(after.refresh).not.toBe(before.refresh);

    fake.control.setTokenLife({ accessMs: 3 * DAY });
    const other = await connected();
    fake.control.setTokenLife({ accessMs: 90 * DAY });
    // ANAF no longer takes the refresh token (ended, or the access withdrawn in SPV).
    fake.control.expireToken((await sealed(other)).refresh);
    await later(HOUR);
    await renew(other);
    expect((await status(other)).body).toMatchObject({ state: 'failing', connected: true, last_error_code: 'refused', last_error: 'invalid_grant: Invalid refresh token' });
  });

  it('disconnects (owner only): the tokens are revoked at ANAF and deleted; sending then needs a connection', async () => {
    const owner = await connected();
    const member = await makeMember(t, owner);
    const asMember = await call(member, 'DELETE', '/api/user/spv');
    expect([asMember.status, asMember.body.error.code]).toEqual([403, 'owner_only']);
    const { access } = await sealed(owner);
    const list = () => fetch(`${fake.apiUrl}/listaMesajeFactura?zile=1&cif=18547290`, { headers: { authorization: `Bearer ${access ?? ''}` } });
    expect((await list()).status).toBe(200);
    expect((await call(owner, 'DELETE', '/api/user/spv')).status).toBe(204);
    expect(fake.control.calls().revoke).toBe(2);
    expect((await list()).status).toBe(401);
    expect((await status(owner)).body).toMatchObject({ connected: false, state: 'not_connected' });
    expect(await t.database.db.selectFrom('spv_connections').select('business_id').where('business_id', '=', owner.businessId).executeTakeFirst()).toBeUndefined();
    const again = await call(owner, 'DELETE', '/api/user/spv');
    expect([again.status, again.body.error.code]).toEqual([409, 'spv_not_connected']);
    const doc = await save(owner);
    expect(await attempts(owner, doc.id)).toEqual([]);
    const send = await call(owner, 'POST', `/api/user/documents/${doc.id}/spv`);
    expect([send.status, send.body.error.code]).toEqual([409, 'spv_not_connected']);
  });

  it("keeps every business to its own: another business gets 404 for a document's SPV routes, a member 403 on the owner's, no session 401", async () => {
    const owner = await connected();
    const stranger = await connected();
    const member = await makeMember(t, owner);
    const doc = await save(owner);
    await later();
    await later(MINUTE);
    await later(2 * MINUTE);
    expect((await attempts(owner, doc.id))[0]?.state).toBe('accepted');
    for (const [method, path] of [
      ['POST', `/api/user/documents/${doc.id}/spv`],
      ['GET', `/api/user/documents/${doc.id}/spv`],
      ['GET', `/api/user/documents/${doc.id}/spv/archive`],
    ] as const) {
      const other = await call(stranger, method, path);
      expect([other.status, other.body.error.code], `${method} ${path}`).toEqual([404, 'document_not_found']);
      expect((await httpClient(t.url).request(method, path)).status).toBe(401);
      expect((await call(member, method, path)).status, `${method} ${path} as a member`).not.toBe(403);
    }
    for (const [method, path, body] of [
      ['POST', '/api/user/spv/connect', undefined],
      ['DELETE', '/api/user/spv', undefined],
      ['PUT', '/api/user/spv/settings', { upload_mode: 'manual' }],
    ] as const) {
      const res = await call(member, method, path, body);
      expect([res.status, res.body.error.code], `${method} ${path}`).toEqual([403, 'owner_only']);
      expect((await httpClient(t.url).request(method, path)).status).toBe(401);
    }
    // The stranger's lists hold nothing of the owner's, and its status nothing of the owner's connection.
    expect((await call<SpvPendingResponse>(stranger, 'GET', '/api/user/spv/pending')).body.results.map((r) => r.document_id)).not.toContain(doc.id);
    const ownerTokens = await sealed(owner);
    const strangers = await status(stranger);
    for (const token of [ownerTokens.access, ownerTokens.refresh]) expect(strangers.text).not.toContain(token);
  });

  it('re-seals the tokens under a new ENCRYPTION_KEY (npm run rotate-key); values no key opens are reported', async () => {
    const owner = await connected();
    const stranger = await spvModule.rotateKey?.({ db: t.database.db, box: createSecretBox({ key: 'b2'.repeat(32) }) });
    expect(stranger?.unreadable).toContain(owner.businessId);
    const rotated = createSecretBox({ key: 'a1'.repeat(32), previous: [TEST_ENCRYPTION_KEY] });
    const report = await spvModule.rotateKey?.({ db: t.database.db, box: rotated });
    expect(report).toMatchObject({ what: 'SPV connections', unreadable: [] });
    const row = await t.database.db.selectFrom('spv_connections').selectAll().where('business_id', '=', owner.businessId).executeTakeFirstOrThrow();
    expect(row.key_id).toBe(rotated.keyId);
    const opened = createSecretBox({ key: 'a1'.repeat(32) }).open({ data: row.access_enc, keyId: row.key_id }, accessContext(owner.businessId));
    expect(fake.control.issuedTokens()).toContain(opened);
    expect((await spvModule.rotateKey?.({ db: t.database.db, box: rotated }))?.resealed).toBe(0);
  });

  it('never writes a token, the client secret, a code or a state to a log line', () => {
    expect(logs.length).toBeGreaterThan(50);
    const secrets = [...tokens(), fake.control.clientSecret];
    expect(secrets.length).toBeGreaterThan(15);
    for (const line of logs) for (const secret of secrets) expect(line).not.toContain(secret);
    const callbacks = logs.filter((line) => line.includes('/api/spv/callback'));
    expect(callbacks.length).toBeGreaterThan(3);
    for (const line of callbacks) expect(line).not.toMatch(/(code|state)=(?!%5BREDACTED%5D)[^&"\s]+/);
  });
});

describe.each(databaseKinds())('e-Factura in SPV not configured, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ kind });
  }, 60_000);
  afterAll(async () => t.close());

  it('says "not configured on this server" and changes nothing else', async () => {
    const owner = await makeUser(t);
    const shown = await owner.client.request<SpvStatusDto>('GET', '/api/user/spv', { token: owner.token });
    expect(shown.body).toEqual({ configured: false, connected: false, state: 'not_configured', connected_at: null, access_expires_at: null, refresh_expires_at: null, last_error_code: null, last_error: null, upload_mode: 'auto' });
    for (const [method, path] of [
      ['POST', '/api/user/spv/connect'],
      ['DELETE', '/api/user/spv'],
      ['POST', '/api/user/documents/0123456789abcdef01234567/spv'],
      // Received supplier invoices (spv-received.ts).
      ['POST', '/api/user/spv/received/sync'],
      ['GET', '/api/user/spv/received'],
      ['GET', '/api/user/spv/received/sync'],
      ['GET', '/api/user/spv/received-lines?query=filtru'],
      ['GET', '/api/user/spv/received/0123456789abcdef01234567'],
      ['GET', '/api/user/spv/received/0123456789abcdef01234567/zip'],
    ] as const) {
      const res = await owner.client.request<ErrorBody>(method, path, { token: owner.token });
      expect([res.status, res.body.error.code], `${method} ${path}`).toEqual([503, 'spv_not_configured']);
    }
    const markup = await owner.client.request<ErrorBody>('PUT', '/api/user/spv/markup', { token: owner.token, json: { markup: 20 } });
    expect([markup.status, markup.body.error.code]).toEqual([503, 'spv_not_configured']);
    const back = await httpClient(t.url).request('GET', '/api/spv/callback?code=c&state=s');
    expect(back.headers.get('location')).toBe('/profile?spv=error&code=spv_not_configured');
    expect((await owner.client.request<SpvPendingResponse>('GET', '/api/user/spv/pending', { token: owner.token })).body.results).toEqual([]);
  });
});
