import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DocumentDto, type ErrorBody, type FormData, type FormDefinition } from '@atelier/core';
import { catalogDefinition, estimateSample } from '../../pdf/test-support/samples.js';
import { databaseKinds } from '../../test/databases.js';
import { makeUser, type TestUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createFormsService } from '../forms/forms.service.js';
import { brokenRules } from './rules.js';
import { invoiceSample } from './test-support/invoices.js';
import { orderProblems } from './ubl-order.js';
import { parseXml, val } from './xml-query.js';

describe.each(databaseKinds())('e-Factura XML on %s', (kind) => {
  let t: TestApp;
  let ana: TestUser;
  let bogdan: TestUser;
  const forms: Record<string, { id: string; definition: FormDefinition }> = {};

  const submit = async (user: TestUser, form: string, data: FormData) => {
    const res = await user.client.request<DocumentDto>('POST', `/api/user/forms/${forms[form]?.id}/submit`, { token: user.token, json: { data } });
    expect(res.status, res.text).toBe(201);
    return res.body;
  };
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
    const month = mine[0]!.created_at.slice(0, 7);
    const response = await fetch(`${t.url}/api/user/efactura/month?month=${month}`, { headers: { authorization: `Bearer ${carol.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Facturi ${month}.zip"`);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const names = Object.keys(files).sort();
    // Both applications number in the business's one FCT series (migration 027): distinct names.
    expect(names.filter((n) => n.startsWith('xml/'))).toEqual(['xml/Factura FCT-0001.xml', 'xml/Factura FCT-0002.xml']);
    expect(mine.map((doc) => doc.number)).toEqual(['FCT-0001', 'FCT-0002']);
    expect(names.filter((n) => n.startsWith('pdf/'))).toHaveLength(3);
    for (const name of names.filter((n) => n.startsWith('xml/'))) expect(brokenRules(strFromU8(files[name]!))).toEqual([]);
    expect(strFromU8(files['DE-COMPLETAT.txt']!)).toContain(`${incomplete.number}: client.city`);
    const other = await fetch(`${t.url}/api/user/efactura/month?month=${month}`, { headers: { authorization: `Bearer ${dan.token}` } });
    expect(Object.keys(unzipSync(new Uint8Array(await other.arrayBuffer()))).filter((n) => n.startsWith('xml/'))).toHaveLength(1);
    expect((await fetch(`${t.url}/api/user/efactura/month?month=2026-13`, { headers: { authorization: `Bearer ${carol.token}` } })).status).toBe(400);
  });
});
