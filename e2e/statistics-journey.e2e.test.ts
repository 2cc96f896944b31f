import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { VIEWPORTS, describeInChromium, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';
import { expectAccessible } from './support/axe.js';
import { api, expectPathStartsWith, registerWithForms } from './support/api.js';
import { daysAgo, kpi, pageWidth } from './support/statistics.js';

const email = `statistici.${Date.now()}@example.ro`;
const password = 'Atelier-2026!';

type Json = Record<string, unknown>;

const day = daysAgo(3);

const company = { date: day, name: 'Service Auto Mureșan SRL', cui: 'RO18547290', address: 'Str. Țebei nr. 7', city: 'Cluj-Napoca', county: 'CJ' };
const estimate = (o: { type: 'pf' | 'pj'; make: string; labor: [string, number, string]; parts: [string, number, string] }): Json => ({
  company,
  client: { type: o.type, name: o.type === 'pf' ? 'Ion Pop' : 'Transport Rapid SRL', ...(o.type === 'pj' ? { cui: 'RO18547290' } : {}) },
  vehicle: { make: o.make, model: 'Logan', plate: 'CJ 12 ABC', vin: 'UU1LSDAAH12345678', odometer: 187450 },
  observations: { reason: 'Revizie' },
  labor: { items: [{ operation: o.labor[0], hours: o.labor[1], rate: o.labor[2] }] },
  parts: { items: [{ name: o.parts[0], qty: o.parts[1], unit: 'buc', price: o.parts[2] }] },
});

// Totals worked out by hand (VAT 21%, rounded once per document):
// 1×100 + 1×100 = 200.00 + 42.00 = 242.00; 2×150 + 2×50.25 = 400.50 + 84.11 = 484.61;
// 0.5×180 + 4×52.25 = 299.00 + 62.79 = 361.79. Revenue 1,088.40 lei; Dacia twice, Škoda once.
// Invoices: 1,000.00 + 250.50 + 400.00 net, with VAT 1,210.00 + 303.11 + 484.00 = 1,997.11 lei.
const ESTIMATES = [
  { data: estimate({ type: 'pf', make: 'Dacia', labor: ['Diagnoză', 1, '100.00'], parts: ['Filtru ulei', 1, '100.00'] }), total: '242.00' },
  { data: estimate({ type: 'pj', make: 'Dacia', labor: ['Schimb ulei', 2, '150.00'], parts: ['Filtru aer', 2, '50.25'] }), total: '484.61' },
  { data: estimate({ type: 'pf', make: 'Škoda', labor: ['Diagnoză', 0.5, '180.00'], parts: ['Ulei 5W30', 4, '52.25'] }), total: '361.79' },
];

const invoice = (client: string, status: string, price: string): Json => ({
  company,
  // A company is told apart by its CUI, a person by name (docs/statistics.md): two customers.
  client: client.endsWith('SRL') ? { type: 'pj', name: client, cui: 'RO18547290', address: 'Str. Fabricii 3', city: 'Cluj-Napoca', county: 'CJ' } : { type: 'pf', name: client, address: 'Str. Lungă 1', city: 'Cluj-Napoca', county: 'CJ' },
  lines: { items: [{ name: 'Reparație motor', unit: 'serv', qty: 1, price, vat_rate: '21' }] },
  payment: { due_date: day, status },
});

describeInChromium('a workshop sees its figures on the statistics dashboards (Chromium)', () => {
  let page: Page;
  let errors: string[];

  const journey = useJourney({ apps: ['deviz-auto-platitor-tva', 'factura-platitor-tva'] });

  beforeAll(async () => {
    const { token, formId } = await registerWithForms({ server: journey.server, email, password, keys: ['factura-platitor-tva'] });
    for (const { data, total } of ESTIMATES) {
      const saved = await api<{ facts: Record<string, string> }>(journey.server, 'POST', `/api/user/forms/${formId('deviz-auto-platitor-tva')}/submit`, { token, json: { data } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      expect(saved.body.facts['total.grand']).toBe(total);
    }
    for (const [client, status, price] of [['Transport Rapid SRL', 'paid', '1000.00'], ['Maria Pop', 'unpaid', '250.50'], ['Transport Rapid SRL', 'partial', '400.00']] as const) {
      const saved = await api(journey.server, 'POST', `/api/user/forms/${formId('factura-platitor-tva')}/submit`, { token, json: { data: invoice(client, status, price) } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    }
    ({ page, errors } = await journey.openSignedIn({ email, password, acceptDownloads: true }));
  }, 120_000);

  it('shows the revenue of the three estimates, their count and the top make', async () => {
    await page.getByRole('tab', { name: 'Statistici', exact: true }).click();
    await expectPathStartsWith(page, '/dashboard?tab=statistics');
    await kpi(page, 'Valoare totală (cu TVA)').getByText('1.088,40 lei', { exact: true }).waitFor();
    await kpi(page, 'Documente').getByText('3', { exact: true }).waitFor();
    await kpi(page, 'Marca cea mai frecventă').getByText('Dacia', { exact: true }).waitFor();
    await kpi(page, 'Valoare medie (cu TVA)').getByText('362,80 lei', { exact: true }).waitFor();
    await page.locator('.recharts-surface').first().waitFor();
    await screenshot(page, '1280-statistics');
    await expectAccessible(page, 'statistics');
  });

  it('shows the invoices dashboard', async () => {
    await page.getByRole('tab', { name: 'Statistici facturi' }).click();
    await kpi(page, 'Total facturat (cu TVA)').getByText('1.997,11 lei', { exact: true }).waitFor();
    await kpi(page, 'Clienți').getByText('2', { exact: true }).waitFor();
    await page.locator('.recharts-surface').first().waitFor();
    await screenshot(page, '1280-invoice-statistics');
    await expectAccessible(page, 'invoice-statistics');
  });

  it("shows each chart's figures as a table whose scroll box the keyboard reaches (axe)", async () => {
    await page.goto(`${journey.server.url}/dashboard?tab=statistics`);
    await kpi(page, 'Valoare totală (cu TVA)').getByText('1.088,40 lei', { exact: true }).waitFor();
    for (const option of await page.getByText('Tabel', { exact: true }).all()) await option.click();
    await page.getByRole('table').first().waitFor();
    // A table wider than its card (a long one, a narrow tablet) scrolls in its own box: the box takes
    // the keyboard focus and is named after its table (axe scrollable-region-focusable when it scrolls).
    const tablet = { width: 800, height: 860 };
    await page.setViewportSize(tablet);
    const boxes = page.locator('[role="region"][tabindex="0"][aria-label]');
    await boxes.first().waitFor();
    expect(await boxes.count()).toBe(await page.getByRole('table').count());
    await screenshot(page, '800-statistics-tables');
    await expectAccessible(page, 'statistics as tables', { also: [tablet] });
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it('is readable on a 360 px phone', async () => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`${journey.server.url}/dashboard?tab=statistics`);
    await kpi(page, 'Valoare totală (cu TVA)').getByText('1.088,40 lei', { exact: true }).waitFor();
    await page.locator('.recharts-surface').first().waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await screenshot(page, '360-statistics');
    await page.goto(`${journey.server.url}/dashboard?tab=invoice-statistics`);
    await kpi(page, 'Total facturat (cu TVA)').getByText('1.997,11 lei', { exact: true }).waitFor();
    await page.locator('.recharts-surface').first().waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await screenshot(page, '360-invoice-statistics');
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it('raised no page error and no CSP violation', () => {
    expect(errors).toEqual([]);
  });
});
