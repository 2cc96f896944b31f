import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { romanianDay } from '@atelier/core';
import type {
  DocumentDto,
  ErrorBody,
  FinanceResponse,
  FleetStatsResponse,
  FormData,
  InvoiceStatisticsResponse,
  ServiceStatisticsResponse,
} from '@atelier/core';
import { databaseKinds } from '../../test/databases.js';
import { makeDocument } from '../../test/documents.js';
import { makeUser, type TestUser } from '../../test/factories.js';
import { fixtureDefinition, makeForm } from '../../test/forms.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Every figure below is computed by hand from the documents submitted here (docs/statistics.md
 * defines them); amounts like 0.10 + 0.20 check that sums are exact decimals, not floats.
 */

type Line = Record<string, string | number>;
const estimate = (o: { date?: string; type: string; name: string; make: string; reason: string; entry?: string; exit?: string; labor: Line[]; parts: Line[] }): FormData => ({
  client: { date: o.date ?? '', type: o.type, name: o.name },
  vehicle: { make: o.make, plate: 'CJ 10 ABC', entry_date: o.entry ?? '', exit_date: o.exit ?? '', reason: o.reason },
  labor: { items: o.labor },
  parts: { items: o.parts },
});
const invoice = (o: { date: string; status: string; client: string; cui?: string; lines: [string, number, string][] }): FormData => ({
  invoice: { date: o.date, status: o.status, client: o.client, cui: o.cui ?? '' },
  lines: { items: o.lines.map(([description, qty, price]) => ({ description, qty, price })) },
});
const entry = (kind: string, amount: string, category: string, date: string, plate = ''): FormData => ({ entry: { kind, amount, category, date, plate } });

const E1 = estimate({ date: '2026-01-10', type: 'pf', name: 'Ion Pop', make: 'Škoda', reason: 'Zgomot frână', entry: '2026-01-10', exit: '2026-01-12', labor: [{ operation: 'Diagnoză', value: '0.10' }], parts: [{ name: 'Plăcuțe frână', qty: 1, price: '0.20' }] });
const E2 = estimate({
  date: '2026-01-20', type: 'pj', name: 'Transport SRL', make: 'ŠKODA', reason: 'Revizie', entry: '2026-01-20', exit: '2026-01-25',
  labor: [{ operation: 'Schimb ulei', value: '150.00' }, { operation: 'Diagnoză', value: '50.00' }],
  parts: [{ code: 'U-1', name: 'Ulei 5W30', qty: 4, price: '52.25' }, { name: 'Filtru ulei', qty: 1, price: '45.50' }],
});
const E3 = estimate({ date: '2026-02-05', type: 'pf', name: 'Maria Ionescu', make: 'Dacia', reason: 'Revizie', labor: [{ operation: 'diagnoză', value: '0.20' }], parts: [{ name: 'Plăcuțe frână', qty: 2, price: '0.10' }] });
const E4 = estimate({ date: '2026-02-28', type: 'pj', name: 'Transport SRL', make: 'Škoda', reason: 'revizie', entry: '2026-02-26', exit: '2026-02-28', labor: [{ operation: 'Schimb ulei', value: '1000.01' }], parts: [] });
const OUTSIDE = estimate({ date: '2025-12-31', type: 'pf', name: 'Ion Pop', make: 'Dacia', reason: 'Revizie', labor: [{ operation: 'Diagnoză', value: '9.99' }], parts: [] });

describe.each(databaseKinds())('statistics on %s', (kind) => {
  let t: TestApp;
  let ana: TestUser;
  let bogdan: TestUser;
  const forms = { estimate: '', invoice: '', finance: '' };
  const ids: Record<string, DocumentDto> = {};
  const get = <T>(user: TestUser, path: string) => user.client.request<T & ErrorBody>('GET', `/api/user/${path}`, { token: user.token });

  beforeAll(async () => {
    t = await startTestApp({ kind });
    ana = await makeUser(t);
    bogdan = await makeUser(t);
    forms.estimate = (await makeForm(t, fixtureDefinition('service-estimate'))).id;
    forms.invoice = (await makeForm(t, fixtureDefinition('simple-invoice'))).id;
    forms.finance = (await makeForm(t, fixtureDefinition('finance-entry'))).id;
    for (const [name, data] of Object.entries({ E1, E2, E3, E4, OUTSIDE })) ids[name] = await makeDocument({ user: ana, formId: forms.estimate, data });
    const invoices = {
      I0: invoice({ date: '2026-02-10', status: 'paid', client: 'Alfa SRL', cui: 'RO123', lines: [['Revizie', 1, '100.00']] }),
      I0b: invoice({ date: '2026-02-15', status: 'paid', client: 'Beta SRL', lines: [['Spălare', 1, '0.10']] }),
      I1: invoice({ date: '2026-03-02', status: 'paid', client: 'Alfa SRL', cui: '123', lines: [['Revizie', 2, '100.00'], ['Spălare', 1, '0.10']] }),
      I2: invoice({ date: '2026-03-10', status: 'unpaid', client: 'Gama SRL', cui: 'RO999', lines: [['Spălare', 1, '0.20']] }),
      I3: invoice({ date: '2026-03-31', status: 'paid', client: 'Alfa SRL', cui: 'RO123', lines: [['Vopsire', 1, '1500.00'], ['Revizie', 1, '100.00'], ['spălare', 3, '0.10']] }),
    };
    for (const [name, data] of Object.entries(invoices)) ids[name] = await makeDocument({ user: ana, formId: forms.invoice, data });
    for (const data of [
      entry('income', '1000.10', 'Transport', '2026-03-05', 'B 10 ABC'),
      entry('expense', '0.10', 'Combustibil', '2026-03-06', 'b10abc'),
      entry('expense', '0.20', 'Combustibil', '2026-03-20', 'CJ 01 XYZ'),
      entry('income', '500.00', 'Transport', '2026-04-02', 'CJ01XYZ'),
      entry('expense', '300.00', 'Chirie', '2026-03-15'),
    ])
      await makeDocument({ user: ana, formId: forms.finance, data });
    // Bogdan's documents, in the same ranges: Ana must never see them.
    await makeDocument({ user: bogdan, formId: forms.estimate, data: { ...E2, client: { date: '2026-01-15', type: 'pf', name: 'Alt client' } } });
    await makeDocument({ user: bogdan, formId: forms.invoice, data: invoice({ date: '2026-03-03', status: 'paid', client: 'Alfa SRL', cui: 'RO123', lines: [['Revizie', 1, '777.77']] }) });
    await makeDocument({ user: bogdan, formId: forms.finance, data: entry('income', '777.77', 'Transport', '2026-03-05', 'B 10 ABC') });
  });
  afterAll(async () => t.close());

  it('gives the service figures of a hand-computed fixture, exactly', async () => {
    const res = await get<ServiceStatisticsResponse>(ana, 'service-statistics?start_date=2026-01-01&end_date=2026-02-28');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      empty: false,
      range: { start_date: '2026-01-01', end_date: '2026-02-28' },
      documents: 4,
      revenue: '1455.21',
      average_value: '363.80',
      client_types: { individual: { documents: 2, revenue: '0.70' }, corporate: { documents: 2, revenue: '1454.51' }, unspecified: { documents: 0, revenue: '0.00' } },
      service_days: { average: 3, documents: 3 },
      top_makes: [{ name: 'Škoda', documents: 3, revenue: '1454.81' }, { name: 'Dacia', documents: 1, revenue: '0.40' }],
      top_reasons: [{ name: 'Revizie', documents: 3 }, { name: 'Zgomot frână', documents: 1 }],
      monthly: [
        { month: '2026-01', documents: 2, revenue: '454.80', average_value: '227.40' },
        { month: '2026-02', documents: 2, revenue: '1000.41', average_value: '500.21' },
      ],
      parts_vs_labor: { parts: '254.90', labor: '1200.31' },
      top_parts: {
        by_count: [{ name: 'Plăcuțe frână', count: 2, value: '0.40' }, { name: 'Ulei 5W30', count: 1, value: '209.00' }, { name: 'Filtru ulei', count: 1, value: '45.50' }],
        by_value: [{ name: 'Ulei 5W30', count: 1, value: '209.00' }, { name: 'Filtru ulei', count: 1, value: '45.50' }, { name: 'Plăcuțe frână', count: 2, value: '0.40' }],
      },
      top_labor: {
        by_count: [{ name: 'Diagnoză', count: 3, value: '50.30' }, { name: 'Schimb ulei', count: 2, value: '1150.01' }],
        by_value: [{ name: 'Schimb ulei', count: 2, value: '1150.01' }, { name: 'Diagnoză', count: 3, value: '50.30' }],
      },
    });
  });

  it('reads a range that cuts months the same way (day and month buckets together)', async () => {
    const cut = await get<ServiceStatisticsResponse>(ana, 'service-statistics?start_date=2026-01-11&end_date=2026-02-27');
    expect(cut.body).toMatchObject({ documents: 2, revenue: '454.90', top_makes: [{ name: 'ŠKODA', documents: 1 }, { name: 'Dacia', documents: 1 }] });
    const mixed = await get<ServiceStatisticsResponse>(ana, 'service-statistics?start_date=2026-01-11&end_date=2026-02-28');
    expect(mixed.body).toMatchObject({ documents: 3, revenue: '1454.91', service_days: { average: 3.5, documents: 2 } });
    expect(mixed.body.monthly).toEqual([
      { month: '2026-01', documents: 1, revenue: '454.50', average_value: '454.50' },
      { month: '2026-02', documents: 2, revenue: '1000.41', average_value: '500.21' },
    ]);
  });

  it('gives the invoice figures, weekly and monthly series and the retention rate', async () => {
    const res = await get<InvoiceStatisticsResponse>(ana, 'invoice-statistics?start_date=2026-03-01&end_date=2026-03-31');
    expect(res.status, res.text).toBe(200);
    const zero = (week_start: string) => ({ week_start, invoices: 0, income: '0.00' });
    expect(res.body).toEqual({
      empty: false,
      range: { start_date: '2026-03-01', end_date: '2026-03-31' },
      income: '1800.60',
      customers: 2,
      invoices: 3,
      average_invoice: '600.20',
      highest_invoice: '1600.30',
      items_per_invoice: 2,
      by_status: [
        { status: 'paid', label: 'Plătită', invoices: 2, income: '1800.40' },
        { status: 'unpaid', label: 'Neplătită', invoices: 1, income: '0.20' },
      ],
      weekly: [
        zero('2026-02-23'),
        { week_start: '2026-03-02', invoices: 1, income: '200.10' },
        { week_start: '2026-03-09', invoices: 1, income: '0.20' },
        zero('2026-03-16'),
        zero('2026-03-23'),
        { week_start: '2026-03-30', invoices: 1, income: '1600.30' },
      ],
      monthly: [{ month: '2026-03', invoices: 3, income: '1800.60' }],
      top_services: {
        by_count: [{ name: 'Spălare', count: 3, value: '0.60' }, { name: 'Revizie', count: 2, value: '300.00' }, { name: 'Vopsire', count: 1, value: '1500.00' }],
        by_value: [{ name: 'Vopsire', count: 1, value: '1500.00' }, { name: 'Revizie', count: 2, value: '300.00' }, { name: 'Spălare', count: 3, value: '0.60' }],
      },
      top_clients: [{ name: 'Alfa SRL', invoices: 2, income: '1800.40' }, { name: 'Gama SRL', invoices: 1, income: '0.20' }],
      retention: { rate: 0.5, previous_customers: 2, returning_customers: 1, previous_range: { start_date: '2026-01-29', end_date: '2026-02-28' } },
    });
  });

  it('converts an invoice in euro to lei with its exchange rate, to the ban', async () => {
    const base = fixtureDefinition('simple-invoice');
    const steps = base.steps.map((step) =>
      step.name === 'invoice' ? { ...step, fields: [...step.fields, { name: 'rate', type: 'number' as const, label: 'Curs', decimals: 4, role: 'invoice.exchange_rate' as const }] } : step,
    );
    const euro = (await makeForm(t, { ...base, key: 'factura-eur-test', document: { ...base.document, currency: 'EUR' }, steps })).id;
    const carol = await makeUser(t);
    const withRate = invoice({ date: '2026-05-04', status: 'paid', client: 'Delta SRL', cui: 'RO555', lines: [['Transport', 1, '100.01'], ['Manoperă', 2, '0.10']] });
    await makeDocument({ user: carol, formId: euro, data: { ...withRate, invoice: { ...withRate.invoice, rate: 4.9765 } } });
    // Without a rate the invoice counts, its amounts do not.
    await makeDocument({ user: carol, formId: euro, data: invoice({ date: '2026-05-05', status: 'paid', client: 'Delta SRL', cui: 'RO555', lines: [['Transport', 1, '50.00']] }) });
    await makeDocument({ user: carol, formId: forms.invoice, data: invoice({ date: '2026-05-06', status: 'paid', client: 'Delta SRL', cui: 'RO555', lines: [['Transport', 1, '0.10']] }) });
    const res = await get<InvoiceStatisticsResponse>(carol, 'invoice-statistics?start_date=2026-05-01&end_date=2026-05-31');
    // 100.21 EUR × 4.9765 = 498.695065 → 498.70 lei; lines 100.01 × 4.9765 = 497.699765 → 497.70, 0.20 × 4.9765 = 0.9953 → 1.00.
    expect(res.body).toMatchObject({ invoices: 3, income: '498.80', highest_invoice: '498.70', customers: 1 });
    expect(res.body.top_services.by_value).toEqual([
      { name: 'Transport', count: 3, value: '497.80' },
      { name: 'Manoperă', count: 1, value: '1.00' },
    ]);
  });

  it('gives income versus expenses by category, and one category case-insensitively', async () => {
    const all = await get<FinanceResponse>(ana, 'service/finance?from_date=2026-03-01&to_date=2026-04-30');
    expect(all.status, all.text).toBe(200);
    expect(all.body).toEqual({
      empty: false,
      range: { start_date: '2026-03-01', end_date: '2026-04-30' },
      category: null,
      records: 5,
      income: '1500.10',
      expenses: '300.30',
      balance: '1199.80',
      by_category: [
        { category: 'Transport', label: 'Transport', records: 2, income: '1500.10', expenses: '0.00', balance: '1500.10' },
        { category: 'Chirie', label: 'Chirie', records: 1, income: '0.00', expenses: '300.00', balance: '-300.00' },
        { category: 'Combustibil', label: 'Combustibil', records: 2, income: '0.00', expenses: '0.30', balance: '-0.30' },
      ],
      categories: [
        { value: 'Chirie', label: 'Chirie' },
        { value: 'Combustibil', label: 'Combustibil' },
        { value: 'Transport', label: 'Transport' },
      ],
    });
    const fuel = await get<FinanceResponse>(ana, 'service/finance?from_date=2026-03-01&to_date=2026-04-30&category=combustibil');
    expect(fuel.body).toMatchObject({ category: 'combustibil', records: 2, income: '0.00', expenses: '0.30', balance: '-0.30' });
  });

  it('gives the fleet figures per month and per car, and for one plate written any way', async () => {
    const all = await get<FleetStatsResponse>(ana, 'fleet/stats?from_date=2026-03-01&to_date=2026-04-30');
    expect(all.status, all.text).toBe(200);
    expect(all.body).toEqual({
      empty: false,
      range: { start_date: '2026-03-01', end_date: '2026-04-30' },
      plate: null,
      totals: { records: 4, income: '1500.10', expense: '0.30', yield: '1499.80' },
      monthly: [
        { month: '2026-03', income: '1000.10', expense: '0.30', yield: '999.80' },
        { month: '2026-04', income: '500.00', expense: '0.00', yield: '500.00' },
      ],
      cars: [
        { plate: 'B10ABC', records: 2, income: '1000.10', expense: '0.10', yield: '1000.00' },
        { plate: 'CJ01XYZ', records: 2, income: '500.00', expense: '0.20', yield: '499.80' },
      ],
      plates: ['B10ABC', 'CJ01XYZ'],
    });
    const one = await get<FleetStatsResponse>(ana, `fleet/stats?from_date=2026-03-01&to_date=2026-04-30&plate=${encodeURIComponent('cj 01-xyz')}`);
    expect(one.body.totals).toEqual({ records: 2, income: '500.00', expense: '0.20', yield: '499.80' });
    // The car filter still offers every car of the user, and only theirs.
    expect(one.body.plates).toEqual(['B10ABC', 'CJ01XYZ']);
    const march = await get<FleetStatsResponse>(bogdan, 'fleet/stats?from_date=2026-04-01&to_date=2026-04-30');
    expect(march.body).toMatchObject({ empty: true, plates: ['B10ABC'] });
    expect(one.body.monthly).toEqual([
      { month: '2026-03', income: '0.00', expense: '0.20', yield: '-0.20' },
      { month: '2026-04', income: '500.00', expense: '0.00', yield: '500.00' },
    ]);
  });

  it("shows a user only their own figures, and the empty state when there are none", async () => {
    const mine = await get<ServiceStatisticsResponse>(bogdan, 'service-statistics?start_date=2026-01-01&end_date=2026-02-28');
    expect(mine.body).toMatchObject({ empty: false, documents: 1, revenue: '454.50', top_makes: [{ name: 'ŠKODA', documents: 1 }] });
    const bogdanInvoices = await get<InvoiceStatisticsResponse>(bogdan, 'invoice-statistics?start_date=2026-03-01&end_date=2026-03-31');
    expect(bogdanInvoices.body).toMatchObject({ invoices: 1, income: '777.77', customers: 1, retention: { rate: null, previous_customers: 0 } });

    const carol = await makeUser(t);
    const empty = {
      service: await get<ServiceStatisticsResponse>(carol, 'service-statistics?start_date=2026-01-01&end_date=2026-12-31'),
      invoices: await get<InvoiceStatisticsResponse>(carol, 'invoice-statistics'),
      fleet: await get<FleetStatsResponse>(carol, 'fleet/stats'),
      finance: await get<FinanceResponse>(carol, 'service/finance'),
    };
    expect(empty.service.body).toMatchObject({ empty: true, documents: 0, revenue: '0.00', average_value: null, monthly: [], top_makes: [], service_days: { average: null } });
    expect(empty.invoices.body).toMatchObject({ empty: true, invoices: 0, highest_invoice: null, items_per_invoice: null, weekly: [], monthly: [] });
    expect(empty.fleet.body).toMatchObject({ empty: true, totals: { records: 0, income: '0.00' }, monthly: [], cars: [] });
    expect(empty.finance.body).toMatchObject({ empty: true, records: 0, balance: '0.00', by_category: [] });
  });

  it('counts a document without a date on the day it was saved', async () => {
    const today = romanianDay(t.clock.now());
    const doc = await makeDocument({ user: ana, formId: forms.estimate, data: { ...E3, client: { type: 'pf', name: 'Fără dată' } } });
    const res = await get<ServiceStatisticsResponse>(ana, `service-statistics?start_date=${today}&end_date=${today}`);
    expect(res.body).toMatchObject({ documents: 1, revenue: '0.40' });
    await ana.client.request('DELETE', `/api/user/completed_forms/${doc.id}`, { token: ana.token });
  });

  it('refuses bad dates with 400 and the standard error shape', async () => {
    for (const path of [
      'service-statistics?start_date=2026-13-01',
      'service-statistics?start_date=16.03.2026',
      'service-statistics?start_date=2026-02-30&end_date=2026-03-01',
      'service-statistics?start_date=2026-03-02&end_date=2026-03-01',
      'invoice-statistics?start_date=2016-01-01&end_date=2026-01-01',
      'fleet/stats?from_date=abc',
      'fleet/stats?from_date=2026-05-01&to_date=2026-04-01',
      'service/finance?to_date=2026-1-1',
    ]) {
      const res = await get<unknown>(ana, path);
      expect(res.status, path).toBe(400);
      expect(res.body.error.code, path).toBe('validation_error');
      expect(res.body.error.details?.[0]?.path, path).toMatch(/^(start_date|end_date|from_date|to_date)$/);
    }
  });

  it('stays exact when several documents of one user are edited at the same time', async () => {
    const day = (n: number) => `2025-06-${String(10 + n).padStart(2, '0')}`;
    const made = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((n) => makeDocument({ user: ana, formId: forms.estimate, data: estimate({ date: day(n), type: 'pf', name: 'Flotă', make: 'Ford', reason: 'Revizie', labor: [{ operation: 'Revizie', value: '10.10' }], parts: [] }) })),
    );
    const edits = await Promise.all(
      made.map((doc, n) =>
        ana.client.request('PUT', `/api/user/completed_forms/${doc.id}`, {
          token: ana.token,
          json: { version: doc.version, data: estimate({ date: day(n), type: 'pj', name: 'Flotă', make: 'Ford', reason: 'Revizie', labor: [{ operation: 'Revizie', value: '20.20' }], parts: [] }) },
        }),
      ),
    );
    expect(edits.map((e) => e.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const res = await get<ServiceStatisticsResponse>(ana, 'service-statistics?start_date=2025-06-01&end_date=2025-06-30');
    expect(res.body).toMatchObject({ documents: 6, revenue: '121.20', client_types: { individual: { documents: 0 }, corporate: { documents: 6, revenue: '121.20' } } });
    await Promise.all(made.map((doc) => ana.client.request('DELETE', `/api/user/completed_forms/${doc.id}`, { token: ana.token })));
    const gone = await get<ServiceStatisticsResponse>(ana, 'service-statistics?start_date=2025-06-01&end_date=2025-06-30');
    expect(gone.body).toMatchObject({ empty: true, documents: 0, revenue: '0.00' });
  });

  it('stays exact after a document is edited or deleted', async () => {
    const e4 = ids.E4 as DocumentDto;
    const edited = await ana.client.request<DocumentDto>('PUT', `/api/user/completed_forms/${e4.id}`, {
      token: ana.token,
      json: { version: e4.version, data: { ...E4, labor: { items: [{ operation: 'Schimb ulei', value: '999.99' }] } } },
    });
    expect(edited.status, edited.text).toBe(200);
    const deleted = await ana.client.request('DELETE', `/api/user/completed_forms/${(ids.E3 as DocumentDto).id}`, { token: ana.token });
    expect(deleted.status).toBe(204);
    const res = await get<ServiceStatisticsResponse>(ana, 'service-statistics?start_date=2026-01-01&end_date=2026-02-28');
    expect(res.body).toMatchObject({
      documents: 3,
      revenue: '1454.79',
      client_types: { individual: { documents: 1, revenue: '0.30' }, corporate: { documents: 2, revenue: '1454.49' } },
      parts_vs_labor: { parts: '254.70', labor: '1200.09' },
      top_makes: [{ name: 'Škoda', documents: 3, revenue: '1454.79' }],
      monthly: [{ month: '2026-01', documents: 2 }, { month: '2026-02', documents: 1, revenue: '999.99' }],
    });
    expect(res.body.top_parts.by_count[0]).toEqual({ name: 'Ulei 5W30', count: 1, value: '209.00' });
    expect(res.body.top_labor.by_count).toEqual([
      { name: 'Schimb ulei', count: 2, value: '1149.99' },
      { name: 'Diagnoză', count: 2, value: '50.10' },
    ]);

    // The buckets kept up by every submit, edit and deletion equal the ones rebuilt from scratch.
    const paths = ['service-statistics?start_date=2025-12-01&end_date=2026-04-30', 'invoice-statistics?start_date=2026-02-01&end_date=2026-03-31', 'fleet/stats?from_date=2026-03-01&to_date=2026-04-30'];
    const kept = await Promise.all(paths.map((path) => get<unknown>(ana, path)));
    await sql`delete from stat_buckets`.execute(t.database.db);
    await sql`delete from document_stat_lines`.execute(t.database.db);
    await sql`delete from document_stats`.execute(t.database.db);
    await sql`select stats_refresh(array(select id from documents))`.execute(t.database.db);
    const rebuilt = await Promise.all(paths.map((path) => get<unknown>(ana, path)));
    expect(rebuilt.map((r) => r.body)).toEqual(kept.map((r) => r.body));
  });

  it("labels categories with the finance form's options in the asked language", async () => {
    const base = fixtureDefinition('finance-entry');
    const steps = base.steps.map((step) => ({
      ...step,
      fields: step.fields.map((field) =>
        field.name === 'category'
          ? { name: 'category', type: 'select' as const, label: 'Categorie', role: 'finance.category' as const, options: [{ value: 'fuel', label: 'Combustibil' }, { value: 'transport', label: 'Venit din transport' }] }
          : field,
      ),
    }));
    const labelled = (await makeForm(t, { ...base, key: 'finance-labels-test', steps, translations: { en: { fields: { 'entry.category': { options: { fuel: 'Fuel', transport: 'Transport income' } } } } } })).id;
    const filip = await makeUser(t);
    await makeDocument({ user: filip, formId: labelled, data: entry('expense', '45.10', 'fuel', '2026-07-02') });
    await makeDocument({ user: filip, formId: labelled, data: entry('income', '100.00', 'transport', '2026-07-03') });
    await makeDocument({ user: filip, formId: forms.finance, data: entry('expense', '0.90', 'Diverse', '2026-07-04') });
    const range = 'from_date=2026-07-01&to_date=2026-07-31';
    const en = await get<FinanceResponse>(filip, `service/finance?${range}&locale=en`);
    expect(en.body).toMatchObject({ income: '100.00', expenses: '46.00', balance: '54.00' });
    expect(en.body.by_category).toEqual([
      { category: 'transport', label: 'Transport income', records: 1, income: '100.00', expenses: '0.00', balance: '100.00' },
      { category: 'fuel', label: 'Fuel', records: 1, income: '0.00', expenses: '45.10', balance: '-45.10' },
      { category: 'Diverse', label: 'Diverse', records: 1, income: '0.00', expenses: '0.90', balance: '-0.90' },
    ]);
    expect(en.body.categories).toEqual([{ value: 'Diverse', label: 'Diverse' }, { value: 'fuel', label: 'Fuel' }, { value: 'transport', label: 'Transport income' }]);
    // Without ?locale=, Accept-Language; Italian is not translated: the definition's own (Romanian) labels.
    const italian = await filip.client.request<FinanceResponse>('GET', `/api/user/service/finance?${range}&category=FUEL`, { token: filip.token, headers: { 'accept-language': 'it-IT,it;q=0.9' } });
    expect(italian.body).toMatchObject({ records: 1, expenses: '45.10', by_category: [{ category: 'fuel', label: 'Combustibil' }] });
    expect(italian.body.categories.map((c) => c.label)).toEqual(['Combustibil', 'Diverse', 'Venit din transport']);
    const bad = await get<unknown>(filip, `service/finance?${range}&locale=fr`);
    expect(bad.status).toBe(400);
  });

  it('groups makes ignoring accents and case, shown in the spelling used most', async () => {
    const dan = await makeUser(t);
    const car = (make: string, value: string) => estimate({ date: '2026-06-10', type: 'pf', name: 'Dan', make, reason: 'Revizie', labor: [{ operation: 'Revizie', value }], parts: [] });
    for (const data of [car('Skoda', '10.10'), car('Škoda', '20.20'), car('Škoda ', '0.01'), car('Dacia', '5.00')]) await makeDocument({ user: dan, formId: forms.estimate, data });
    const res = await get<ServiceStatisticsResponse>(dan, 'service-statistics?start_date=2026-06-01&end_date=2026-06-30');
    expect(res.body.top_makes).toEqual([{ name: 'Škoda', documents: 3, revenue: '30.31' }, { name: 'Dacia', documents: 1, revenue: '5.00' }]);
  });

  // Last: it moves the clock forward (a new user signs in after it).
  it("counts a document saved at 23:30 UTC on a month's last day in the next month, as in Bucharest", async () => {
    t.clock.set(new Date('2026-12-31T23:30:00.000Z'));
    const elena = await makeUser(t);
    await makeDocument({ user: elena, formId: forms.estimate, data: { ...E3, client: { type: 'pf', name: 'Revelion' } } });
    const service = await get<ServiceStatisticsResponse>(elena, 'service-statistics?start_date=2026-12-01&end_date=2027-01-31');
    expect(service.body.monthly).toEqual([
      { month: '2026-12', documents: 0, revenue: '0.00', average_value: null },
      { month: '2027-01', documents: 1, revenue: '0.40', average_value: '0.40' },
    ]);
    const day = await get<ServiceStatisticsResponse>(elena, 'service-statistics?start_date=2027-01-01&end_date=2027-01-01');
    expect(day.body).toMatchObject({ documents: 1, revenue: '0.40' });
    const december = await get<ServiceStatisticsResponse>(elena, 'service-statistics?start_date=2026-12-31&end_date=2026-12-31');
    expect(december.body).toMatchObject({ empty: true, documents: 0 });
    // Without dates, the range ends today in Bucharest (already 1 January 2027).
    const byDefault = await get<ServiceStatisticsResponse>(elena, 'service-statistics');
    expect(byDefault.body).toMatchObject({ empty: false, range: { start_date: '2026-02-01', end_date: '2027-01-01' }, documents: 1, revenue: '0.40' });
  });
});
