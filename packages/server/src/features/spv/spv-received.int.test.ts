import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, SpvReceivedDetailDto, SpvReceivedLinesResponse, SpvReceivedListResponse, SpvReceivedSyncDto, SpvReceivedSyncStatus } from '@atelier/core';
import { DEFAULT_RECEIVED, partsInvoiceXml } from '../../integrations/spv/fake-spv-documents.js';
import { startFakeSpv, type FakeSpv } from '../../integrations/spv/fake-spv.js';
import { databaseKinds } from '../../test/databases.js';
import { makeMember, makeUser, type TestUser } from '../../test/factories.js';
import { httpClient } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { connectAtFakeAnaf } from './test-support/fake-sign-in.js';

const REDIRECT = 'http://127.0.0.1:9/api/spv/callback';
const DAY = 86_400_000;
let nextCif = 31_000_000;

describe.each(databaseKinds())('supplier invoices received through SPV on %s', (kind) => {
  let t: TestApp;
  let fake: FakeSpv;
  let clockNow: () => Date = () => new Date();

  beforeAll(async () => {
    fake = await startFakeSpv({ now: () => clockNow() });
    // The app's own HTTP adapter (configured as an operator would) against the fake ANAF.
    const env = {
      ANAF_SPV_URL: fake.apiUrl,
      ANAF_OAUTH_URL: fake.oauthUrl,
      ANAF_SPV_CLIENT_ID: fake.control.clientId,
      ANAF_SPV_CLIENT_SECRET: fake.control.clientSecret,
      ANAF_SPV_REDIRECT_URL: REDIRECT,
      ANAF_SPV_RETRIES: '0',
      ANAF_SPV_TIMEOUT_MS: '2000',
    };
    t = await startTestApp({ kind, env, appDeps: { jobsTuning: { pauseMs: 0 } } });
    clockNow = t.clock.now;
    // Today's daily round runs now, before any business connects: the syncs below are the ones asked for.
    await t.app.jobs.tick();
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  const call = <T>(who: TestUser, method: string, url: string) => who.client.request<T & ErrorBody>(method, url, { token: who.token });
  const list = async (who: TestUser, query = '') => (await call<SpvReceivedListResponse>(who, 'GET', `/api/user/spv/received${query}`)).body;
  const zipOf = async (who: TestUser, id: string) => {
    const res = await fetch(`${t.url}/api/user/spv/received/${id}/zip`, { headers: { authorization: `Bearer ${who.token}` } });
    return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const setCif = async (who: TestUser, cif: string) => {
    await t.database.db
      .insertInto('company_profiles')
      .values({ business_id: who.businessId, name: 'Service Auto Someș SRL', cui: `RO${cif}`, reg_no: '', address: '', county: '', city: '', phone: '', email: '', iban: '', bank: '', vat_payer: true, updated_at: t.clock.now() })
      .onConflict((oc) => oc.column('business_id').doUpdateSet({ cui: `RO${cif}` }))
      .execute();
  };
  const connect = (who: TestUser) => connectAtFakeAnaf({ t, fake, who });
  const connectedOwner = async () => {
    const owner = await makeUser(t);
    const cif = String((nextCif += 7));
    await setCif(owner, cif);
    await connect(owner);
    return { owner, cif };
  };
  /** Asks for a sync (as `who`) and lets the jobs runner do it. */
  const sync = async (who: TestUser) => {
    const res = await call<SpvReceivedSyncDto>(who, 'POST', '/api/user/spv/received/sync');
    expect(res.status, res.text).toBe(202);
    await t.app.jobs.tick();
    const job = await t.database.db.selectFrom('jobs').selectAll().where('id', '=', res.body.id).executeTakeFirstOrThrow();
    expect(job.status, job.last_error ?? '').toBe('done');
    return job.done;
  };

  it("keeps the fake's two suppliers' invoices with their lines and totals; a second sync adds nothing; a new one appears after the next", async () => {
    const { owner, cif } = await connectedOwner();
    const member = await makeMember(t, owner);
    expect((await list(owner)).results).toEqual([]);

    expect(await sync(member)).toBe(2);
    const first = await list(owner);
    expect(first.total).toBe(2);
    // Newest first: the tyre supplier's (a day ago), then the parts distributor's (three days ago).
    expect(first.results.map((r) => [r.number, r.supplier_name])).toEqual([
      ['ALN 88213', 'Anvelope & Lubrifianți Nord SRL'],
      ['PAT-2026-00417', 'Piese Auto Transilvania SRL'],
    ]);
    expect(first.results[1]).toMatchObject({ kind: 'invoice', supplier_cif: 'RO18547290', buyer_cif: `RO${cif}`, currency: 'RON', net: 575.9, vat: 120.94, payable: 696.84 });

    const parts = first.results[1];
    const detail = await call<SpvReceivedDetailDto>(member, 'GET', `/api/user/spv/received/${parts?.id ?? ''}`);
    expect(detail.status).toBe(200);
    expect(detail.body.vat_breakdown).toEqual([{ category: 'S', rate: 21, taxable: 575.9, vat: 120.94 }]);
    expect(detail.body.lines).toHaveLength(4);
    expect(detail.body.lines[0]).toEqual({ name: 'Filtru ulei MANN W 712/95', code: 'MANN-W712/95', quantity: 2, unit_code: 'H87', unit_price: 38.5, net: 77, vat_rate: 21 });
    // The parties and payment, read from the XML kept.
    expect(detail.body.supplier).toEqual({ name: 'Piese Auto Transilvania SRL', cif: 'RO18547290', reg_no: 'J12/1843/2006', address: 'Str. Traian Vuia nr. 208', city: 'Cluj-Napoca', county: 'RO-CJ', country: 'RO' });
    expect(detail.body.buyer).toMatchObject({ cif: `RO${cif}`, reg_no: null, city: 'Cluj-Napoca' });
    expect(detail.body.payment_accounts).toEqual(['RO49AAAA1B31007593840000']);
    expect(detail.body.due_date).toBe(new Date(Date.parse(detail.body.issue_date ?? '') + 30 * DAY).toISOString().slice(0, 10));

    // The ZIP as ANAF sent it, byte for byte.
    const zip = await zipOf(owner, parts?.id ?? '');
    expect([zip.status, zip.type]).toEqual([200, 'application/zip']);
    expect(zip.disposition).toContain('PAT-2026-00417');
    const kept = await t.database.db.selectFrom('spv_received').select(['zip', 'message_id']).where('id', '=', parts?.id ?? '').executeTakeFirstOrThrow();
    expect(zip.bytes.equals(kept.zip)).toBe(true);
    const files = unzipSync(new Uint8Array(zip.bytes));
    const xmlName = Object.keys(files).find((name) => !name.startsWith('semnatura_')) ?? '';
    expect(strFromU8(files[xmlName] ?? new Uint8Array())).toContain('PAT-2026-00417');
    expect(Object.keys(files).some((name) => name.startsWith('semnatura_'))).toBe(true);

    // Again: ANAF lists the same messages, nothing is downloaded twice.
    const downloads = fake.control.calls().descarcare ?? 0;
    expect(await sync(owner)).toBe(0);
    expect(fake.control.calls().descarcare ?? 0).toBe(downloads);
    expect((await list(owner)).total).toBe(2);

    // A supplier sends another invoice: the next sync keeps it.
    const seeded = DEFAULT_RECEIVED[0];
    if (!seeded) throw new Error('the fake has no seeded invoice');
    const today = t.clock.now().toISOString().slice(0, 10);
    fake.control.addReceivedInvoice({
      supplierCif: seeded.supplier.cif,
      xml: partsInvoiceXml({ ...seeded, number: 'PAT-2026-00501', buyerCif: cif, buyerName: 'Service Auto Someș SRL', issueDate: today, dueDate: today, lines: [{ name: 'Bujie NGK', unitCode: 'H87', quantity: 4, price: 25 }] }),
    });
    expect(await sync(owner)).toBe(1);
    const after = await list(owner);
    expect(after.total).toBe(3);
    expect(after.results[0]).toMatchObject({ number: 'PAT-2026-00501', net: 100, vat: 21, payable: 121 });
  });

  it('searches by supplier name (diacritics and case ignored), CIF and number, and pages', async () => {
    const { owner } = await connectedOwner();
    await sync(owner);
    expect((await list(owner, '?query=lubrifianti')).results.map((r) => r.number)).toEqual(['ALN 88213']);
    expect((await list(owner, '?query=TRANSILVANIA')).results.map((r) => r.number)).toEqual(['PAT-2026-00417']);
    expect((await list(owner, '?query=18547290')).results.map((r) => r.number)).toEqual(['PAT-2026-00417']);
    expect((await list(owner, '?query=88213')).results.map((r) => r.number)).toEqual(['ALN 88213']);
    expect((await list(owner, '?query=piese%2000417')).total).toBe(1);
    expect((await list(owner, '?query=nimic')).results).toEqual([]);
    expect((await list(owner, '?query=100%25')).results).toEqual([]);
    const page = await list(owner, '?skip=1&limit=1');
    expect([page.total, page.results.map((r) => r.number)]).toEqual([2, ['PAT-2026-00417']]);
  });

  it('tells the progress of the latest sync: none, queued, then done with the invoices kept', async () => {
    const { owner } = await connectedOwner();
    const member = await makeMember(t, owner);
    const status = async (who: TestUser) => (await call<SpvReceivedSyncStatus>(who, 'GET', '/api/user/spv/received/sync')).body.sync;
    expect(await status(owner)).toBeNull();
    const started = await call<SpvReceivedSyncDto>(owner, 'POST', '/api/user/spv/received/sync');
    expect(await status(member)).toMatchObject({ id: started.body.id, status: 'queued', added: 0, finished_at: null });
    await t.app.jobs.tick();
    expect(await status(owner)).toMatchObject({ id: started.body.id, status: 'done', added: 2, error: null });
    // Another business has its own (none).
    expect(await status(await makeUser(t))).toBeNull();
  });

  it("offers the latest invoices' lines for a deviz, searched by the line, its code, the supplier or the number; credit notes and unreadable files offer none", async () => {
    const { owner, cif } = await connectedOwner();
    const member = await makeMember(t, owner);
    await sync(owner);
    const lines = async (who: TestUser, query = '') => {
      const res = await call<SpvReceivedLinesResponse>(who, 'GET', `/api/user/spv/received-lines${query}`);
      expect(res.status, res.text).toBe(200);
      return res.body.results;
    };
    const all = await lines(member);
    // The newest invoice's lines first, each in its invoice's order.
    expect(all.map((l) => l.number)).toEqual([...Array<string>(all.length - 4).fill('ALN 88213'), 'PAT-2026-00417', 'PAT-2026-00417', 'PAT-2026-00417', 'PAT-2026-00417']);
    const [filter] = await lines(owner, '?query=filtru%20mann');
    expect(filter).toMatchObject({ name: 'Filtru ulei MANN W 712/95', code: 'MANN-W712/95', quantity: 2, unit_code: 'H87', unit_price: 38.5, vat_rate: 21, index: 0, supplier_name: 'Piese Auto Transilvania SRL', number: 'PAT-2026-00417', currency: 'RON' });
    const detail = await call<SpvReceivedDetailDto>(owner, 'GET', `/api/user/spv/received/${filter?.received_id ?? ''}`);
    expect(detail.body.lines[filter?.index ?? -1]?.name).toBe(filter?.name);
    expect((await lines(owner, '?query=TRW-GDB1550')).map((l) => l.name)).toEqual(['Plăcuțe frână față TRW GDB1550']);
    expect((await lines(owner, '?query=placute%20transilvania')).map((l) => l.name)).toEqual(['Plăcuțe frână față TRW GDB1550']);
    expect((await lines(owner, '?query=00417')).length).toBe(4);
    expect(await lines(owner, '?query=nimic')).toEqual([]);
    expect((await lines(owner, '?limit=3')).length).toBe(3);
    const bad = await call(owner, 'GET', '/api/user/spv/received-lines?limit=0');
    expect([bad.status, typeof bad.body.error.code]).toEqual([400, 'string']);

    fake.control.addReceivedInvoice({ supplierCif: '28634474', buyerCif: cif, xml: '<?xml version="1.0"?><Factura><Numar>X-2</Numar></Factura>' });
    await sync(owner);
    expect((await lines(owner)).length).toBe(all.length);
  });

  it('remembers the parts markup per business, set by any member, within 0 to 1000 % and 2 decimals', async () => {
    const { owner } = await connectedOwner();
    const member = await makeMember(t, owner);
    const other = await makeUser(t);
    const markupOf = async (who: TestUser) => (await call<SpvReceivedLinesResponse>(who, 'GET', '/api/user/spv/received-lines')).body.markup;
    const save = (who: TestUser, json: unknown) => who.client.request<{ markup: number } & ErrorBody>('PUT', '/api/user/spv/markup', { token: who.token, json });
    expect(await markupOf(owner)).toBe(0);
    const saved = await save(member, { markup: 17.5 });
    expect([saved.status, saved.body]).toEqual([200, { markup: 17.5 }]);
    expect(await markupOf(owner)).toBe(17.5);
    expect(await markupOf(other)).toBe(0);
    for (const bad of [{ markup: -1 }, { markup: 1000.01 }, { markup: 12.345 }, { markup: '20' }, {}]) {
      expect((await save(owner, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await save(owner, { markup: 0 })).body).toEqual({ markup: 0 });
    expect(await markupOf(member)).toBe(0);
    // The upload mode beside it is untouched.
    expect((await call<{ upload_mode: string }>(owner, 'GET', '/api/user/spv')).body.upload_mode).toBe('auto');
    expect((await httpClient(t.url).request('PUT', '/api/user/spv/markup', { json: { markup: 5 } })).status).toBe(401);
  });

  it("business B sees none of A's received invoices; anonymous is refused", async () => {
    const { owner: a } = await connectedOwner();
    await sync(a);
    const [one] = (await list(a)).results;
    const b = await makeUser(t);
    expect(await list(b)).toEqual({ results: [], total: 0 });
    const detail = await call(b, 'GET', `/api/user/spv/received/${one?.id ?? ''}`);
    expect([detail.status, detail.body.error.code]).toEqual([404, 'spv_received_not_found']);
    const zip = await call(b, 'GET', `/api/user/spv/received/${one?.id ?? ''}/zip`);
    expect([zip.status, zip.body.error.code]).toEqual([404, 'spv_received_not_found']);
    expect((await call<SpvReceivedLinesResponse>(b, 'GET', '/api/user/spv/received-lines')).body.results).toEqual([]);
    expect((await call<SpvReceivedSyncStatus>(b, 'GET', '/api/user/spv/received/sync')).body.sync).toBeNull();
    const anonymous = httpClient(t.url);
    for (const [method, path] of [
      ['GET', '/api/user/spv/received'],
      ['GET', '/api/user/spv/received/sync'],
      ['GET', '/api/user/spv/received-lines'],
      ['GET', `/api/user/spv/received/${one?.id ?? ''}`],
      ['GET', `/api/user/spv/received/${one?.id ?? ''}/zip`],
      ['POST', '/api/user/spv/received/sync'],
    ] as const) {
      expect((await anonymous.request(method, path)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('refuses a sync when not connected, without a CIF, or while one is under way', async () => {
    const owner = await makeUser(t);
    const notConnected = await call(owner, 'POST', '/api/user/spv/received/sync');
    expect([notConnected.status, notConnected.body.error.code]).toEqual([409, 'spv_not_connected']);

    await connect(owner);
    const noCif = await call(owner, 'POST', '/api/user/spv/received/sync');
    expect([noCif.status, noCif.body.error.code]).toEqual([409, 'spv_cif_missing']);

    await setCif(owner, String((nextCif += 7)));
    const queued = await call<SpvReceivedSyncDto>(owner, 'POST', '/api/user/spv/received/sync');
    expect([queued.status, queued.body.status, queued.body.added]).toEqual([202, 'queued', 0]);
    const again = await call(owner, 'POST', '/api/user/spv/received/sync');
    expect([again.status, again.body.error.code]).toEqual([409, 'spv_sync_running']);
    await t.app.jobs.tick();
    expect((await list(owner)).total).toBe(2);
  });

  it('keeps a message it cannot read as an invoice, as ANAF sent it, with the CIF from ANAF\'s words', async () => {
    const { owner, cif } = await connectedOwner();
    await sync(owner);
    fake.control.addReceivedInvoice({ supplierCif: '28634474', buyerCif: cif, xml: '<?xml version="1.0"?><Factura><Numar>X-1</Numar></Factura>' });
    expect(await sync(owner)).toBe(1);
    const [odd] = (await list(owner, '?query=28634474')).results.filter((r) => r.kind === 'unreadable');
    expect(odd).toMatchObject({ kind: 'unreadable', supplier_cif: '28634474', number: '', net: null, payable: null });
    const detail = await call<SpvReceivedDetailDto>(owner, 'GET', `/api/user/spv/received/${odd?.id ?? ''}`);
    expect([detail.status, detail.body.lines]).toEqual([200, []]);
    expect((await zipOf(owner, odd?.id ?? '')).status).toBe(200);
  });

  it("ANAF's 429 and 5xx during a sync: the job tries again later, backing off, and keeps each message once", async () => {
    // The on-demand sync: the daily round's is the same job (its key names the day), retried the same way.
    const { owner } = await connectedOwner();
    const asked = await call<SpvReceivedSyncDto>(owner, 'POST', '/api/user/spv/received/sync');
    expect(asked.status, asked.text).toBe(202);
    const job = () => t.database.db.selectFrom('jobs').selectAll().where('id', '=', asked.body.id).executeTakeFirstOrThrow();
    const calls = () => fake.control.calls();

    // ANAF's list answers 429: nothing kept, the job queued again after the runner's first backoff (30 s).
    fake.control.fail({ status: 429, retryAfterSeconds: 5, endpoint: 'listaMesajeFactura' });
    const listed = calls().listaMesajeFactura ?? 0;
    await t.app.jobs.tick();
    const first = await job();
    expect([first.status, first.attempts, first.run_at.getTime() - t.clock.now().getTime()]).toEqual(['queued', 1, 30_000]);
    expect(first.last_error).toBeTruthy();
    expect((await list(owner)).total).toBe(0);
    t.clock.advance(29_000);
    await t.app.jobs.tick();
    expect(calls().listaMesajeFactura ?? 0).toBe(listed + 1);

    // The second try: the list answers, the first invoice is downloaded and kept, the second's download fails (5xx).
    fake.control.fail({ status: 503, endpoint: 'descarcare', after: 1 });
    const downloads = calls().descarcare ?? 0;
    t.clock.advance(1_000);
    await t.app.jobs.tick();
    const second = await job();
    expect([second.status, second.attempts, second.run_at.getTime() - t.clock.now().getTime()]).toEqual(['queued', 2, 60_000]);
    expect(calls().descarcare ?? 0).toBe(downloads + 2);
    expect((await list(owner)).total).toBe(1);

    // The third, a minute later: listed again, only the one not kept yet is downloaded; each message kept once.
    t.clock.advance(60_000);
    await t.app.jobs.tick();
    expect((await job()).status).toBe('done');
    expect(calls().descarcare ?? 0).toBe(downloads + 3);
    const kept = await t.database.db.selectFrom('spv_received').select('message_id').where('business_id', '=', owner.businessId).execute();
    expect(kept).toHaveLength(2);
    expect(new Set(kept.map((row) => row.message_id)).size).toBe(2);
    expect((await list(owner)).results.map((r) => r.number).sort()).toEqual(['ALN 88213', 'PAT-2026-00417']);
    // A sync asked again adds nothing.
    expect(await sync(owner)).toBe(0);
  });

  it('syncs every connected business once a day', async () => {
    const { owner } = await connectedOwner();
    expect((await list(owner)).total).toBe(0);
    t.clock.advance(DAY);
    await t.app.jobs.tick();
    await t.app.jobs.tick();
    // The session's access token ended with the day: a new one from the refresh cookie.
    const renewed = await owner.client.request<{ access_token: string }>('POST', '/api/user/refresh-token');
    owner.token = renewed.body.access_token;
    expect((await list(owner)).total).toBe(2);
  });
});
