import { existsSync } from 'node:fs';
import path from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DocumentDto, type ErrorBody, type FormData, type FormDefinition, type MonthZipJobDto, type MonthZipJobList } from '@atelier/core';
import { catalogDefinition, estimateSample } from '../../pdf/test-support/samples.js';
import { databaseKinds } from '../../test/databases.js';
import { makeDocument } from '../../test/documents.js';
import { makeUser, type TestUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createDocumentsService } from '../documents/documents.service.js';
import { createFormsService } from '../forms/forms.service.js';
import { brokenRules } from './rules.js';
import { invoiceSample } from '../../test/invoices.js';
import { orderProblems } from './ubl-order.js';
import { parseXml, val } from './xml-query.js';

describe.each(databaseKinds())('e-Factura XML on %s', (kind) => {
  let t: TestApp;
  let ana: TestUser;
  let bogdan: TestUser;
  const forms: Record<string, { id: string; definition: FormDefinition }> = {};

  const submit = (user: TestUser, form: string, data: FormData) => makeDocument({ user, formId: String(forms[form]?.id), data });
  const xmlOf = async (user: TestUser, id: string) => {
    const response = await fetch(`${t.url}/api/user/completed_forms/${id}/efactura`, { headers: { authorization: `Bearer ${user.token}` } });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  beforeAll(async () => {
    t = await startTestApp({ kind });
    ana = await makeUser(t);
    bogdan = await makeUser(t);
    const publisher = createFormsService({ db: t.database.db, now: t.clock.now });
    const definitions = {
      payer: catalogDefinition('factura-platitor-tva.json'),
      nonPayer: catalogDefinition('factura-neplatitor-tva.json'),
      eur: catalogDefinition('factura-valuta-eur.json'),
      proforma: catalogDefinition('factura-proforma.json'),
      estimate: catalogDefinition('deviz-auto-platitor-tva.json'),
    };
    // Public, so any account may fill them without an allocation.
    for (const [name, definition] of Object.entries(definitions)) forms[name] = { id: (await publisher.publish({ ...definition, public: true })).id, definition };
  }, 60_000);
  afterAll(async () => t.close());

  it.each([
    ['payer', 'factura-platitor-tva'],
    ['nonPayer', 'factura-neplatitor-tva'],
    ['eur', 'factura-valuta-eur'],
  ] as const)('a saved %s invoice downloads as a valid e-Factura named after its number', async (form, key) => {
    const doc = await submit(ana, form, invoiceSample(key));
    const res = await xmlOf(ana, doc.id);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Factura ${doc.number}.xml"`);
    expect(val(parseXml(res.text), 'ID')).toBe(doc.number);
    expect(brokenRules(res.text)).toEqual([]);
    expect(orderProblems(res.text)).toEqual([]);
  });

  it('another business cannot get the XML of an invoice (404), nor can a visitor without a session (401)', async () => {
    const doc = await submit(ana, 'payer', invoiceSample('factura-platitor-tva'));
    const other = await xmlOf(bogdan, doc.id);
    expect(other.status).toBe(404);
    expect((JSON.parse(other.text) as ErrorBody).error.code).toBe('document_not_found');
    const anonymous = await fetch(`${t.url}/api/user/completed_forms/${doc.id}/efactura`);
    expect(anonymous.status).toBe(401);
  });

  it('a proforma or an estimate has no e-Factura (422 not_an_invoice)', async () => {
    const estimate = await submit(ana, 'estimate', estimateSample({ labor: 2, parts: 2 }));
    const proforma = await submit(ana, 'proforma', (await import('../../../../../catalog/src/index.js')).catalog.find((e) => e.definition.key === 'factura-proforma')?.sample ?? {});
    for (const doc of [estimate, proforma]) {
      const res = await xmlOf(ana, doc.id);
      expect(res.status).toBe(422);
      expect((JSON.parse(res.text) as ErrorBody).error.code).toBe('not_an_invoice');
    }
  });

  it('an invoice without what CIUS-RO needs is a 422 naming each field by path and in words', async () => {
    // The form takes "București" as the city; e-Factura needs the sector there.
    const doc = await submit(ana, 'payer', { ...invoiceSample('factura-platitor-tva'), client: { ...invoiceSample('factura-platitor-tva').client, city: 'București', county: 'B' } });
    const res = await xmlOf(ana, doc.id);
    expect(res.status).toBe(422);
    const body = JSON.parse(res.text) as ErrorBody;
    expect(body.error.code).toBe('efactura_incomplete');
    expect(body.error.details).toEqual([{ path: 'client.city', code: 'sector', message: 'Customer: the Bucharest sector as the city ("Sector 3")' }]);
  });

  it("lists each document with its application's kind: the history's e-Factura button shows by it", async () => {
    const erin = await makeUser(t);
    const invoice = await submit(erin, 'nonPayer', invoiceSample('factura-neplatitor-tva'));
    const proforma = await submit(erin, 'proforma', (await import('../../../../../catalog/src/index.js')).catalog.find((e) => e.definition.key === 'factura-proforma')?.sample ?? {});
    const estimate = await submit(erin, 'estimate', estimateSample({ labor: 1, parts: 1 }));
    expect([invoice.kind, proforma.kind, estimate.kind]).toEqual(['invoice', 'quote', 'estimate']);
    const list = await erin.client.request<DocumentDto[]>('GET', '/api/user/completed_forms?skip=0&limit=10', { token: erin.token });
    expect(list.status).toBe(200);
    expect(Object.fromEntries(list.body.map((doc) => [doc.number, doc.kind]))).toEqual({ [invoice.number]: 'invoice', [proforma.number]: 'quote', [estimate.number]: 'estimate' });
    const one = await erin.client.request<DocumentDto>('GET', `/api/user/completed_forms/${invoice.id}`, { token: erin.token });
    expect(one.body.kind).toBe('invoice');
  });

  it('an unknown id is 404, a malformed one 400', async () => {
    expect((await xmlOf(ana, '0123456789abcdef01234567')).status).toBe(404);
    expect((await xmlOf(ana, 'nope')).status).toBe(400);
  });

  it("a month's ZIP holds the XML and PDF of the business's invoices of that month, nobody else's and no estimate", async () => {
    const carol = await makeUser(t);
    const dan = await makeUser(t);
    const mine = [await submit(carol, 'payer', invoiceSample('factura-platitor-tva')), await submit(carol, 'nonPayer', invoiceSample('factura-neplatitor-tva'))];
    await submit(carol, 'estimate', estimateSample({ labor: 1, parts: 1 }));
    const incomplete = await submit(carol, 'payer', { ...invoiceSample('factura-platitor-tva'), client: { ...invoiceSample('factura-platitor-tva').client, city: 'București' } });
    await submit(dan, 'payer', invoiceSample('factura-platitor-tva'));
    // By the date written on the invoices (the samples' 20 March 2026), whenever they were saved.
    const month = String(invoiceSample('factura-platitor-tva').company?.date).slice(0, 7);
    const response = await fetch(`${t.url}/api/user/efactura/month?month=${month}`, { headers: { authorization: `Bearer ${carol.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Facturi ${month}.zip"`);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const names = Object.keys(files).sort();
    // Both applications number in the business's one FCT series (migration 027): distinct names.
    expect(names.filter((n) => n.startsWith('xml/'))).toEqual(['xml/Factura FCT-0001.xml', 'xml/Factura FCT-0002.xml']);
    expect(mine.map((doc) => doc.number)).toEqual(['FCT-0001', 'FCT-0002']);
    expect(names.filter((n) => n.startsWith('pdf/')), strFromU8(files['DE-COMPLETAT.txt'] ?? new Uint8Array())).toHaveLength(3);
    for (const name of names.filter((n) => n.startsWith('xml/'))) expect(brokenRules(strFromU8(files[name]!))).toEqual([]);
    expect(strFromU8(files['DE-COMPLETAT.txt']!)).toContain(`${incomplete.number}: client.city`);
    const other = await fetch(`${t.url}/api/user/efactura/month?month=${month}`, { headers: { authorization: `Bearer ${dan.token}` } });
    expect(Object.keys(unzipSync(new Uint8Array(await other.arrayBuffer()))).filter((n) => n.startsWith('xml/'))).toHaveLength(1);
    expect((await fetch(`${t.url}/api/user/efactura/month?month=2026-13`, { headers: { authorization: `Bearer ${carol.token}` } })).status).toBe(400);
  });

  const zipNames = async (user: TestUser, month: string) => {
    const response = await fetch(`${t.url}/api/user/efactura/month?month=${month}`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(response.status).toBe(200);
    return Object.keys(unzipSync(new Uint8Array(await response.arrayBuffer())));
  };
  /** The payer invoice's sample issued on `day` (its document.date field, company.date). */
  const issuedOn = (day: string): FormData => {
    const sample = invoiceSample('factura-platitor-tva');
    return { ...sample, company: { ...sample.company, date: day } };
  };

  it("an invoice dated 31 October and saved on 2 November is in October's ZIP, not November's", async () => {
    const erin = await makeUser(t);
    t.clock.set(new Date('2026-11-02T09:00:00.000Z'));
    const late = await submit(erin, 'payer', issuedOn('2026-10-31'));
    const november = await submit(erin, 'payer', issuedOn('2026-11-02'));
    expect(late.created_at.slice(0, 10)).toBe('2026-11-02');
    const october = await zipNames(erin, '2026-10');
    expect(october).toContain(`xml/Factura ${late.number}.xml`);
    expect(october).not.toContain(`xml/Factura ${november.number}.xml`);
    expect(await zipNames(erin, '2026-11')).toEqual(expect.arrayContaining([`xml/Factura ${november.number}.xml`]));
    expect(await zipNames(erin, '2026-11')).not.toContain(`xml/Factura ${late.number}.xml`);
  });

  it('the month is read by keyset: documents saved between two pages neither repeat nor push others out', async () => {
    const fay = await makeUser(t);
    t.clock.set(new Date('2026-09-30T09:00:00.000Z'));
    const before = [];
    for (const day of ['10', '11', '12', '13', '14', '15']) before.push(await submit(fay, 'payer', issuedOn(`2026-09-${day}`)));
    const documents = createDocumentsService({ db: t.database.db, forms: createFormsService({ db: t.database.db, now: t.clock.now }), now: t.clock.now });
    const seen: string[] = [];
    let page = await documents.pageByIssueDay(fay.scope, { start: '2026-09-01', end: '2026-09-30', limit: 3 });
    seen.push(...page.results.map((d) => d.id));
    // Saved while the ZIP is being made: one issued before every page read so far, one after.
    const earlier = await submit(fay, 'payer', issuedOn('2026-09-01'));
    const later = await submit(fay, 'payer', issuedOn('2026-09-30'));
    while (page.next) {
      page = await documents.pageByIssueDay(fay.scope, { start: '2026-09-01', end: '2026-09-30', after: page.next, limit: 3 });
      seen.push(...page.results.map((d) => d.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(before.map((d) => d.id)));
    expect(seen).toContain(later.id);
    expect(seen).not.toContain(earlier.id);
  });

  it("a month's ZIP made in the background: the job at once, its progress, the file once done, only for its business, gone after a day", async () => {
    const gina = await makeUser(t);
    const hugo = await makeUser(t);
    // The estimate (dated 15 September 2025) is counted in the progress, and left out of the ZIP.
    const invoice = await submit(gina, 'payer', issuedOn('2025-09-20'));
    await submit(gina, 'estimate', estimateSample({ labor: 1, parts: 1 }));
    const start = () => gina.client.request<MonthZipJobDto & ErrorBody>('POST', '/api/user/efactura/month-zips', { token: gina.token, json: { month: '2025-09' } });
    const started = await start();
    expect(started.status, started.text).toBe(202);
    expect(started.body).toMatchObject({ month: '2025-09', locale: 'ro', status: 'queued', done: 0 });
    const { id } = started.body;
    expect((await start()).body.id).toBe(id);
    const fileOf = (user: TestUser) => fetch(`${t.url}/api/user/efactura/month-zips/${id}/file`, { headers: { authorization: `Bearer ${user.token}` } });
    expect((await fileOf(gina)).status).toBe(404);

    await t.app.jobs.tick();
    const done = await gina.client.request<MonthZipJobDto>('GET', `/api/user/efactura/month-zips/${id}`, { token: gina.token });
    expect(done.body).toMatchObject({ id, status: 'done', total: 2, done: 2, error: null });
    expect(Date.parse(done.body.expires_at ?? '') - Date.parse(done.body.finished_at ?? '')).toBe(24 * 60 * 60 * 1000);
    const list = await gina.client.request<MonthZipJobList>('GET', '/api/user/efactura/month-zips', { token: gina.token });
    expect(list.body.results.map((j) => j.id)).toEqual([id]);
    const file = await fileOf(gina);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="Facturi 2025-09.zip"');
    const names = Object.keys(unzipSync(new Uint8Array(await file.arrayBuffer())));
    expect(names.filter((n) => n.startsWith('xml/'))).toEqual([`xml/Factura ${invoice.number}.xml`]);
    expect(names.filter((n) => n.startsWith('pdf/'))).toHaveLength(1);

    // Another business sees none of it.
    expect((await hugo.client.request<ErrorBody>('GET', `/api/user/efactura/month-zips/${id}`, { token: hugo.token })).body.error.code).toBe('month_zip_not_found');
    expect((await fileOf(hugo)).status).toBe(404);
    expect((await hugo.client.request<MonthZipJobList>('GET', '/api/user/efactura/month-zips', { token: hugo.token })).body.results).toEqual([]);

    // A day after it was finished it is expired (the hourly sweep deletes the file).
    await t.database.db.updateTable('jobs').set({ finished_at: new Date(t.clock.now().getTime() - 24 * 60 * 60 * 1000 - 60_000) }).where('id', '=', id).execute();
    expect((await gina.client.request<MonthZipJobDto>('GET', `/api/user/efactura/month-zips/${id}`, { token: gina.token })).body.status).toBe('expired');
    const gone = await fileOf(gina);
    expect([gone.status, ((await gone.json()) as ErrorBody).error.code]).toEqual([410, 'month_zip_expired']);
    const kept = path.join(t.config.exportDir, 'efactura-month', `${id}.zip`);
    expect(existsSync(kept)).toBe(true);
    // The next hour's sweep deletes it.
    t.clock.advance(60 * 60 * 1000);
    await t.app.jobs.tick();
    expect(existsSync(kept)).toBe(false);
  });
});
