import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { pdfText } from '../packages/server/src/pdf/test-support/pdf-tools.js';
import { expectAccessible } from './support/axe.js';
import { describeInChromium, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';

const cell = (page: Page, id: string) => page.locator(`[id="${id}"]`);

/** A form field by its label; required fields carry a trailing asterisk in their label. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

const next = (page: Page) => page.getByRole('button', { name: 'Înainte' }).click();

/** The non-payer estimate, step by step, as a visitor without an account fills it. */
const fillEstimate = async (page: Page) => {
  await field(page, 'Denumire firmă').fill('Service Țurcanu SRL');
  await field(page, 'CUI / CIF').fill('18547290');
  await field(page, 'Sediu (stradă, nr., localitate, județ)').fill('Str. Țebei nr. 7, Cluj-Napoca');
  await next(page);
  await page.getByRole('radio', { name: 'Persoană fizică' }).check();
  await field(page, 'Nume și prenume / Denumire').fill('Ștefan Popescu');
  await next(page);
  await field(page, 'Marcă').fill('Dacia');
  await field(page, 'Model').fill('Logan');
  await field(page, 'Nr. înmatriculare').fill('CJ 12 ABC');
  await field(page, 'Serie șasiu (VIN)').fill('UU1LSDAAH12345678');
  await field(page, 'Km la intrare').fill('187450');
  await next(page);
  await field(page, 'Motivul intrării în service').fill('Zgomot la frânare');
  await next(page);
  if ((await cell(page, 'labor.items[0].operation').count()) === 0) await page.getByRole('button', { name: 'Adaugă rând' }).click();
  await cell(page, 'labor.items[0].operation').fill('Înlocuire plăcuțe frână față');
  await cell(page, 'labor.items[0].hours').fill('1,5');
  await cell(page, 'labor.items[0].rate').fill('150');
  await cell(page, 'labor.items[0].rate').blur();
  await page.getByText('225,00 lei').first().waitFor();
  await next(page);
};

describeInChromium('a visitor without an account tries a public estimate, submits it and downloads its PDF (Chromium)', () => {
  let page: Page;
  let errors: string[];
  let formId = '';
  let submissionUrl = '';
  // The real catalogue: it publishes the two public estimates (VAT payer and non-payer).
  const journey = useJourney();

  beforeAll(async () => {
    const forms = (await (await fetch(`${journey.server.url}/api/forms/open/forms`)).json()) as { id: string; key: string }[];
    formId = forms.find((form) => form.key === 'deviz-auto-neplatitor-tva')?.id ?? '';
    expect(formId).toMatch(/^[0-9a-f]{24}$/);
    ({ page, errors } = await journey.openPage({ viewport: 'desktop', acceptDownloads: true }));
  });

  it('opens the public application without an account: steps, no footer, an invitation to register', async () => {
    await page.goto(`${journey.server.url}/public-doc-steps/${formId}`);
    await page.getByRole('heading', { name: 'Deviz auto (neplătitor de TVA)' }).waitFor();
    await page.getByText('Încercați fără cont').waitFor();
    expect(await page.getByRole('link', { name: 'Creați un cont gratuit' }).getAttribute('href')).toBe('/register');
    expect(await page.locator('footer').count()).toBe(0);
    await page.waitForFunction(() => document.title.startsWith('Deviz auto (neplătitor de TVA)'));
    await screenshot(page, '1280-public-steps');
    await expectAccessible(page, 'public steps');
  });

  it('fills the steps with live totals, previews the PDF and submits', async () => {
    await fillEstimate(page);
    await page.getByText('Total de plată').first().waitFor();
    await screenshot(page, '1280-public-steps-last');
    await expectAccessible(page, 'public steps, last step');
    const [preview] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Previzualizare PDF' }).click()]);
    expect(preview.suggestedFilename()).toBe('Deviz (previzualizare) - Ștefan Popescu.pdf');
    await page.getByRole('button', { name: 'Trimite' }).click();
    await page.waitForURL(/\/public-submissions\/[A-Za-z0-9_-]{32}$/, { timeout: 15_000 });
    submissionUrl = page.url();
  });

  it('sees the submitted document read-only and downloads its PDF with the client, number and total', async () => {
    await page.getByText('Documentul a fost trimis.', { exact: false }).waitFor();
    await page.getByText('Ștefan Popescu').first().waitFor();
    await page.getByText('Nr. WEB-DV-0001').waitFor();
    await page.getByText('225,00 lei').first().waitFor();
    await screenshot(page, '1280-public-submission');
    await expectAccessible(page, 'public submission');
    const id = submissionUrl.split('/').pop() ?? '';
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descarcă PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('Deviz WEB-DV-0001 - Ștefan Popescu.pdf');
    const file = path.join(os.tmpdir(), `atelier-e2e-public-${id}.pdf`);
    await download.saveAs(file);
    const { text } = pdfText(await readFile(file));
    expect(text).toContain('Ștefan Popescu');
    expect(text).toContain('WEB-DV-0001');
    expect(text).toContain('225,00');
    expect(text).not.toContain('PREVIZUALIZARE');
  });

  it('on a phone: /documents/{id} gives an anonymous visitor the same steps, and the submission reads well', async () => {
    const { page: phone, errors: phoneErrors } = await journey.openPage({ viewport: 'phone', touch: true });
    await phone.goto(`${journey.server.url}/documents/${formId}`);
    await phone.getByText('Încercați fără cont').waitFor();
    expect(new URL(phone.url()).pathname).toBe(`/documents/${formId}`);
    await screenshot(phone, '360-public-steps');
    await fillEstimate(phone);
    await screenshot(phone, '360-public-steps-last');
    await phone.goto(submissionUrl);
    await phone.getByText('Ștefan Popescu').first().waitFor();
    await screenshot(phone, '360-public-submission');
    // A private or unknown id still goes to the login.
    await phone.goto(`${journey.server.url}/documents/0123456789abcdef01234567`);
    await phone.waitForURL(/\/login\?returnTo=/, { timeout: 15_000 });
    expect(phoneErrors).toEqual([]);
    await phone.context().close();
  });

  it('had no page errors', () => {
    expect(errors).toEqual([]);
  });
});
