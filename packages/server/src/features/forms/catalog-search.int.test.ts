import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogPageDto, CatalogPreviewDto, ErrorBody } from '@atelier/core';
import { databaseKinds } from '../../test/databases.js';
import { makeUser, type TestUser } from '../../test/factories.js';
import { makeForm } from '../../test/forms.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { seedCatalog } from './catalog.js';
import { createFormsService } from './forms.service.js';

const catalogDir = fileURLToPath(new URL('../../../../../catalog', import.meta.url));
/** Every application file of catalog/ (the catalogue grows as families are added). */
const catalogSize = readdirSync(catalogDir).filter((f) => f.endsWith('.json') && f !== 'form-schema.json').length;

describe.each(databaseKinds())('catalogue search, preview and sample PDF on %s', (kind) => {
  let t: TestApp;
  let ana: TestUser;

  const search = async (query: string): Promise<CatalogPageDto> => {
    const response = await fetch(`${t.url}/api/forms/catalog/search?${query}`);
    expect(response.status, query).toBe(200);
    return (await response.json()) as CatalogPageDto;
  };
  const keys = (page: CatalogPageDto) => page.items.map((e) => e.key);

  beforeAll(async () => {
    t = await startTestApp({ kind, env: { CATALOG_DIR: catalogDir, PUBLIC_PDF_LIMIT: '3' } });
    const report = await seedCatalog({ dir: catalogDir, forms: createFormsService({ db: t.database.db, now: t.clock.now }), log: t.app.log });
    expect(report.rejected).toEqual([]);
    ana = await makeUser(t);
  }, 120_000);
  afterAll(async () => t.close());

  it('finds without diacritics and through synonyms in any language ("factura", "deviz" → Preventivo)', async () => {
    const invoices = await search('q=factura&locale=ro');
    expect(keys(invoices)).toEqual(expect.arrayContaining(['factura-platitor-tva', 'factura-neplatitor-tva', 'factura-proforma']));
    expect(invoices.items[0]?.title).toMatch(/^Factură/);
    const italian = await search('q=deviz&locale=it&pageSize=60');
    expect(keys(italian)).toEqual(expect.arrayContaining(['preventivo-semplice', 'preventivo-tecnico']));
    expect(italian.items.find((e) => e.key === 'preventivo-semplice')?.title).toBe('Preventivo semplice');
    // Every word must match: "deviz moto" is the motorcycle estimates only.
    expect(keys(await search('q=DEVIZ%20Motó'))).toEqual(expect.arrayContaining(['deviz-moto-platitor-tva', 'deviz-moto-neplatitor-tva']));
    expect((await search('q=deviz%20moto')).total).toBe(2);
    expect((await search('q=xyzzy')).total).toBe(0);
  });

  it('browses by trade and document type, with the counts each filter would show, one page at a time', async () => {
    const all = await search('pageSize=10');
    expect(all.total).toBe(catalogSize);
    expect(all.items).toHaveLength(10);
    expect(all.trades.find((f) => f.value === 'auto')?.count).toBeGreaterThan(5);
    const second = await search('pageSize=10&page=2');
    expect(keys(second).some((k) => keys(all).includes(k))).toBe(false);
    const tyres = await search('trade=tyres&pageSize=60');
    expect(tyres.items.length).toBeGreaterThan(0);
    expect(tyres.items.every((e) => e.trades.includes('tyres'))).toBe(true);
    const invoices = await search('kind=invoice&pageSize=60');
    expect(invoices.items.every((e) => e.kind === 'invoice')).toBe(true);
    expect(invoices.kinds).toEqual(expect.arrayContaining([{ value: 'invoice', count: invoices.total }, expect.objectContaining({ value: 'estimate' })]));
    const bad = await fetch(`${t.url}/api/forms/catalog/search?trade=astronaut`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.code).toBe('validation_error');
    expect((await fetch(`${t.url}/api/forms/catalog/search?pageSize=500`)).status).toBe(400);
    const logs = await search('category=trip-logs&pageSize=60');
    expect(logs.items.length).toBeGreaterThan(2);
    expect(logs.items.every((e) => e.category === 'trip-logs')).toBe(true);
  });

  it('sees an application another instance published, within a second', async () => {
    await search('q=anything');
    // makeForm publishes through a forms service of its own, as another server process would.
    await makeForm(t, { key: 'fisa-croitorie-test', title: 'Comandă croitorie', category: 'commercial', trades: ['tailoring'], keywords: ['șosete cârpite'] });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const found = await search('q=sosete');
    expect(keys(found)).toEqual(['fisa-croitorie-test']);
    expect(found.items[0]).toMatchObject({ trades: ['tailoring'], kind: 'estimate', isPublic: true });
  });

  it('previews an application: its steps and fields in the language asked, and whether it has a sample', async () => {
    const response = await fetch(`${t.url}/api/forms/catalog/fisa-intrare-service/preview?locale=en`);
    expect(response.status).toBe(200);
    const preview = (await response.json()) as CatalogPreviewDto;
    expect(preview.entry).toMatchObject({ key: 'fisa-intrare-service', kind: 'entry-sheet', trades: expect.arrayContaining(['auto']) });
    expect(preview.sample).toBe(true);
    expect(preview.steps.length).toBeGreaterThan(2);
    expect(preview.steps.flatMap((s) => s.fields)).toEqual(expect.arrayContaining(['VIN']));
    const missing = await fetch(`${t.url}/api/forms/catalog/nu-exista/preview`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as ErrorBody).error.code).toBe('form_not_found');
    expect((await fetch(`${t.url}/api/forms/catalog/Not_A_Key/preview`)).status).toBe(400);
  });

  it('prints the sample PDF once per version and language, then serves it from memory (the limit counts renders only)', async () => {
    const get = () => fetch(`${t.url}/api/forms/catalog/factura-platitor-tva/sample.pdf?locale=ro`);
    for (let i = 0; i < 5; i += 1) {
      const response = await get();
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    }
    // PUBLIC_PDF_LIMIT is 3 here: two more languages render, the fourth render is refused.
    expect((await fetch(`${t.url}/api/forms/catalog/factura-platitor-tva/sample.pdf?locale=en`)).status).toBe(200);
    expect((await fetch(`${t.url}/api/forms/catalog/factura-platitor-tva/sample.pdf?locale=it`)).status).toBe(200);
    const refused = await fetch(`${t.url}/api/forms/catalog/factura-proforma/sample.pdf`);
    expect(refused.status).toBe(429);
    expect((await get()).status).toBe(200);
    expect((await fetch(`${t.url}/api/forms/catalog/nu-exista/sample.pdf`)).status).toBe(404);
  });

  it('searches the applications a business cannot use yet, only with a session', async () => {
    expect((await fetch(`${t.url}/api/user/forms/requestable`)).status).toBe(401);
    const response = await ana.client.request<CatalogPageDto>('GET', '/api/user/forms/requestable?pageSize=60&q=deviz', { token: ana.token });
    expect(response.status).toBe(200);
    // The public estimates are usable already: only the private ones are left to request.
    expect(response.body.items.some((e) => e.isPublic)).toBe(false);
    expect(response.body.items.length).toBeGreaterThan(10);
  });
});
