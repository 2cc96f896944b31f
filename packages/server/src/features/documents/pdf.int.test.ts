import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeValues, formatMoney, type DocumentDto, type ErrorBody, type FormData, type FormDefinition, type Locale } from '@atelier/core';
import { pdfText, plain, signaturePng, snapshotFirstPage } from '../../pdf/test-support/pdf-tools.js';
import { readFileSync } from 'node:fs';
import { parseFormDefinition } from '@atelier/core';
import { catalogDefinition, contractDefinition, contractSample, entrySheetDefinition, entrySheetSample, estimateSample, repoRoot, tripLogDefinition, tripLogSample } from '../../pdf/test-support/samples.js';
import { databaseKinds } from '../../test/databases.js';
import { makeDocument } from '../../test/documents.js';
import { makeUser, type TestUser } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createFormsService } from '../forms/forms.service.js';

type Download = { status: number; headers: Headers; body: Buffer };

const miniInvoice = (): FormDefinition => {
  const json = JSON.parse(readFileSync(new URL('catalog/test-fixtures/mini-invoice.json', repoRoot), 'utf8')) as Record<string, unknown>;
  const result = parseFormDefinition({ ...json, public: true });
  if (!result.ok) throw new Error('mini-invoice.json does not parse');
  return result.definition;
};

describe.each(databaseKinds())('PDF documents on %s', (kind) => {
  let t: TestApp;
  let ana: TestUser;
  let bogdan: TestUser;
  const forms: Record<string, { id: string; definition: FormDefinition }> = {};

  const download = async (user: TestUser, method: 'GET' | 'POST', path: string, json?: unknown): Promise<Download> => {
    const response = await fetch(`${t.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${user.token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
      ...(json ? { body: JSON.stringify(json) } : {}),
    });
    return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
  };
  const submit = (user: TestUser, form: string, data: FormData) => makeDocument({ user, formId: String(forms[form]?.id), data });
  const pdfOf = async (doc: DocumentDto, locale?: Locale) => {
    const res = await download(ana, 'GET', `/api/user/completed_forms/${doc.id}/pdf${locale ? `?locale=${locale}` : ''}`);
    expect(res.status, res.body.toString()).toBe(200);
    return res;
  };
  /** The totals as core computes them for the screen, formatted as the PDF must show them. */
  const expectedTotals = (form: string, doc: DocumentDto, locale: Locale = 'ro') => {
    const definition = forms[form]!.definition;
    const { totals } = computeValues(definition, doc.data);
    return (definition.totals ?? []).map((total) => plain(formatMoney(totals[total.name], { locale, currency: definition.document.currency })));
  };

  beforeAll(async () => {
    t = await startTestApp({ kind, env: { PDF_WORKERS: '2' } });
    ana = await makeUser(t);
    bogdan = await makeUser(t);
    const publisher = createFormsService({ db: t.database.db, now: t.clock.now });
    const definitions = {
      payer: catalogDefinition('deviz-auto-platitor-tva.json'),
      nonPayer: catalogDefinition('deviz-auto-neplatitor-tva.json'),
      tripLog: tripLogDefinition('trip-log'),
      generic: tripLogDefinition('generic'),
      contract: contractDefinition(),
      invoice: miniInvoice(),
      entrySheet: entrySheetDefinition(),
    };
    for (const [name, definition] of Object.entries(definitions)) forms[name] = { id: (await publisher.publish(definition)).id, definition };
  }, 60_000);
  afterAll(async () => t.close());

  it('prints an estimate with VAT: diacritics, every line, the totals core computes, page numbers', async () => {
    const doc = await submit(ana, 'payer', estimateSample({ labor: 15, parts: 25 }));
    const res = await pdfOf(doc);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    // Named as a person would: kind, number, client; the diacritics in filename* (RFC 6266), ASCII in filename.
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Deviz ${doc.number} - Stefan Turcanu-Brancoveanu.pdf"; filename*=UTF-8''${encodeURIComponent(`Deviz ${doc.number} - Ștefan Țurcanu-Brâncoveanu.pdf`)}`,
    );
    expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, flat, pages } = pdfText(res.body);
    for (const words of ['Service Auto Mureșan & Fiii SRL', 'Ștefan Țurcanu', 'Brâncoveanu', 'Str. Țebei nr. 7', 'ȘI MATERIALE', 'Înlocuire plăcuțe frână față', 'Ștergătoare Bosch Aerotwin', 'Motorină'])
      expect(text).toContain(words);
    expect(text).toContain(doc.number);
    expect(text).toContain('15.09.2025');
    const lines = [...(doc.data.labor?.items as { operation: string }[]).map((l) => l.operation), ...(doc.data.parts?.items as { name: string }[]).map((l) => l.name)];
    expect(lines).toHaveLength(40);
    for (const line of lines) expect(flat).toContain(line);
    const totals = expectedTotals('payer', doc);
    expect(totals).toHaveLength(5);
    for (const total of totals) expect(text).toContain(total);
    expect(text).toMatch(/Total de plată\s+[\d.]+,\d\d lei/);
    expect(pages).toHaveLength(2);
    expect(text).toContain('Pagina 1 din 2');
    expect(text).toContain('Pagina 2 din 2');
    snapshotFirstPage(res.body, 'estimate');
    expect(res.body.length).toBeLessThan(60_000);
  });

  it('keeps a 60-line estimate on two pages, the table header repeated on the second', async () => {
    const doc = await submit(ana, 'payer', estimateSample({ labor: 30, parts: 30 }));
    const { pages, text } = pdfText((await pdfOf(doc)).body);
    expect(pages).toHaveLength(2);
    expect(text).toContain('Pagina 1 din 2');
    expect(text).not.toContain('din 3');
    // Labour breaks across the pages: its header row is printed again on page 2.
    expect(pages[1]).toMatch(/Nr\.\s+Operațiune/);
    expect(pages[1]).toContain('Total de plată');
  });

  it('prints the non-payer estimate with one price column, no VAT line and the art. 310 mention', async () => {
    const doc = await submit(ana, 'nonPayer', { ...estimateSample({ labor: 3, parts: 4 }), company: { ...estimateSample().company, cui: '18547290' } });
    const res = await pdfOf(doc);
    const { text, flat } = pdfText(res.body);
    expect(flat).toContain('Neplătitor de TVA – regim special de scutire, art. 310 Cod fiscal');
    expect(text).not.toMatch(/TVA 21%/);
    for (const total of expectedTotals('nonPayer', doc)) expect(text).toContain(total);
    expect(text).toContain('Pagina 1 din 1');
    snapshotFirstPage(res.body, 'estimate-non-payer');
  });

  it('translates labels, amounts and page numbers (?locale=en, it)', async () => {
    const doc = await submit(ana, 'payer', estimateSample({ labor: 2, parts: 2 }));
    const en = pdfText((await pdfOf(doc, 'en')).body).text;
    expect(en).toContain('ESTIMATE');
    expect(en).toContain('Page 1 of 1');
    for (const total of expectedTotals('payer', doc, 'en')) expect(en).toContain(total);
    const it = pdfText((await pdfOf(doc, 'it')).body).text;
    expect(it).toContain('Pagina 1 di 1');
    for (const total of expectedTotals('payer', doc, 'it')) expect(it).toContain(total);
  });

  it("answers 404 for another user's document and for an unknown one", async () => {
    const doc = await submit(ana, 'payer', estimateSample({ labor: 1, parts: 1 }));
    const other = await bogdan.client.request<ErrorBody>('GET', `/api/user/completed_forms/${doc.id}/pdf`, { token: bogdan.token });
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe('document_not_found');
    const unknown = await ana.client.request<ErrorBody>('GET', '/api/user/completed_forms/0123456789abcdef01234567/pdf', { token: ana.token });
    expect(unknown.status).toBe(404);
  });

  it('previews a valid submit body inline without saving it, named as a person would', async () => {
    const count = async () =>
      (await ana.client.request<{ count: number }>('GET', `/api/user/forms/${forms.payer?.id}/submission_count`, { token: ana.token })).body;
    const before = await count();
    const data = estimateSample({ labor: 2, parts: 3 });
    (data.parts?.items as Record<string, unknown>[])[0]!.value = '999999.00';
    const res = await download(ana, 'POST', `/api/user/forms/${forms.payer?.id}/pdf`, { data });
    expect(res.status, res.body.toString()).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="Deviz (previzualizare) - Stefan Turcanu-Brancoveanu.pdf"; filename*=UTF-8''Deviz%20%28previzualizare%29%20-%20%C8%98tefan%20%C8%9Aurcanu-Br%C3%A2ncoveanu.pdf`,
    );
    const { text } = pdfText(res.body);
    expect(text).toContain('PREVIZUALIZARE');
    expect(text).not.toContain('999.999,00');
    const { totals } = computeValues(forms.payer!.definition, data);
    expect(text).toContain(plain(formatMoney(totals.grand, { locale: 'ro' })));
    expect(await count()).toEqual(before);
    const forbidden = await download(bogdan, 'POST', '/api/user/forms/0123456789abcdef01234567/pdf', { data });
    expect(forbidden.status).toBe(404);
  });

  it('refuses a preview that save refuses, with the same 400 and field paths: no PDF of a 150 % discount, a negative quantity or text in a date field', async () => {
    type Lines = Record<string, unknown>[];
    const cases: [string, (data: FormData) => void, string, string][] = [
      ['a 150 % discount', (data) => void ((data.labor?.items as Lines)[0]!.discount = 150), 'labor.items[0].discount', 'max'],
      ['a negative quantity', (data) => void ((data.parts?.items as Lines)[1]!.qty = -2), 'parts.items[1].qty', 'min'],
      ['a negative rate', (data) => void ((data.labor?.items as Lines)[1]!.rate = '-180.00'), 'labor.items[1].rate', 'min'],
      ['200 letters in a date field', (data) => void (data.company!.valid_until = 'z'.repeat(200)), 'company.valid_until', 'date'],
      ['a missing required field', (data) => void delete data.vehicle!.vin, 'vehicle.vin', 'required'],
      ['a text over its limit', (data) => void (data.observations!.findings = 'a'.repeat(25_200)), 'observations.findings', 'max_length'],
    ];
    for (const [name, edit, path, code] of cases) {
      const data = estimateSample({ labor: 2, parts: 3 });
      edit(data);
      const preview = await ana.client.request<ErrorBody>('POST', `/api/user/forms/${forms.payer?.id}/pdf`, { token: ana.token, json: { data } });
      expect(preview.status, name).toBe(400);
      expect(preview.body.error.details, name).toContainEqual(expect.objectContaining({ path, code }));
      const save = await ana.client.request<ErrorBody>('POST', `/api/user/forms/${forms.payer?.id}/submit`, { token: ana.token, json: { data } });
      expect(preview.body, name).toEqual(save.body);
      // Too long is refused, never cut: the answer names the field and its limit.
      if (code === 'max_length') expect(preview.body.error.details).toContainEqual({ path, code, message: expect.stringMatching(/2\.?000/) });
    }
  });

  it('prints any definition through the generic layout: steps as sections, arrays as tables, signature images', async () => {
    for (const form of ['tripLog', 'generic']) {
      const doc = await submit(ana, form, tripLogSample(14, signaturePng()));
      const res = await pdfOf(doc);
      const { text } = pdfText(res.body);
      expect(text).toContain('FOAIE DE PARCURS');
      expect(text).toContain('Transport Ședințe & Tâmplărie SRL');
      expect(text).toContain('Gheorghița Știrbu');
      expect(text).toContain('N1 (utilitară ≤ 3,5 t)');
      const trips = doc.data.trips?.items as { km: number; to: string }[];
      expect(trips).toHaveLength(14);
      for (const [i, trip] of trips.entries()) expect(text).toMatch(new RegExp(`\\b${i + 1}\\s+\\d\\d\\.09\\.2025\\s+.*${trip.to}`));
      const km = trips.reduce((sum, trip) => sum + trip.km, 0);
      expect(text).toMatch(new RegExp(`Total km parcurși\\s+${new Intl.NumberFormat('ro-RO').format(km).replace('.', '\\.')}\\b`));
      // The drawn signature is embedded as an image.
      expect(res.body.includes('/Subtype /Image')).toBe(true);
      snapshotFirstPage(res.body, form === 'tripLog' ? 'trip-log' : 'generic');
    }
  });

  it('numbers the clauses of a contract, with parties, vehicle, charges, totals and signature boxes', async () => {
    const doc = await submit(ana, 'contract', contractSample());
    const res = await pdfOf(doc);
    const { text, flat } = pdfText(res.body);
    expect(text).toContain('CONTRACT DE ÎNCHIRIERE');
    for (const [i, clause] of ['Obiectul contractului', 'Durata închirierii', 'Prețul și modalitatea de plată', 'Garanția (depozitul)', 'Obligațiile locatarului', 'Obligațiile locatorului', 'Litigii'].entries())
      expect(text).toContain(`${i + 1}. ${clause}`);
    expect(flat).toContain('constatare amiabilă');
    expect(text).toContain('Ioana Mărginean-Ștețcu');
    expect(text).toContain('Škoda');
    for (const total of expectedTotals('contract', doc)) expect(text).toContain(total);
    expect(text).toMatch(/Locator\s+Locatar/);
    snapshotFirstPage(res.body, 'contract');
  });

  it('prints an invoice in its currency with the due date, emphasising what is left to pay', async () => {
    const data = {
      header: { issued_at: '2025-09-15T10:30', due: '2025-10-15', paid: false, advance: '100.00', rate: '4.9750' },
      buyer: { kind: 'pj', name: 'Construcții Bârsan SRL', cui: 'RO18547290', email: 'contabilitate@barsan.ro' },
      delivery: { address: 'Str. Șoimului nr. 2, Brașov' },
      lines: { items: [{ name: 'Ulei hidraulic', qty: 12, price: '25.50', discount: 10 }, { name: 'Filtru combustibil', qty: 2, price: '80.00' }] },
    };
    const doc = await submit(ana, 'invoice', data as FormData);
    const res = await pdfOf(doc);
    const { text } = pdfText(res.body);
    expect(text).toContain('FACTURĂ');
    expect(text).toContain('15.10.2025');
    expect(text).toContain('Construcții Bârsan SRL');
    for (const total of expectedTotals('invoice', doc).slice(0, 5)) expect(text).toContain(total);
    expect(text).toContain('€');
    expect(text).toMatch(/Rest de plată\s+[\d.]+,\d\d €/);
    // VAT in lei at the invoice's exchange rate (Cod fiscal art. 319 (20) j): 82,73 € × 4,975 = 411,58 lei.
    expect(doc.facts['total.vat']).toBe('82.73');
    expect(text).toContain('Curs de schimb: 1 EUR = 4,975 lei');
    expect(text).toMatch(/TVA în lei\s+411,58 lei/);
    expect(text).toMatch(/Total în lei\s+2\.577,70 lei/);
    snapshotFirstPage(res.body, 'invoice');
  });

  it('prints an entry sheet: client and vehicle boxes, the checklist, damage notes and the client signature', async () => {
    const doc = await submit(ana, 'entrySheet', entrySheetSample(signaturePng()));
    const res = await pdfOf(doc);
    const { text, flat } = pdfText(res.body);
    expect(text).toContain('FIȘĂ DE INTRARE');
    expect(text).toContain('03.11.2025 08:45');
    expect(text).toContain('Mădălina Țepeș');
    expect(text).toMatch(/Trusă medicală: Nu/);
    expect(text).toMatch(/Roată de rezervă: Da/);
    expect(flat).toContain('ciobitură parbriz');
    expect(text).toContain('800,00 lei');
    expect(res.body.includes('/Subtype /Image')).toBe(true);
    snapshotFirstPage(res.body, 'entry-sheet');
  });
});

