import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { api, registerWithForms, signInThroughApi } from './support/api.js';
import { VIEWPORTS, describeInChromium, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = Date.now();
const email = `atelier.vehicule.${stamp}@example.ro`;
const password = 'Atelier-2026!';

const ENTRY = 'fisa-intrare-service';
const ESTIMATE = 'deviz-auto-platitor-tva';
// The catalogue's invoices name no car: the journey's invoice is the VAT payer's invoice with the
// car's plate and odometer on its client step (roles vehicle.plate, vehicle.odometer).
const INVOICE = 'factura-auto-test';

type Json = Record<string, Record<string, unknown>>;
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;
const invoice = read('catalog/factura-platitor-tva.json') as { key: string; title: string; steps: { name: string; fields: unknown[] }[] } & Record<string, unknown>;
invoice.key = INVOICE;
invoice.title = 'Factură auto (test)';
invoice.steps[1]!.fields.push(
  { name: 'plate', type: 'plate', label: 'Nr. înmatriculare', role: 'vehicle.plate' },
  { name: 'odometer', type: 'number', label: 'Km', role: 'vehicle.odometer', decimals: 0, min: 0 },
);

const DAY = 24 * 60 * 60 * 1000;
const day = (offset: number) => {
  const d = new Date(Date.now() + offset * DAY);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const ro = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const ITP = day(20);

const sample = (key: string) => read(`catalog/samples/${key}.json`) as Json;
const withCar = (data: Json, step: string, plate: string, km: number): Json => ({ ...data, [step]: { ...data[step], plate, odometer: km } });

/** Issue 31: CJ 12 ABC typed three ways is one car; its page, the lower reading, the ITP date, a new document for it. */
describeInChromium('the vehicle page: one car from three spellings, its odometer and papers, a new document for it (Chromium)', () => {
  let page: Page;
  let errors: string[];
  let token = '';
  const journey = useJourney({ catalog: [{ name: `${INVOICE}.json`, definition: invoice }], apps: [ENTRY, ESTIMATE] });

  beforeAll(async () => {
    const account = await registerWithForms({ server: journey.server, email, password, keys: [ENTRY, ESTIMATE, INVOICE] });
    token = account.token;
    const profile = await api(journey.server, 'PUT', '/api/user/profile', {
      token,
      json: { name: 'Service Auto Rapid SRL', cui: 'RO18547290', reg_no: '', address: 'Str. Fabricii 3', county: 'Cluj', city: 'Cluj-Napoca', phone: '', email: '', iban: '', bank: '', vat_payer: true },
    });
    expect(profile.status).toBe(200);
    const entry = withCar(sample(ENTRY), 'vehicle', 'CJ 12 ABC', 100_000);
    entry.company = { ...entry.company, date: `${day(-30)}T08:45` };
    entry.vehicle = { ...entry.vehicle, exit_date: day(-28), itp_expiry: ITP };
    const estimate = withCar(sample(ESTIMATE), 'vehicle', 'cj12abc', 101_500);
    estimate.company = { ...estimate.company, date: day(-20), valid_until: day(10) };
    estimate.vehicle = { ...estimate.vehicle, entry_date: day(-20), exit_date: day(-18) };
    const bill = withCar(sample('factura-platitor-tva'), 'client', 'CJ-12-ABC', 103_000);
    bill.company = { ...bill.company, date: day(-10) };
    bill.payment = { ...bill.payment, delivery_date: day(-10), due_date: day(5) };
    const lower = withCar(sample(ESTIMATE), 'vehicle', 'CJ 12 ABC', 90_000);
    lower.company = { ...lower.company, date: day(-2), valid_until: day(20) };
    lower.vehicle = { ...lower.vehicle, entry_date: day(-2), exit_date: day(-1) };
    for (const [key, data] of [[ENTRY, entry], [ESTIMATE, estimate], [INVOICE, bill], [ESTIMATE, lower]] as const) {
      const saved = await api(journey.server, 'POST', `/api/user/forms/${account.formId(key)}/submit`, { token, json: { data } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    }
    ({ page, errors } = await journey.openPage({ viewport: 'desktop' }));
    await signInThroughApi({ page, server: journey.server, email, password });
  });

  it('finds the car from "cj12" and shows its four documents, the lower reading warning and the ITP date', async () => {
    await page.goto(`${journey.server.url}/vehicles`);
    await page.getByLabel('Caută după număr sau VIN').fill('cj12');
    await page.getByText('1 vehicul', { exact: true }).waitFor();
    await screenshot(page, 'vehicles-list-1280');
    await page.getByRole('link', { name: 'CJ 12 ABC' }).click();
    await page.getByRole('heading', { name: 'CJ 12 ABC', level: 1 }).waitFor();
    const documents = page.getByTestId('vehicle-documents').getByRole('listitem');
    await expect.poll(() => documents.count()).toBe(4);
    expect(await documents.first().innerText()).toContain(ro(day(-30)));
    await documents.nth(2).getByText('Factură auto (test)').waitFor();
    const warning = page.getByRole('alert').filter({ hasText: 'Kilometraj mai mic decât unul anterior' });
    expect(await warning.innerText()).toContain('Legea nr. 142/2023');
    await page.getByText(`Mai mic decât 103.000 km din ${ro(day(-10))}`).waitFor();
    const itp = page.getByTestId('paper-itp');
    await itp.getByText(`valabil până la ${ro(ITP)}`).waitFor();
    await itp.getByText('Expiră în 20 de zile').waitFor();
    await screenshot(page, 'vehicle-page-1280');
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole('heading', { name: 'CJ 12 ABC', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await screenshot(page, 'vehicle-page-360');
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it('starts a new estimate for this car with its plate and owner filled in', async () => {
    await page.getByRole('combobox', { name: 'Aplicația' }).click();
    await page.getByRole('option', { name: /Deviz/ }).first().click();
    await page.getByRole('button', { name: 'Deschide documentul' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/documents/') && url.search.includes('vehicle='));
    await page.getByRole('button', { name: 'Înainte' }).click();
    const field = (label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
    await expect.poll(() => field('Nume și prenume / Denumire').inputValue()).toBe('Ștefănescu Transport SRL');
    await page.getByRole('button', { name: 'Înainte' }).click();
    expect(await field('Nr. înmatriculare').inputValue()).toBe('CJ 12 ABC');
    expect(await field('Marcă').inputValue()).toBe('Škoda');
    expect(errors).toEqual([]);
  });
});
