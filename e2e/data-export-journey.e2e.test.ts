import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { VIEWPORTS, describeInChromium, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';
import { expectAccessible } from './support/axe.js';
import { api, registerWithForms } from './support/api.js';

const email = `export.${Date.now()}@example.ro`;
const password = 'Atelier-2026!';
const DEVIZ = 'deviz-auto-platitor-tva';
const FACTURA = 'factura-platitor-tva';
const today = new Date().toISOString().slice(0, 10);
const company = { date: today, name: 'Service Auto Mureșan SRL', cui: 'RO18547290', address: 'Str. Țebei nr. 7', city: 'Cluj-Napoca', county: 'CJ' };

const estimate = (client: string) => ({
  company,
  client: { type: 'pf', name: client },
  vehicle: { make: 'Dacia', model: 'Logan', plate: 'CJ 12 ABC', vin: 'UU1LSDAAH12345678', odometer: 187450 },
  observations: { reason: 'Revizie' },
  labor: { items: [{ operation: 'Diagnoză', hours: 1, rate: '100.00' }] },
  parts: { items: [{ name: 'Filtru ulei', qty: 1, unit: 'buc', price: '45.50' }] },
});
const invoice = (client: string) => ({
  company,
  client: { type: 'pj', name: client, cui: 'RO18547290', address: 'Str. Fabricii 3', city: 'Cluj-Napoca', county: 'CJ' },
  lines: { items: [{ name: 'Reparație motor', unit: 'serv', qty: 1, price: '1000.00', vat_rate: '21' }] },
  payment: { due_date: today, status: 'paid' },
});

describeInChromium('the owner exports the business\'s data as one ZIP (Chromium)', () => {
  let page: Page;
  let errors: string[];
  const numbers: Record<string, string[]> = { [DEVIZ]: [], [FACTURA]: [] };

  const journey = useJourney({ apps: [DEVIZ, FACTURA] });

  beforeAll(async () => {
    const { token, formId } = await registerWithForms({ server: journey.server, email, password, keys: [FACTURA] });
    for (const [key, data] of [
      [DEVIZ, estimate('Ștefan Țurcanu')],
      [DEVIZ, estimate('Ioana Mureșan')],
      [DEVIZ, estimate('Radu Pop')],
      [FACTURA, invoice('Transport Rapid SRL')],
    ] as const) {
      const saved = await api<{ number: string }>(journey.server, 'POST', `/api/user/forms/${formId(key)}/submit`, { token, json: { data } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      numbers[key]!.push(saved.body.number);
    }
    ({ page, errors } = await journey.openSignedIn({ email, password, acceptDownloads: true }));
  }, 120_000);

  it('prepares the export from the account page, shows it ready and downloads a ZIP that holds every document', async () => {
    await page.goto(`${journey.server.url}/account#export`);
    const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Exportați datele firmei' }) });
    await card.getByRole('button', { name: 'Pregătiți exportul' }).click();
    const downloadButton = card.getByRole('button', { name: 'Descărcați ZIP' });
    await downloadButton.waitFor({ timeout: 60_000 });
    await card.getByText(/4 documente; disponibil până la/).waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'data-export-1280-ready');
    await expectAccessible(page, 'data-export ready');

    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^atelier-export-.+-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    for (const [key, list] of Object.entries(numbers)) {
      const csv = strFromU8(files[`applications/${key}/documents.csv`]!);
      const json = JSON.parse(strFromU8(files[`applications/${key}/documents.json`]!)) as { number: string }[];
      expect(json.map((d) => d.number)).toEqual(list);
      for (const number of list) {
        expect(csv).toContain(`"${number}"`);
        expect(strFromU8(files[`applications/${key}/pdf/${number}.pdf`]!.subarray(0, 5))).toBe('%PDF-');
      }
    }
    expect(Object.keys(files).filter((name) => name.endsWith('.pdf'))).toHaveLength(4);
    expect(strFromU8(files['README.txt']!)).toContain('Documente: 4');
    expect(errors).toEqual([]);
  }, 120_000);

  it('fits a phone', async () => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`${journey.server.url}/account#export`);
    const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Exportați datele firmei' }) });
    await card.getByRole('button', { name: 'Descărcați ZIP' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'data-export-360-ready');
  });
});
