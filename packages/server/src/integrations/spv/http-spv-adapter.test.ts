import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RECEIVED, futureIssueDateError, partsInvoiceXml, type FakeSupplier } from './fake-spv-documents.js';
import { startFakeSpv, type FakeSpv } from './fake-spv.js';
import { createHttpSpvAdapter, type HttpSpvOptions } from './http-spv-adapter.js';
import { SpvError, type SpvAdapter, type SpvTokens } from './spv-adapter.js';

const REDIRECT = 'https://atelier.example.ro/api/spv/callback';
const CIF = '12345674';
const SELLER: FakeSupplier = { cif: CIF, name: 'Service Auto Someș SRL', regNo: 'J12/100/2020', street: 'Str. Horea nr. 31', city: 'Cluj-Napoca', county: 'RO-CJ', iban: 'RO49AAAA1B31007593840000' };

const invoice = (overrides: { number?: string; county?: string; firstLine?: string; issueDate?: string } = {}) =>
  partsInvoiceXml({
    supplier: { ...SELLER, county: overrides.county ?? SELLER.county },
    buyerCif: '18547290',
    buyerName: 'Piese Auto Transilvania SRL',
    number: overrides.number ?? 'FCT-0001',
    issueDate: overrides.issueDate ?? '2026-11-20',
    dueDate: '2026-12-20',
    lines: [
      { name: overrides.firstLine ?? 'Manoperă revizie', unitCode: 'HUR', quantity: 2, price: 150 },
      { name: 'Filtru ulei', unitCode: 'H87', quantity: 1, price: 45.5 },
    ],
  });

/** Every SpvError the tests saw: none may carry a token, a code or the client secret. */
const seen: SpvError[] = [];
const caught = async (promise: Promise<unknown>): Promise<SpvError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SpvError) {
      seen.push(error);
      return error;
    }
    throw error;
  }
  throw new Error('expected an SpvError');
};

describe('HTTP SPV adapter against the fake SPV', () => {
  let fake: FakeSpv;
  let adapter: SpvAdapter;
  let tokens: SpvTokens;
  const codes: string[] = [];
  const issued: string[] = [];
  const waits: number[] = [];
  const make = (overrides: Partial<HttpSpvOptions> = {}) =>
    createHttpSpvAdapter({
      apiUrl: fake.apiUrl,
      oauthUrl: fake.oauthUrl,
      clientId: fake.control.clientId,
      clientSecret: fake.control.clientSecret,
      redirectUri: REDIRECT,
      timeoutMs: 500,
      retries: 2,
      backoffMs: 1,
      sleep: async (ms) => void waits.push(ms),
      ...overrides,
    });

  /** What the owner's browser does: open ANAF's page, press the certificate button, follow the redirect back. */
  const signIn = async (state: string, decision = 'allow'): Promise<URL> => {
    const page = await fetch(adapter.authorizeUrl({ state }));
    const html = await page.text();
    expect(html).toContain('Autentificare cu certificat');
    const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]?.replace(/&amp;/g, '&')]));
    const back = await fetch(`${fake.oauthUrl}/authorize`, { method: 'POST', body: new URLSearchParams({ ...fields, decision }), redirect: 'manual' });
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location') ?? '');
    const code = location.searchParams.get('code');
    if (code) codes.push(code);
    return location;
  };
  const connect = async () => adapter.exchangeCode((await signIn('state-1')).searchParams.get('code') ?? '');
  const poll = async (uploadIndex: string) => {
    for (;;) {
      const status = await adapter.status({ accessToken: tokens.accessToken, uploadIndex });
      if (status.state !== 'processing') return status;
    }
  };

  beforeAll(async () => {
    fake = await startFakeSpv({ redirectUris: [REDIRECT], processingPolls: 2 });
    adapter = make();
  });
  beforeEach(async () => {
    issued.push(...fake.control.issuedTokens());
    fake.control.reset();
    waits.length = 0;
    tokens = await connect();
  });
  afterAll(async () => fake.stop());

  it('sends the owner to ANAF’s sign-in and takes the callback’s code for 90-day and 365-day tokens', async () => {
    const url = new URL(adapter.authorizeUrl({ state: 'xyz' }));
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.oauthUrl}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ response_type: 'code', client_id: fake.control.clientId, redirect_uri: REDIRECT, state: 'xyz', token_content_type: 'jwt' });
    const back = await signIn('xyz');
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    expect(back.searchParams.get('state')).toBe('xyz');
    const got = await adapter.exchangeCode(back.searchParams.get('code') ?? '');
    expect(got.accessToken.split('.')).toHaveLength(3);
    expect((got.accessExpiresAt.getTime() - Date.now()) / 86_400_000).toBeCloseTo(90, 1);
    expect((got.refreshExpiresAt.getTime() - Date.now()) / 86_400_000).toBeCloseTo(365, 1);
    // A code is good once.
    const again = await caught(adapter.exchangeCode(back.searchParams.get('code') ?? ''));
    expect(again).toMatchObject({ kind: 'grant_refused', status: 400 });
    expect(again.reason).toContain('invalid_grant');
    const denied = await signIn('no', 'deny');
    expect(denied.searchParams.get('error')).toBe('access_denied');
    const wrongSecret = await caught(make({ clientSecret: 'not-the-secret' }).exchangeCode((await signIn('s')).searchParams.get('code') ?? ''));
    expect(wrongSecret).toMatchObject({ kind: 'grant_refused', status: 401, reason: 'invalid_client: Client authentication failed' });
  });

  it('uploads, sees “in prelucrare” then ok, and downloads the signed original', async () => {
    const xml = invoice();
    const { uploadIndex } = await adapter.upload({ accessToken: tokens.accessToken, cif: CIF, xml, b2c: false, creditNote: false });
    expect(uploadIndex).toMatch(/^\d{10}$/);
    expect(await adapter.status({ accessToken: tokens.accessToken, uploadIndex })).toEqual({ state: 'processing' });
    expect(await adapter.status({ accessToken: tokens.accessToken, uploadIndex })).toEqual({ state: 'processing' });
    const status = await adapter.status({ accessToken: tokens.accessToken, uploadIndex });
    if (status.state !== 'ok') throw new Error(`expected ok, got ${status.state}`);
    const archive = await adapter.download({ accessToken: tokens.accessToken, downloadId: status.downloadId });
    expect(archive.xml).toBe(xml);
    expect(archive.errors).toEqual([]);
    expect(archive.signature).toContain('<SignatureValue>');
    expect(Object.keys(unzipSync(archive.zip)).sort()).toEqual([`${uploadIndex}.xml`, `semnatura_${uploadIndex}.xml`]);
    expect(strFromU8(unzipSync(archive.zip)[`${uploadIndex}.xml`] ?? new Uint8Array())).toBe(xml);
    // B2C goes to its own endpoint.
    await adapter.upload({ accessToken: tokens.accessToken, cif: CIF, xml: invoice({ number: 'FCT-0002' }), b2c: true, creditNote: false });
    expect(fake.control.calls()).toMatchObject({ upload: 1, uploadb2c: 1 });
  });

  it('a broken invoice is nok: the download holds ANAF’s messages; the same invoice twice is a duplicate', async () => {
    const broken = invoice({ county: 'Cluj', firstLine: '' });
    const { uploadIndex } = await adapter.upload({ accessToken: tokens.accessToken, cif: CIF, xml: broken, b2c: false, creditNote: false });
    const status = await poll(uploadIndex);
    if (status.state !== 'nok') throw new Error(`expected nok, got ${status.state}`);
    const archive = await adapter.download({ accessToken: tokens.accessToken, downloadId: status.downloadId });
    expect(archive.xml).toContain('mfp:anaf:dgti:efactura:mesajEroriFactuta:v1');
    expect(archive.errors).toHaveLength(2);
    expect(archive.errors[0]).toMatch(/^E: validari globale {2}eroare: \[BR-RO-110\]-Daca Codul tarii Vanzatorului/);
    expect(archive.errors[1]).toContain('[BR-25]');
    expect(archive.signature).toBeDefined();

    const first = await adapter.upload({ accessToken: tokens.accessToken, cif: CIF, xml: invoice({ number: 'FCT-0007' }), b2c: false, creditNote: false });
    expect((await poll(first.uploadIndex)).state).toBe('ok');
    const twice = await adapter.upload({ accessToken: tokens.accessToken, cif: CIF, xml: invoice({ number: 'FCT-0007' }), b2c: false, creditNote: false });
    const second = await poll(twice.uploadIndex);
    if (second.state !== 'nok') throw new Error('expected the duplicate to be nok');
    const { errors } = await adapter.download({ accessToken: tokens.accessToken, downloadId: second.downloadId });
    expect(errors).toEqual([expect.stringMatching(new RegExp(`^Factura a mai fost transmisa anterior cu index=${first.uploadIndex}`))]);

    // Dated after the day it reaches ANAF (Romania's calendar): refused as well.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
    const ahead = await adapter.upload({ accessToken: tokens.accessToken, cif: CIF, xml: invoice({ number: 'FCT-0008', issueDate: '2099-01-01' }), b2c: false, creditNote: false });
    const future = await poll(ahead.uploadIndex);
    if (future.state !== 'nok') throw new Error('expected an invoice dated 2099 to be nok');
    expect((await adapter.download({ accessToken: tokens.accessToken, downloadId: future.downloadId })).errors).toEqual([futureIssueDateError('2099-01-01', today)]);
  });

  it('an upload refused at once is refused with ANAF’s messages; a document that is no invoice is xml_errors', async () => {
    const refused = await caught(adapter.upload({ accessToken: tokens.accessToken, cif: CIF, xml: '<Invoice><cbc:ID>1', b2c: false, creditNote: false }));
    expect(refused.kind).toBe('refused');
    expect(refused.messages[0]).toMatch(/^Fisierul transmis nu este valid/);
    const notInvoice = await adapter.upload({ accessToken: tokens.accessToken, cif: CIF, xml: '<?xml version="1.0"?><Comanda><Nr>1</Nr></Comanda>', b2c: false, creditNote: false });
    expect(await poll(notInvoice.uploadIndex)).toEqual({ state: 'xml_errors', messages: [] });
    const unknown = await caught(adapter.status({ accessToken: tokens.accessToken, uploadIndex: '5999999999' }));
    expect(unknown).toMatchObject({ kind: 'refused', messages: ['Nu aveti dreptul de inteorgare pentru id_incarcare= 5999999999'] });
  });

  it('refreshes (the used refresh token ends), revokes, and a refused access token is unauthorized', async () => {
    const renewed = await adapter.refresh(tokens.refreshToken);
    expect(renewed.accessToken).not.toBe(tokens.accessToken);
    expect(renewed.refreshToken).not.toBe(tokens.refreshToken);
    expect(await caught(adapter.refresh(tokens.refreshToken))).toMatchObject({ kind: 'grant_refused', reason: 'invalid_grant: Invalid refresh token' });
    const list = { cif: CIF, days: 1, filter: 'sent' as const };
    expect(await adapter.listMessages({ accessToken: renewed.accessToken, ...list })).toEqual([]);
    await adapter.revoke(renewed.accessToken);
    await adapter.revoke('a-token-anaf-never-gave');
    expect(await caught(adapter.listMessages({ accessToken: renewed.accessToken, ...list }))).toMatchObject({ kind: 'unauthorized', status: 401 });
    fake.control.expireToken();
    expect(await caught(adapter.listMessages({ accessToken: tokens.accessToken, ...list }))).toMatchObject({ kind: 'unauthorized', status: 401 });
  });

  it('429 is rate_limited with Retry-After and not tried again; ANAF’s daily limit in a 200 too', async () => {
    fake.control.fail({ status: 429, retryAfterSeconds: 30, endpoint: 'stareMesaj' });
    const limited = await caught(adapter.status({ accessToken: tokens.accessToken, uploadIndex: '5000000001' }));
    expect(limited).toMatchObject({ kind: 'rate_limited', status: 429, retryAfterMs: 30_000 });
    expect(fake.control.calls().stareMesaj).toBe(1);
    fake.control.answerOnce({ endpoint: 'listaMesajeFactura', status: 200, contentType: 'application/json', body: JSON.stringify({ eroare: 'S-au facut deja 1500 de interogari de tip lista mesaje de catre CUI=12345674 in cursul zilei', titlu: 'Lista Mesaje' }) });
    expect(await caught(adapter.listMessages({ accessToken: tokens.accessToken, cif: CIF, days: 5 }))).toMatchObject({ kind: 'rate_limited' });
  });

  it('tries a 5xx again with backoff; down for good is unavailable; slow past the timeout is unavailable', async () => {
    fake.control.fail({ status: 503, count: 2, endpoint: 'listaMesajeFactura' });
    expect(await adapter.listMessages({ accessToken: tokens.accessToken, cif: CIF, days: 3, filter: 'sent' })).toEqual([]);
    expect(waits).toEqual([1, 2]);
    fake.control.fail({ status: 500, count: 3, endpoint: 'token' });
    expect(await caught(adapter.refresh(tokens.refreshToken))).toMatchObject({ kind: 'unavailable', status: 500 });
    fake.control.slow({ ms: 400, count: 2, endpoint: 'stareMesaj' });
    const slow = await caught(make({ timeoutMs: 60, retries: 1 }).status({ accessToken: tokens.accessToken, uploadIndex: '5000000001' }));
    expect(slow.kind).toBe('unavailable');
    expect(slow.status).toBeUndefined();
    const nowhere = createHttpSpvAdapter({ apiUrl: 'http://127.0.0.1:9/prod/FCTEL/rest', oauthUrl: 'http://127.0.0.1:9/anaf-oauth2/v1', clientId: 'x', clientSecret: 'secret-x', redirectUri: REDIRECT, retries: 1, sleep: async () => undefined });
    expect((await caught(nowhere.listMessages({ accessToken: 'tok', cif: CIF, days: 1 }))).kind).toBe('unavailable');
  });

  it('never sends an upload twice: a lost answer is unavailable, and the message list shows the upload', async () => {
    fake.control.loseUploadAnswer({ how: 'error' });
    const lost = await caught(adapter.upload({ accessToken: tokens.accessToken, cif: CIF, xml: invoice({ number: 'FCT-0042' }), b2c: false, creditNote: false }));
    expect(lost).toMatchObject({ kind: 'unavailable', status: 502 });
    expect(lost.reason).toContain('message list');
    fake.control.loseUploadAnswer({ how: 'hang', ms: 300 });
    const hung = await caught(make({ timeoutMs: 60 }).upload({ accessToken: tokens.accessToken, cif: CIF, xml: invoice({ number: 'FCT-0043' }), b2c: false, creditNote: false }));
    expect(hung.kind).toBe('unavailable');
    expect(fake.control.calls().upload).toBe(2);
    const sent = await adapter.listMessages({ accessToken: tokens.accessToken, cif: CIF, days: 1, filter: 'sent' });
    expect(sent.map((m) => m.uploadIndex).sort()).toEqual(fake.control.uploads().map((u) => u.index).sort());
    expect(sent[0]?.details).toMatch(/^Factura cu id_incarcare=\d+ emisa de cif_emitent=12345674 pentru cif_beneficiar=18547290$/);
    expect(Math.abs((sent[0]?.createdAt.getTime() ?? 0) - Date.now())).toBeLessThan(120_000);
  });

  it('an answer it cannot read is bad_answer; ANAF’s {eroare} in a 200 is refused', async () => {
    const access = { accessToken: tokens.accessToken };
    fake.control.answerOnce({ endpoint: 'stareMesaj', status: 200, body: '<html><body>Pagina nu este disponibila</body></html>' });
    expect((await caught(adapter.status({ ...access, uploadIndex: '5000000001' }))).kind).toBe('bad_answer');
    fake.control.answerOnce({ endpoint: 'listaMesajeFactura', status: 200, body: 'The requested URL was rejected. Please consult with your administrator.' });
    expect((await caught(adapter.listMessages({ ...access, cif: CIF, days: 1 }))).kind).toBe('bad_answer');
    fake.control.answerOnce({ endpoint: 'descarcare', status: 200, contentType: 'application/zip', body: 'PK\u0003\u0004 not a zip at all' });
    expect((await caught(adapter.download({ ...access, downloadId: '3000000001' }))).kind).toBe('bad_answer');
    fake.control.answerOnce({ endpoint: 'upload', status: 200, contentType: 'application/xml', body: '<header xmlns="mfp:anaf:dgti:spv:respUploadFisier:v1"/>' });
    expect((await caught(adapter.upload({ ...access, cif: CIF, xml: invoice(), b2c: false, creditNote: false }))).kind).toBe('bad_answer');
    const missing = await caught(adapter.download({ ...access, downloadId: '3999999999' }));
    expect(missing).toMatchObject({ kind: 'refused', reason: 'Pentru id=3999999999 nu exista inregistrata nici o factura' });
    fake.control.answerOnce({ endpoint: 'listaMesajeFactura', status: 200, contentType: 'application/json', body: JSON.stringify({ eroare: 'Nu aveti drept in SPV pentru CIF=12345674', titlu: 'Lista Mesaje' }) });
    expect(await caught(adapter.listMessages({ ...access, cif: CIF, days: 1 }))).toMatchObject({ kind: 'refused', messages: ['Nu aveti drept in SPV pentru CIF=12345674'] });
  });

  it('lists “no messages” as empty, and the suppliers’ invoices as received, each downloadable', async () => {
    expect(await adapter.listMessages({ accessToken: tokens.accessToken, cif: CIF, days: 60, filter: 'buyer_message' })).toEqual([]);
    const extra = partsInvoiceXml({ ...DEFAULT_RECEIVED[0]!, number: 'PAT-2026-00500', buyerCif: CIF, buyerName: 'Service Auto Someș SRL', issueDate: '2026-11-27', dueDate: '2026-12-27' });
    fake.control.addReceivedInvoice({ supplierCif: '18547290', xml: extra });
    const received = await adapter.listMessages({ accessToken: tokens.accessToken, cif: CIF, days: 60, filter: 'received' });
    expect(received).toHaveLength(3);
    expect(received.every((m) => m.kind === 'received' && m.uploadIndex === undefined && m.cif === CIF)).toBe(true);
    expect(received.map((m) => /cif_emitent=(\d+)/.exec(m.details)?.[1]).sort()).toEqual(['18547290', '18547290', '28634474']);
    for (const message of received) {
      const archive = await adapter.download({ accessToken: tokens.accessToken, downloadId: message.id });
      expect(archive.xml).toContain(`<cbc:CompanyID>RO${CIF}</cbc:CompanyID>`);
      expect(archive.xml.match(/<cac:InvoiceLine>/g)?.length).toBeGreaterThanOrEqual(2);
      expect(archive.signature).toContain('xmldsig');
      expect(archive.errors).toEqual([]);
    }
    expect((await adapter.listMessages({ accessToken: tokens.accessToken, cif: CIF, days: 60 })).map((m) => m.kind)).toEqual(['received', 'received', 'received']);
  });

  it('no error carries a token, a code or the client secret', () => {
    expect(seen.length).toBeGreaterThan(15);
    const secrets = [...issued, ...fake.control.issuedTokens(), ...codes, fake.control.clientSecret, tokens.accessToken, tokens.refreshToken];
    for (const error of seen) {
      const said = [error.message, error.reason ?? '', ...error.messages].join('\n');
      for (const secret of secrets) expect(said).not.toContain(secret);
    }
  });
});
