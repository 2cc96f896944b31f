import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  REGISTRY_FORM_KEY,
  type ErrorBody,
  type RegistryCredentialsStatus,
  type RegistryDocumentsResponse,
  type RegistrySendResponse,
  type ServiceCodesResponse,
} from '@atelier/core';
import { startFakeRegistry, type FakeRegistry } from '../../integrations/registry/fake-registry.js';
import { databaseKinds } from '../../test/databases.js';
import { makeDocument } from '../../test/documents.js';
import { makeMember, makeUser, type TestUser } from '../../test/factories.js';
import { estimateData, makeForm } from '../../test/forms.js';
import { startTestApp, TEST_ENCRYPTION_KEY, type TestApp } from '../../test/test-app.js';
import { rotateRegistryKey } from './rotate-key.js';
import { createSecretBox } from '../../infra/secret-box.js';

const REGISTRY_EMAIL = 'atelier.rar@example.ro';
const REGISTRY_PASSWORD = 'Parola-RAR-foarte-secretă-7';
const HOUR = 3600_000;

describe.each(databaseKinds())('registry integration (RAR AutoPass) on %s', (kind) => {
  let t: TestApp;
  let fake: FakeRegistry;
  let registryFormId: string;
  let estimateFormId: string;
  const logs: string[] = [];
  let clockNow: () => Date = () => new Date();

  beforeAll(async () => {
    fake = await startFakeRegistry({ accounts: { [REGISTRY_EMAIL]: REGISTRY_PASSWORD }, now: () => clockNow() });
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logs.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    t = await startTestApp({
      kind,
      env: { REGISTRY_URL: fake.url, REGISTRY_TIMEOUT_MS: '400', REGISTRY_RETRIES: '1', LOG_LEVEL: 'trace' },
      logStream,
    });
    clockNow = t.clock.now;
    registryFormId = (await makeForm(t, { key: REGISTRY_FORM_KEY, title: 'Înregistrare RAR AutoPass', public: false, addon: 'registry_integration' })).id;
    estimateFormId = (await makeForm(t, { key: 'deviz-registru-test', public: false })).id;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.setDelay(0);
  });

  const call = <T>(who: TestUser, method: string, url: string, json?: unknown, headers: Record<string, string> = {}) =>
    who.client.request<T & ErrorBody>(method, url, { token: who.token, headers, ...(json === undefined ? {} : { json }) });
  const save = (who: TestUser, email = REGISTRY_EMAIL, password = REGISTRY_PASSWORD) =>
    call<RegistryCredentialsStatus>(who, 'POST', '/api/user/forms/autopass/credentials', { email, password });
  const status = (who: TestUser) => call<RegistryCredentialsStatus>(who, 'GET', '/api/user/forms/autopass/credentials/status');
  const codes = (who: TestUser) => call<ServiceCodesResponse>(who, 'GET', '/api/user/forms/autopass/prestatie-codes');
  const send = (who: TestUser, body: Record<string, unknown>, documentId?: string) =>
    call<RegistrySendResponse>(who, 'POST', `/api/user/forms/autopass${documentId ? `?submission_id=${documentId}` : ''}`, body);
  const documents = (who: TestUser, query = '') => call<RegistryDocumentsResponse>(who, 'GET', `/api/user/forms/autopass/documents${query}`);
  /** After the clock jumps, the access token has expired: the refresh cookie gets a new one. */
  const refresh = async (who: TestUser) => {
    const res = await who.client.request<{ access_token: string }>('POST', '/api/user/refresh-token');
    expect(res.status, res.text).toBe(200);
    who.token = res.body.access_token;
  };
  const today = () => t.clock.now().toISOString().slice(0, 10);
  const record = (over: Record<string, unknown> = {}) => ({
    vin: 'UU1ABC12345678901',
    registration_number: 'CJ 12 ABC',
    odometer: 154_321,
    service_date: today(),
    codes: ['REV'],
    notes: 'Revizie anuală',
    ...over,
  });
  /** A workshop with the registry application allocated and its estimate form, signed in. */
  const workshop = async () => {
    const owner = await makeUser(t);
    const { grantAccess } = await import('../forms/forms.repo.js');
    await grantAccess(t.database.db, owner.businessId, registryFormId);
    await grantAccess(t.database.db, owner.businessId, estimateFormId);
    return owner;
  };

  it('answers 403 registry_not_allocated on every call without the registry application or its add-on', async () => {
    const user = await makeUser(t);
    const answers = await Promise.all([
      save(user),
      status(user),
      codes(user),
      send(user, record()),
      documents(user),
      call(user, 'DELETE', '/api/user/forms/autopass/credentials'),
      call(user, 'POST', '/api/user/forms/autopass/credentials/test'),
    ]);
    expect(answers.map((a) => [a.status, a.body.error?.code])).toEqual(Array.from({ length: 7 }, () => [403, 'registry_not_allocated']));
  });

  it('opens with the add-on in the active subscription instead of an allocation', async () => {
    const user = await makeUser(t);
    const now = t.clock.now();
    await t.database.db
      .insertInto('subscriptions')
      .values({
        id: 'f'.repeat(12) + user.businessId.slice(12),
        business_id: user.businessId,
        starts_at: new Date(now.getTime() - HOUR),
        ends_at: new Date(now.getTime() + 300 * 24 * HOUR),
        applications: 1,
        registry_integration: true,
        price_net: '50.00',
        price_vat: '10.50',
        price_gross: '60.50',
      } as never)
      .execute();
    expect((await status(user)).body).toEqual({ state: 'none', last_checked_at: null, last_error: null, last_error_code: null });
  });

  it('saves credentials only after a registry login accepts them; stores them sealed; status says how the last check went', async () => {
    const owner = await workshop();
    const wrong = await save(owner, REGISTRY_EMAIL, 'parola-greșită');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('registry_login_failed');
    expect(wrong.body.error.message).toContain('parola AutoPass nu sunt corecte');
    expect(wrong.text).not.toContain('parola-greșită');
    expect((await status(owner)).body.state).toBe('none');

    const saved = await save(owner);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ state: 'working', last_error: null });
    expect(saved.text).not.toContain(REGISTRY_PASSWORD);
    expect(saved.text).not.toContain(REGISTRY_EMAIL);

    const row = await t.database.db.selectFrom('registry_accounts').selectAll().where('business_id', '=', owner.businessId).executeTakeFirstOrThrow();
    for (const secret of [REGISTRY_PASSWORD, REGISTRY_EMAIL, ...fake.tokens()]) {
      expect(row.credentials_enc.toString('latin1')).not.toContain(secret);
      expect(row.session_enc?.toString('latin1') ?? '').not.toContain(secret);
    }
    const context = `registry:${owner.businessId}:credentials`;
    const sealed = { data: row.credentials_enc, keyId: row.credentials_key_id };
    // Without the key it does not open: another key, even under the stored key id, fails GCM's check.
    const otherKey = 'f'.repeat(64);
    expect(createSecretBox({ key: otherKey }).open(sealed, context)).toBeUndefined();
    expect(createSecretBox({ key: otherKey }).open({ ...sealed, keyId: createSecretBox({ key: otherKey }).keyId }, context)).toBeUndefined();
    expect(JSON.parse(createSecretBox({ key: TEST_ENCRYPTION_KEY }).open(sealed, context) ?? '{}')).toEqual({ email: REGISTRY_EMAIL, password: REGISTRY_PASSWORD });

    const test = await call<RegistryCredentialsStatus>(owner, 'POST', '/api/user/forms/autopass/credentials/test');
    expect(test.body.state).toBe('working');
    // The registry account's password changes: the next check says failing, with the registry's reason.
    fake.accounts.set(REGISTRY_EMAIL, 'parola-noua-1');
    const failing = await call<RegistryCredentialsStatus>(owner, 'POST', '/api/user/forms/autopass/credentials/test');
    expect(failing.body).toMatchObject({ state: 'failing', last_error_code: 'registry_credentials_rejected' });
    expect(failing.body.last_error).toContain('parola AutoPass');
    fake.accounts.set(REGISTRY_EMAIL, REGISTRY_PASSWORD);
    // A registry that does not answer: failing, registry_unavailable (the credentials may be fine).
    fake.fail({ status: 503, count: 2 });
    expect((await call<RegistryCredentialsStatus>(owner, 'POST', '/api/user/forms/autopass/credentials/test')).body).toMatchObject({
      state: 'failing',
      last_error_code: 'registry_unavailable',
    });
    expect((await call<RegistryCredentialsStatus>(owner, 'POST', '/api/user/forms/autopass/credentials/test')).body.state).toBe('working');

    expect((await call(owner, 'DELETE', '/api/user/forms/autopass/credentials')).status).toBe(204);
    expect((await status(owner)).body.state).toBe('none');
    expect(await t.database.db.selectFrom('registry_accounts').select('business_id').where('business_id', '=', owner.businessId).executeTakeFirst()).toBeUndefined();
    const again = await call(owner, 'DELETE', '/api/user/forms/autopass/credentials');
    expect([again.status, again.body.error.code]).toEqual([409, 'registry_not_configured']);
    expect((await codes(owner)).body.error.code).toBe('registry_not_configured');
  });

  it('limits registry logins caused by saving or testing credentials to 20 an hour per business', async () => {
    const owner = await workshop();
    for (let i = 0; i < 20; i += 1) expect((await save(owner, REGISTRY_EMAIL, `ghicit-${i}`)).status).toBe(400);
    const limited = await save(owner);
    expect([limited.status, limited.body.error.code]).toEqual([429, 'rate_limited']);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await call(owner, 'POST', '/api/user/forms/autopass/credentials/test')).status).toBe(429);
    t.clock.advance(HOUR + 1000);
    await refresh(owner);
    expect((await save(owner)).status).toBe(200);
  });

  it('loads the codes once a day, R-ODO and I-ODO needing the initial reading; a refused session is renewed unseen', async () => {
    const owner = await workshop();
    await save(owner);
    const before = fake.requests.length;
    const first = await codes(owner);
    expect(first.status, first.text).toBe(200);
    expect(first.body.codes.filter((c) => c.requires_initial_odometer).map((c) => c.code).sort()).toEqual(['I-ODO', 'R-ODO']);
    expect(first.body.codes.map((c) => c.code)).not.toContain('X-VECHI');
    await codes(owner);
    expect(fake.requests.slice(before).filter((r) => r.path.endsWith('/prestatii'))).toHaveLength(1);
    // A day later, with a session the registry has ended meanwhile: a new login, then the list, the user sees none of it.
    t.clock.advance(25 * HOUR);
    await refresh(owner);
    fake.expireSessions();
    const later = await codes(owner);
    expect(later.status, later.text).toBe(200);
    expect(fake.requests.slice(before).filter((r) => r.path.endsWith('/prestatii')).map((r) => r.status)).toEqual([200, 401, 200]);
    // The session of ~30 h is reused until 10 minutes before its end, then a new login.
    t.clock.advance(25 * HOUR);
    const logins = fake.requests.filter((r) => r.path.endsWith('/autentificare')).length;
    t.clock.advance(5 * HOUR - 5 * 60_000);
    await refresh(owner);
    expect((await codes(owner)).status).toBe(200);
    expect(fake.requests.filter((r) => r.path.endsWith('/autentificare')).length).toBe(logins + 1);
    expect((await status(owner)).body.state).toBe('working');
  });

  it('validates as SPEC §5: VIN, plate, odometer required; initial odometer with R-ODO/I-ODO; a code; no future date', async () => {
    const owner = await workshop();
    await save(owner);
    await codes(owner);
    const empty = await send(owner, { codes: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.details?.map((d) => [d.path, d.code])).toEqual([
      ['vin', 'required'],
      ['registration_number', 'required'],
      ['odometer', 'required'],
      ['service_date', 'required'],
      ['codes', 'codes_required'],
    ]);
    const odo = await send(owner, record({ codes: ['R-ODO'] }));
    expect(odo.body.error.details?.map((d) => [d.path, d.code])).toEqual([['initial_odometer', 'initial_odometer_required']]);
    const future = new Date(t.clock.now().getTime() + 48 * HOUR).toISOString().slice(0, 10);
    const bad = await send(owner, record({ vin: 'UU1ABC1234567890I', service_date: future, codes: ['NU-EXISTA'] }));
    expect(bad.body.error.details?.map((d) => [d.path, d.code])).toEqual([
      ['vin', 'vin_characters'],
      ['service_date', 'service_date_future'],
      ['codes', 'unknown_code'],
    ]);
    expect((await send(owner, record({ odometer: -1 }))).status).toBe(400);
  });

  it("gives the applications' titles in the app's chosen language (?locale=), not the browser's Accept-Language", async () => {
    const owner = await workshop();
    const translated = (await makeForm(t, { key: 'deviz-registru-tradus', title: 'Deviz auto (plătitor de TVA)', public: false, translations: { en: { title: 'Car service estimate (VAT payer)' } } })).id;
    const { grantAccess } = await import('../forms/forms.repo.js');
    await grantAccess(t.database.db, owner.businessId, translated);
    const doc = await makeDocument({ user: owner, formId: translated, data: estimateData({ vehicle: { plate: 'B 321 XYZ' } }) });
    const titleIn = async (query: string) =>
      (await call<RegistryDocumentsResponse>(owner, 'GET', `/api/user/forms/autopass/documents${query}`, undefined, { 'accept-language': 'en-US,en;q=0.9' })).body.results.find((d) => d.id === doc.id)?.form_title;
    expect(await titleIn('?locale=ro')).toBe('Deviz auto (plătitor de TVA)');
    expect(await titleIn('?locale=it')).toBe('Deviz auto (plătitor de TVA)');
    expect(await titleIn('?locale=en')).toBe('Car service estimate (VAT payer)');
    // A caller that names no language: the browser's is the fallback.
    expect(await titleIn('')).toBe('Car service estimate (VAT payer)');
    expect((await call(owner, 'GET', '/api/user/forms/autopass/documents?locale=fr')).status).toBe(400);
  });

  it('sends a document’s record, then updates it; the registry’s refusals and outages keep the data and say why', async () => {
    const owner = await workshop();
    await save(owner);
    const doc = await makeDocument({ user: owner, formId: estimateFormId, data: estimateData({ vehicle: { vin: 'WVWZZZ1JZXW000123', plate: 'B 123 XYZ' } }) });
    const listed = await documents(owner);
    const row = listed.body.results.find((d) => d.id === doc.id);
    expect(row).toMatchObject({ plate: 'B123XYZ', vin: 'WVWZZZ1JZXW000123', registry: { state: 'not_sent', autopass_id: null } });
    expect(row?.draft).toMatchObject({ vin: 'WVWZZZ1JZXW000123', registration_number: 'B123XYZ', codes: [] });

    const sent = await send(owner, record({ vin: row?.draft.vin, registration_number: row?.draft.registration_number, codes: ['R-ODO'], initial_odometer: 98_000 }), doc.id);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toMatchObject({ action: 'submit', status: 'ACCEPTED', document_id: doc.id });
    const autopassId = sent.body.autopass_id;
    expect(fake.records.get(autopassId)?.body).toMatchObject({ km_initiali: 98_000, coduri_prestatii: ['R-ODO'], referinta: { id_document: doc.id } });

    const updated = await send(owner, record({ vin: 'WVWZZZ1JZXW000123', registration_number: 'B123XYZ', codes: ['R-ODO'], initial_odometer: 98_000, odometer: 154_400 }), doc.id);
    expect(updated.body).toMatchObject({ action: 'update', autopass_id: autopassId });
    expect(fake.records.get(autopassId)).toMatchObject({ versions: 2, body: { km_bord: 154_400 } });
    expect([...fake.records.values()].filter((r) => r.body.vin === 'WVWZZZ1JZXW000123')).toHaveLength(1);
    const after = (await documents(owner, '?state=sent')).body.results.find((d) => d.id === doc.id);
    expect(after?.registry).toMatchObject({ state: 'sent', autopass_id: autopassId, last_error_code: null });
    expect(after?.draft.odometer).toBe(154_400);

    // Refused by the registry (a duplicate sent from elsewhere) and an outage: each kept, with the answer.
    const other = await makeDocument({ user: owner, formId: estimateFormId, data: estimateData({ vehicle: { vin: 'WVWZZZ1JZXW000123' } }) });
    const duplicate = await send(owner, record({ vin: 'WVWZZZ1JZXW000123', codes: ['R-ODO'], initial_odometer: 98_000 }), other.id);
    expect([duplicate.status, duplicate.body.error.code]).toEqual([409, 'registry_duplicate']);
    expect(duplicate.body.error.message).toContain(autopassId);
    t.clock.advance(1000);
    fake.fail({ status: 503, count: 2 });
    const down = await send(owner, record({ notes: 'Text tastat de mecanic' }), other.id);
    expect([down.status, down.body.error.code]).toEqual([502, 'registry_unavailable']);
    const failed = (await documents(owner, '?state=failed')).body.results.find((d) => d.id === other.id);
    expect(failed?.registry).toMatchObject({ state: 'failed', autopass_id: null, last_error_code: 'registry_unavailable' });
    expect(failed?.draft.notes).toBe('Text tastat de mecanic');
    t.clock.advance(1000);
    const retried = await send(owner, record({ notes: 'Text tastat de mecanic' }), other.id);
    expect(retried.body.action).toBe('submit');
    const sends = await t.database.db.selectFrom('registry_sends').selectAll().where('document_id', '=', other.id).orderBy('created_at').orderBy('id').execute();
    expect(sends.map((s) => [s.action, s.outcome, s.created_by])).toEqual([
      ['submit', 'registry_duplicate', owner.user.id],
      ['submit', 'registry_unavailable', owner.user.id],
      ['submit', 'accepted', owner.user.id],
    ]);
    expect(sends[2]?.request).toMatchObject({ notes: 'Text tastat de mecanic', vin: 'UU1ABC12345678901' });
    // The outage's key was kept for the retry; the duplicate's answer was definitive, so it got a new key.
    expect(sends[1]?.idempotency_key).toBe(sends[2]?.idempotency_key);
    expect(sends[0]?.idempotency_key).not.toBe(sends[1]?.idempotency_key);
    expect((await documents(owner, '?q=B123')).body.results.map((d) => d.id)).toContain(doc.id);
    expect((await documents(owner, '?state=not_sent')).body.results.map((d) => d.id)).not.toContain(doc.id);
  });

  it('a retry after a timeout never makes a second record: the same idempotency key, then the current data', async () => {
    const owner = await workshop();
    await save(owner);
    const doc = await makeDocument({ user: owner, formId: estimateFormId, data: estimateData({ vehicle: { vin: 'WVWZZZ1JZXW000777' } }) });
    const before = fake.records.size;
    // The registry takes longer than REGISTRY_TIMEOUT_MS on both tries, but stores the record anyway.
    fake.setDelay(700);
    const timedOut = await send(owner, record({ vin: 'WVWZZZ1JZXW000777', odometer: 1000 }), doc.id);
    expect([timedOut.status, timedOut.body.error.code]).toEqual([502, 'registry_unavailable']);
    await new Promise((resolve) => setTimeout(resolve, 900));
    fake.setDelay(0);
    expect(fake.records.size).toBe(before + 1);
    const retried = await send(owner, record({ vin: 'WVWZZZ1JZXW000777', odometer: 1200 }), doc.id);
    expect(retried.status, retried.text).toBe(200);
    expect(fake.records.size).toBe(before + 1);
    expect(fake.records.get(retried.body.autopass_id)?.body.km_bord).toBe(1200);
    const keys = fake.requests.filter((r) => r.method === 'POST' && r.path === '/api/v1/interventii' && r.idempotencyKey?.includes(doc.id)).map((r) => r.idempotencyKey);
    expect(new Set(keys).size).toBe(1);
  });

  it('keeps each business to its own: B cannot send A’s document nor see it; members send but do not manage credentials', async () => {
    const a = await workshop();
    const b = await workshop();
    await save(a);
    await save(b);
    const docA = await makeDocument({ user: a, formId: estimateFormId });
    const stolen = await send(b, record(), docA.id);
    expect([stolen.status, stolen.body.error.code]).toEqual([404, 'document_not_found']);
    expect((await documents(b)).body.results.map((d) => d.id)).not.toContain(docA.id);
    expect((await documents(a)).body.results.map((d) => d.id)).toContain(docA.id);
    expect(await t.database.db.selectFrom('registry_records').select('document_id').where('document_id', '=', docA.id).executeTakeFirst()).toBeUndefined();

    const member = await makeMember(t, a);
    expect((await status(member)).body.state).toBe('working');
    expect((await save(member)).body.error.code).toBe('owner_only');
    expect((await call(member, 'DELETE', '/api/user/forms/autopass/credentials')).body.error.code).toBe('owner_only');
    const bySent = await send(member, record({ vin: 'WVWZZZ1JZXW000999' }), docA.id);
    expect(bySent.status, bySent.text).toBe(200);
    const sendRow = await t.database.db.selectFrom('registry_sends').select('created_by').where('document_id', '=', docA.id).executeTakeFirstOrThrow();
    expect(sendRow.created_by).toBe(member.user.id);
    expect((await status(b)).body.state).toBe('working');
    expect((await call(b, 'DELETE', '/api/user/forms/autopass/credentials')).status).toBe(204);
    expect((await status(a)).body.state).toBe('working');
  });

  it('a record without a document: the Idempotency-Key header makes a retry safe', async () => {
    const owner = await workshop();
    await save(owner);
    const headers = { 'idempotency-key': 'fara-document-0001' };
    const first = await call<RegistrySendResponse>(owner, 'POST', '/api/user/forms/autopass', record({ vin: 'WVWZZZ1JZXW000555' }), headers);
    const second = await call<RegistrySendResponse>(owner, 'POST', '/api/user/forms/autopass', record({ vin: 'WVWZZZ1JZXW000555' }), headers);
    expect(first.status, first.text).toBe(200);
    expect(second.body.autopass_id).toBe(first.body.autopass_id);
    expect(first.body.document_id).toBeNull();
  });

  // Near the end: it re-encrypts every account under a key the running app does not hold.
  it('rotates ENCRYPTION_KEY: the new key re-encrypts what the previous one sealed; unknown keys are reported, not lost', async () => {
    const owner = await workshop();
    await save(owner);
    const newKey = 'a1'.repeat(32);
    const stranger = await rotateRegistryKey({ db: t.database.db, box: createSecretBox({ key: 'b2'.repeat(32) }) });
    expect(stranger.resealed).toBe(0);
    expect(stranger.unreadable).toContain(owner.businessId);
    const rotated = createSecretBox({ key: newKey, previous: [TEST_ENCRYPTION_KEY] });
    const report = await rotateRegistryKey({ db: t.database.db, box: rotated });
    expect(report.resealed).toBe(report.accounts);
    expect(report.unreadable).toEqual([]);
    const row = await t.database.db.selectFrom('registry_accounts').selectAll().where('business_id', '=', owner.businessId).executeTakeFirstOrThrow();
    expect([row.credentials_key_id, row.session_key_id]).toEqual([rotated.keyId, rotated.keyId]);
    const opened = createSecretBox({ key: newKey }).open({ data: row.credentials_enc, keyId: row.credentials_key_id }, `registry:${owner.businessId}:credentials`);
    expect(JSON.parse(opened ?? '{}')).toEqual({ email: REGISTRY_EMAIL, password: REGISTRY_PASSWORD });
    expect(createSecretBox({ key: TEST_ENCRYPTION_KEY }).open({ data: row.credentials_enc, keyId: row.credentials_key_id }, `registry:${owner.businessId}:credentials`)).toBeUndefined();
    expect((await rotateRegistryKey({ db: t.database.db, box: rotated })).resealed).toBe(0);
    // The app still on the old key cannot read them: the status says so, and saving again heals it.
    const test = await call<RegistryCredentialsStatus>(owner, 'POST', '/api/user/forms/autopass/credentials/test');
    expect(test.body).toMatchObject({ state: 'failing', last_error_code: 'registry_credentials_rejected' });
    expect(test.body.last_error).toContain('ENCRYPTION_KEY');
    expect((await save(owner)).body.state).toBe('working');
  });

  it('never writes the credentials or the registry session to a log line', () => {
    expect(logs.length).toBeGreaterThan(50);
    const secrets = [REGISTRY_PASSWORD, 'parola-greșită', 'parola-noua-1', 'ghicit-', ...fake.tokens()];
    expect(fake.tokens().length).toBeGreaterThan(3);
    for (const line of logs) for (const secret of secrets) expect(line).not.toContain(secret);
  });
});
