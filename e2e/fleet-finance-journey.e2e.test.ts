import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { VIEWPORTS, describeInChromium, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';
import { expectAccessible } from './support/axe.js';
import { api, registerWithForms } from './support/api.js';
import { daysAgo, kpi, pageWidth } from './support/statistics.js';

const email = `flota.${Date.now()}@example.ro`;
const password = 'Atelier-2026!';
const FLEET = 'evidenta-flota';
const BUSINESS = 'venituri-cheltuieli';

const recent = daysAgo(3);
const earlier = daysAgo(40);
const company = { name: 'Transport Rapid SRL', cui: 'RO18547290', address: 'Str. Fabricii 3, Cluj-Napoca' };
type Kind = 'income' | 'expense';
const category = (kind: Kind, value: string) => ({ kind, [`${kind}_category`]: value });
const fleetEntry = (plate: string, date: string, kind: Kind, value: string, amount: string) => ({ company, entry: { plate, date, ...category(kind, value), amount } });
const businessEntry = (date: string, kind: Kind, value: string, amount: string) => ({
  company,
  entry: { ...category(kind, value), description: 'Înregistrare de test', date, payment: 'transfer', amount, vat_rate: '21' },
});

// By hand. Fleet (plated records): CJ 07 STR 1,500.00 income − (326.82 + 1,200.50) = −27.32 lei;
// B 123 XYZ 800.00 − 45.30 = 754.70 lei; together 2,300.00 − 1,572.62 = 727.38 lei in 5 records.
// Finance (every record): income 2,300.00 + 2,000.00 = 4,300.00; expenses 1,572.62 + 1,452.10 +
// 100.00 = 3,124.72; balance 1,175.28 lei in 8 records. "fuel" in both forms: 326.82 + 100.00 =
// 426.82 lei in 2 records, shown as "Combustibil".
const RECORDS: [string, Record<string, unknown>][] = [
  [FLEET, fleetEntry('CJ 07 STR', recent, 'income', 'transport', '1500.00')],
  [FLEET, fleetEntry('cj07str', recent, 'expense', 'fuel', '326.82')],
  [FLEET, fleetEntry('CJ 07 STR', earlier, 'expense', 'rca', '1200.50')],
  [FLEET, fleetEntry('B 123 XYZ', recent, 'income', 'rental', '800.00')],
  [FLEET, fleetEntry('B 123 XYZ', earlier, 'expense', 'tolls', '45.30')],
  [BUSINESS, businessEntry(recent, 'income', 'services', '2000.00')],
  [BUSINESS, businessEntry(recent, 'expense', 'utilities', '1452.10')],
  [BUSINESS, businessEntry(earlier, 'expense', 'fuel', '100.00')],
];

/** The cells of the table row whose first cell is `first`, as read (amounts carry a no-break space before "lei"). */
const cells = async (table: Locator, first: string) =>
  (await table.locator('tbody tr').filter({ has: table.page().locator('td:first-child', { hasText: first }) }).locator('td').allInnerTexts()).map((text) => text.replace(/\u00a0/g, ' '));

/** Clicks one choice of a segmented control (its radio input is hidden under the label). */
const choose = (page: Page, group: string, name: string) => page.getByRole('radiogroup', { name: group }).locator('label', { hasText: name }).click();

/** Picks an option of a statistics filter after typing part of it. */
const pick = async (page: Page, filter: string, typed: string, option: string) => {
  const input = page.locator('input').and(page.getByLabel(filter, { exact: true }));
  await input.click();
  await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
};

describeInChromium('a haulier sees its fleet and its income versus expenses (Chromium)', () => {
  let page: Page;
  let errors: string[];
  let userId = '';
  let fleetId = '';
  let firstRecord = '';

  const journey = useJourney({ apps: [FLEET, BUSINESS] });

  beforeAll(async () => {
    const { token, formId, userId: id } = await registerWithForms({ server: journey.server, email, password, keys: [FLEET, BUSINESS] });
    userId = id;
    fleetId = formId(FLEET);
    for (const [key, data] of RECORDS) {
      const saved = await api<{ id: string }>(journey.server, 'POST', `/api/user/forms/${formId(key)}/submit`, { token, json: { data } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      firstRecord ||= saved.body.id;
    }
    ({ page, errors } = await journey.openSignedIn({ email, password, acceptDownloads: true }));
  }, 120_000);

  it('shows the fleet totals and each car with its income, expense and yield', async () => {
    await page.goto(`${journey.server.url}/dashboard?tab=statistics&view=fleet`);
    await kpi(page, 'Randament').getByText('727,38 lei', { exact: true }).waitFor();
    await kpi(page, 'Venit').getByText('2.300,00 lei', { exact: true }).waitFor();
    await kpi(page, 'Cheltuială').getByText('1.572,62 lei', { exact: true }).waitFor();
    await kpi(page, 'Înregistrări').getByText('5', { exact: true }).waitFor();
    const cars = page.getByRole('table', { name: 'Pe mașină' });
    expect(await cells(cars, 'B 123 XYZ')).toEqual(['B 123 XYZ', '2', '800,00 lei', '45,30 lei', '754,70 lei']);
    expect(await cells(cars, 'CJ 07 STR')).toEqual(['CJ 07 STR', '3', '1.500,00 lei', '1.527,32 lei', '-27,32 lei']);
    await page.locator('.recharts-surface').first().waitFor();
    await screenshot(page, '1280-fleet-statistics');
    await expectAccessible(page, 'fleet-statistics');
  });

  it("filters one car picked from the user's plates, and all cars again", async () => {
    await pick(page, 'Mașina (nr. înmatriculare)', 'cj07', 'CJ 07 STR');
    await kpi(page, 'Randament').getByText('-27,32 lei', { exact: true }).waitFor();
    await kpi(page, 'Înregistrări').getByText('3', { exact: true }).waitFor();
    expect(page.url()).toContain('plate=CJ07STR');
    await pick(page, 'Mașina (nr. înmatriculare)', '', 'Toate mașinile');
    await kpi(page, 'Randament').getByText('727,38 lei', { exact: true }).waitFor();
  });

  it('shows income, expenses, balance and the categories by their labels, also in the CSV', async () => {
    await choose(page, 'Vizualizare statistici', 'Venituri și cheltuieli');
    await kpi(page, 'Sold').getByText('1.175,28 lei', { exact: true }).waitFor();
    await kpi(page, 'Venituri').getByText('4.300,00 lei', { exact: true }).waitFor();
    await kpi(page, 'Cheltuieli').getByText('3.124,72 lei', { exact: true }).waitFor();
    await kpi(page, 'Înregistrări').getByText('8', { exact: true }).waitFor();
    await page.locator('.recharts-surface').first().waitFor();
    await screenshot(page, '1280-finance-statistics');
    await expectAccessible(page, 'finance-statistics');
    await choose(page, 'Afișează Pe categorii ca', 'Tabel');
    const table = page.getByRole('table', { name: 'Pe categorii' });
    expect(await cells(table, 'Combustibil')).toEqual(['Combustibil', '2', '0,00 lei', '426,82 lei', '-426,82 lei']);
    expect(await cells(table, 'Prestări servicii')).toEqual(['Prestări servicii', '1', '2.000,00 lei', '0,00 lei', '2.000,00 lei']);
    expect(await table.getByText('fuel', { exact: true }).count()).toBe(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportă CSV – Pe categorii' }).click()]);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv).toContain('"Combustibil";"2";"0,00";"426,82";"-426,82"');
    expect(csv).toContain('"Asigurare RCA";"1";"0,00";"1200,50";"-1200,50"');
    expect(csv).not.toContain('"fuel"');
  });

  it('filters one category picked by its label', async () => {
    await pick(page, 'Categorie', 'combust', 'Combustibil');
    await kpi(page, 'Cheltuieli').getByText('426,82 lei', { exact: true }).waitFor();
    await kpi(page, 'Înregistrări').getByText('2', { exact: true }).waitFor();
    expect(page.url()).toContain('category=fuel');
  });

  it('is readable on a 360 px phone', async () => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`${journey.server.url}/dashboard?tab=statistics&view=fleet`);
    await kpi(page, 'Randament').getByText('727,38 lei', { exact: true }).waitFor();
    await page.locator('.recharts-surface').first().waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await screenshot(page, '360-fleet-statistics');
    await page.goto(`${journey.server.url}/dashboard?tab=statistics&view=finance`);
    await kpi(page, 'Sold').getByText('1.175,28 lei', { exact: true }).waitFor();
    await page.locator('.recharts-surface').first().waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
    await screenshot(page, '360-finance-statistics');
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it('still opens a record after the admin takes the fleet application away, and says why no new one can be started', async () => {
    const admin = await api<{ access_token: string }>(journey.server, 'POST', '/api/admin/token', { form: { username: journey.server.admin.email, password: journey.server.admin.password } });
    const removed = await api(journey.server, 'POST', `/api/forms/${fleetId}/remove_access`, { token: admin.body.access_token, json: { user_id: userId } });
    expect(removed.status).toBeLessThan(300);
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      await page.setViewportSize(viewport);
      await page.goto(`${journey.server.url}/documents/${firstRecord}`);
      await page.getByText('Această aplicație nu mai este în contul dumneavoastră', { exact: false }).waitFor();
      await page.getByText('Transport Rapid SRL').first().waitFor();
      expect(await page.getByRole('link', { name: 'Document nou' }).count()).toBe(0);
      await screenshot(page, `${viewport.width}-document-of-removed-application`);
      await expectAccessible(page, `${viewport.width}-document-of-removed-application`, { otherWidth: false });
    }
  });

  it('raised no page error and no CSP violation', () => {
    expect(errors).toEqual([]);
  });
});
