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

  it('serves the sample PDF under an address of its version, kept for good by browsers, framable by the site itself', async () => {
    const { sampleVersion } = (await (await fetch(`${t.url}/api/forms/catalog/factura-platitor-tva/preview?locale=ro`)).json()) as CatalogPreviewDto;
    const url = `${t.url}/api/forms/catalog/factura-platitor-tva/sample.pdf?locale=ro&v=${encodeURIComponent(sampleVersion)}`;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toContain(sampleVersion);
    // The browser's copy is current: nothing sent again.
    const again = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    // Another language is another PDF; an address without its version (or an older one) is checked each time.
    expect((await fetch(`${t.url}/api/forms/catalog/factura-platitor-tva/sample.pdf?locale=en&v=${sampleVersion}`)).headers.get('etag')).not.toBe(etag);
    for (const v of ['', '&v=0.0.1']) {
      const unversioned = await fetch(`${t.url}/api/forms/catalog/factura-platitor-tva/sample.pdf?locale=ro${v}`);
      expect(unversioned.status).toBe(200);
      expect(unversioned.headers.get('cache-control')).toBe('public, no-cache');
    }
    expect((await fetch(`${t.url}/api/forms/catalog/nu-exista/sample.pdf`)).status).toBe(404);
  });

  it('browsing 12 applications quickly (each page framing its sample, asked three times) is never refused', async () => {
    // PUBLIC_PDF_LIMIT is 3 here: the public submissions' PDFs' budget does not count the samples.
    const keys12 = (await search('pageSize=12&locale=ro')).items.map((e) => e.key);
    expect(keys12).toHaveLength(12);
    const statuses = await Promise.all(
      keys12.flatMap((key) => [1, 2, 3].map(() => fetch(`${t.url}/api/forms/catalog/${key}/sample.pdf?locale=ro`).then((r) => r.status))),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
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
