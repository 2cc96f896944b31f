import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { startFakeAnaf, type FakeAnaf } from '../packages/server/src/integrations/anaf/anaf-fake.js';
import { brokenRules } from '../packages/server/src/features/efactura/rules.js';
import { orderProblems } from '../packages/server/src/features/efactura/ubl-order.js';
import { parseXml, val } from '../packages/server/src/features/efactura/xml-query.js';
import { pdfText } from '../packages/server/src/pdf/test-support/pdf-tools.js';
import { VIEWPORTS, describeInChromium, screenshot } from './support/browser.js';
import { expectAccessible } from './support/axe.js';
import { api, registerWithForms, signInThroughApi } from './support/api.js';
import { useJourney } from './support/journey.js';

const email = `facturi.${Date.now()}@example.ro`;
const password = 'Atelier-2026!';

const cell = (page: Page, id: string) => page.locator(`[id="${id}"]`);
/** A form field by its label; required fields carry a trailing asterisk in their label. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
const next = (page: Page) => page.getByRole('button', { name: 'Înainte' }).click();

/** Picks today in a date picker (the due date: an invoice payable on the day). */
const pickToday = async (page: Page, label: string) => {
  await field(page, label).click();
  await page.locator('button[data-today]').first().click();
};

const download = async (page: Page, click: () => Promise<void>) => {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const target = path.join(os.tmpdir(), `efactura-e2e-${Date.now()}-${file.suggestedFilename()}`);
  await file.saveAs(target);
  return { name: file.suggestedFilename(), body: await readFile(target) };
};

describeInChromium('a VAT payer invoices a company found by its CUI and a non-payer an individual in Bucharest, each as e-Factura XML and PDF (Chromium)', () => {
  let anaf: FakeAnaf;
  let page: Page;
  let errors: string[];
  let forms: (key: string) => string;
  const journey = useJourney({
    apps: ['factura-platitor-tva', 'factura-neplatitor-tva'],
    env: async () => {
      anaf = await startFakeAnaf();
      return { ANAF_URL: anaf.url };
    },
    stop: async () => anaf?.close(),
  });

  beforeAll(async () => {
    const account = await registerWithForms({ server: journey.server, email, password, keys: ['factura-platitor-tva', 'factura-neplatitor-tva'] });
    forms = account.formId;
    const profile = await api(journey.server, 'PUT', '/api/user/profile', {
      token: account.token,
      json: { name: 'Service Exemplu SRL', cui: '18547290', reg_no: 'J12/345/2020', address: 'Str. Fabricii nr. 10', city: 'Cluj-Napoca', county: 'Cluj', iban: 'RO49AAAA1B31007593840000', bank: 'Banca Transilvania', vat_payer: true },
    });
    expect(profile.status).toBe(200);
    ({ page, errors } = await journey.openPage({ viewport: 'desktop', acceptDownloads: true }));
    await signInThroughApi({ page, server: journey.server, email, password });
  });

  it('fills the customer from ANAF by typing its CUI', async () => {
    await page.goto(`${journey.server.url}/documents/${forms('factura-platitor-tva')}?mode=edit&new=1`);
    await expect.poll(() => field(page, 'Denumire firmă').inputValue()).toBe('Service Exemplu SRL');
    expect(await field(page, 'Localitate').inputValue()).toBe('Cluj-Napoca');
    await next(page);
    await page.getByRole('radio', { name: 'Persoană juridică' }).check();
    await field(page, 'CUI / CIF').fill('4266367');
    await page.getByText('Date completate din registrul ANAF: ȘTEFĂNESCU TRANSPORT SRL', { exact: false }).waitFor();
    expect(await field(page, 'Nume și prenume / Denumire').inputValue()).toBe('ȘTEFĂNESCU TRANSPORT SRL');
    expect(await field(page, 'CUI / CIF').inputValue()).toBe('RO4266367');
    expect(await field(page, 'Stradă și număr').inputValue()).toBe('Bd. Unirii nr. 21');
    expect(await field(page, 'Localitate').inputValue()).toBe('Sector 3');
    expect(await field(page, 'Nr. Reg. Com.').inputValue()).toBe('J40/1200/2007');
    await screenshot(page, '1280-efactura-client-from-anaf');
    await expectAccessible(page, 'invoice client from ANAF');
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, '360-efactura-client-from-anaf');
    await expectAccessible(page, 'invoice client from ANAF, phone');
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it('adds lines at 21 % and 11 %, saves, and downloads the XML and the PDF with the same totals', async () => {
    await next(page);
    // The car is optional: a trade without one goes past the vehicle step.
    await page.getByRole('heading', { name: 'Vehicul', level: 2 }).waitFor();
    await next(page);
    if ((await cell(page, 'lines.items[0].name').count()) === 0) await page.getByRole('button', { name: 'Adaugă rând' }).click();
    await cell(page, 'lines.items[0].name').fill('Revizie completă – manoperă');
    await cell(page, 'lines.items[0].qty').fill('2');
    await cell(page, 'lines.items[0].price').fill('150');
    await page.getByRole('button', { name: 'Adaugă rând' }).click();
    await cell(page, 'lines.items[1].name').fill('Manual de întreținere');
    await cell(page, 'lines.items[1].qty').fill('1');
    await cell(page, 'lines.items[1].price').fill('100');
    await cell(page, 'lines.items[1].vat_rate').click();
    await page.getByRole('option', { name: '11%' }).click();
    await next(page);
    await pickToday(page, 'Scadență');
    await page.getByRole('button', { name: 'Salvează', exact: true }).click();
    await page.getByText('Documentul FCT-0001 a fost salvat.').waitFor();
    await page.getByRole('button', { name: 'XML e-Factura' }).waitFor();
    await screenshot(page, '1280-efactura-saved-invoice');
    await expectAccessible(page, 'saved invoice with its XML');

    const xml = await download(page, () => page.getByRole('button', { name: 'XML e-Factura' }).click());
    expect(xml.name).toBe('Factura FCT-0001.xml');
    const text = xml.body.toString('utf8');
    expect(brokenRules(text)).toEqual([]);
    expect(orderProblems(text)).toEqual([]);
    const inv = parseXml(text);
    expect(val(inv, 'AccountingCustomerParty/Party/PartyTaxScheme/CompanyID')).toBe('RO4266367');
    expect(val(inv, 'AccountingCustomerParty/Party/PostalAddress/CityName')).toBe('SECTOR3');
    // 300 + 100 net; 63 + 11 VAT; 474 in all.
    expect(val(inv, 'LegalMonetaryTotal/TaxInclusiveAmount')).toBe('474.00');

    const pdf = await download(page, () => page.getByRole('button', { name: 'Descarcă PDF' }).click());
    expect(pdf.name).toMatch(/^Factură FCT-0001/);
    expect(pdfText(pdf.body).flat).toContain('474,00');
  });

  it('offers the XML in the history and the month as a ZIP for the accountant', async () => {
    await page.goto(`${journey.server.url}/dashboard?tab=history`);
    await page.getByRole('button', { name: 'Descarcă e-Factura (XML) a facturii FCT-0001' }).waitFor();
    await page.getByRole('heading', { name: 'Facturile lunii pentru contabil' }).waitFor();
    await screenshot(page, '1280-efactura-history');
    await expectAccessible(page, 'history with e-Factura');
    // The ZIP is made in the background: the card lists it with its progress, then its download.
    await page.getByRole('button', { name: 'Pregătește arhiva ZIP' }).click();
    const row = page.getByTestId('month-zip-row').first();
    await row.getByRole('button', { name: 'Descarcă ZIP' }).waitFor({ timeout: 60_000 });
    expect(await row.textContent()).toContain('Gata; se păstrează până la');
    await screenshot(page, '1280-efactura-month-zip');
    await expectAccessible(page, "the month's ZIP ready");
    // A reload finds it again.
    await page.reload();
    const zip = await download(page, () => page.getByTestId('month-zip-row').first().getByRole('button', { name: 'Descarcă ZIP' }).click());
    expect(zip.name).toMatch(/^Facturi \d{4}-\d{2}\.zip$/);
    const entries = Object.keys(unzipSync(new Uint8Array(zip.body)));
    expect(entries.filter((name) => name.startsWith('xml/'))).toContain('xml/Factura FCT-0001.xml');
    expect(entries.filter((name) => name.startsWith('pdf/'))).toHaveLength(1);
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, '360-efactura-history');
    await expectAccessible(page, 'history with e-Factura, phone');
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it('a non-VAT payer invoices an individual in Bucharest with a discount on the total: category O, 13 zeros, a sector as the city, the next number of the one FCT series', async () => {
    await page.goto(`${journey.server.url}/documents/${forms('factura-neplatitor-tva')}?mode=edit&new=1`);
    await expect.poll(() => field(page, 'Denumire firmă').inputValue()).toBe('Service Exemplu SRL');
    await field(page, 'CUI / CIF').fill('18547290');
    await next(page);
    await page.getByRole('radio', { name: 'Persoană fizică' }).check();
    await field(page, 'Nume și prenume / Denumire').fill('Ion Popescu');
    await field(page, 'Stradă și număr').fill('Str. Lipscani nr. 5');
    await field(page, 'Localitate').fill('Sector 3');
    await page.getByRole('combobox', { name: /^Județ/ }).click();
    await page.getByRole('option', { name: 'București' }).click();
    await next(page);
    await next(page);
    if ((await cell(page, 'lines.items[0].name').count()) === 0) await page.getByRole('button', { name: 'Adaugă rând' }).click();
    await cell(page, 'lines.items[0].name').fill('Reparație bicicletă');
    await cell(page, 'lines.items[0].qty').fill('1');
    await cell(page, 'lines.items[0].price').fill('120');
    await next(page);
    await pickToday(page, 'Scadență');
    await field(page, 'Discount la total %').fill('10');
    await screenshot(page, '1280-efactura-discount');
    await page.getByRole('button', { name: 'Salvează', exact: true }).click();
    // The VAT payer's invoice was FCT-0001: both invoice applications number in one series.
    await page.getByText('Documentul FCT-0002 a fost salvat.').waitFor();
    const xml = await download(page, () => page.getByRole('button', { name: 'XML e-Factura' }).click());
    expect(xml.name).toBe('Factura FCT-0002.xml');
    const text = xml.body.toString('utf8');
    expect(brokenRules(text)).toEqual([]);
    expect(orderProblems(text)).toEqual([]);
    const inv = parseXml(text);
    // 120 less 10 %: a document-level allowance of 12, 108 to pay, as the PDF prints it.
    expect(val(inv, 'AllowanceCharge/Amount')).toBe('12.00');
    expect(val(inv, 'LegalMonetaryTotal/AllowanceTotalAmount')).toBe('12.00');
    expect(val(inv, 'LegalMonetaryTotal/TaxExclusiveAmount')).toBe('108.00');
    expect(val(inv, 'LegalMonetaryTotal/PayableAmount')).toBe('108.00');
    expect(val(inv, 'TaxTotal/TaxSubtotal/TaxCategory/ID')).toBe('O');
    expect(val(inv, 'AccountingCustomerParty/Party/PartyLegalEntity/CompanyID')).toBe('0000000000000');
    expect(val(inv, 'AccountingCustomerParty/Party/PostalAddress/CountrySubentity')).toBe('RO-B');
    expect(val(inv, 'AccountingCustomerParty/Party/PostalAddress/CityName')).toBe('SECTOR3');
    const pdf = await download(page, () => page.getByRole('button', { name: 'Descarcă PDF' }).click());
    const printed = pdfText(pdf.body).flat;
    expect(printed).toContain('Subtotal');
    expect(printed).toContain('120,00');
    expect(printed).toContain('Discount la total');
    expect(printed).toContain('-12,00');
    expect(printed).toContain('108,00');
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, '360-efactura-non-payer');
    await expectAccessible(page, 'non-payer invoice, phone');
    expect(errors).toEqual([]);
  });
});
