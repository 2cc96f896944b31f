import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { pdfText } from '../packages/server/src/pdf/test-support/pdf-tools.js';
import { VIEWPORTS, describeInChromium, openFromBar, screenshot } from './support/browser.js';
import { expectAccessible } from './support/axe.js';
import { expectPathStartsWith, signInThroughApi } from './support/api.js';
import { useJourney } from './support/journey.js';

const email = `mecanic.${Date.now()}@example.ro`;
const password = 'Atelier-2026!';

const cell = (page: Page, id: string) => page.locator(`[id="${id}"]`);

/** A form field by its label; required fields carry a trailing asterisk in their label. */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

describeInChromium('a workshop fills an estimate, finds it, edits it and starts the next one (Chromium)', () => {
  let page: Page;
  let errors: string[];
  /** Every API answer 404 the web app caused: normal use must cause none. */
  const notFound: string[] = [];
  // A catalogue of one three-step estimate (client, vehicle, parts), and a real one whose first
  // step is the company's, filled from the profile.
  const journey = useJourney({ catalog: ['packages/server/src/test/fixtures/quick-estimate.json'], apps: ['deviz-auto-platitor-tva'] });

  beforeAll(async () => {
    const registered = await fetch(`${journey.server.url}/api/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(registered.status).toBe(201);
    ({ page, errors } = await journey.openPage({ viewport: 'desktop' }));
    page.on('response', (response) => {
      if (response.status() === 404 && response.url().includes('/api/')) notFound.push(`${response.request().method()} ${response.url()}`);
    });
    await signInThroughApi({ page, server: journey.server, email, password });
  });

  it("says on Today that the company profile is missing, and fills it from there", async () => {
    await page.goto(`${journey.server.url}/dashboard?tab=dashboard`);
    const setup = page.getByRole('region', { name: 'De completat' });
    await setup.getByText('Profilul firmei nu este completat.').waitFor();
    await screenshot(page, '1280-first-steps');
    await expectAccessible(page, 'first-steps');
    await setup.getByRole('link', { name: 'Completați profilul' }).click();
    await expectPathStartsWith(page, '/profile');
    await field(page, 'Denumirea firmei').fill('Service Ștefănescu SRL');
    await field(page, 'CUI / CIF').fill('18547291');
    await field(page, 'Adresă (stradă, număr)').fill('Str. Fabricii nr. 5');
    await field(page, 'Localitate').fill('Cluj-Napoca');
    await field(page, 'Județ').fill('Cluj');
    await field(page, 'IBAN').fill('RO49 AAAA 1B31 0075 9384 0000');
    await page.getByRole('checkbox', { name: 'Plătitor de TVA' }).check();
    await page.getByRole('button', { name: 'Salvează profilul' }).click();
    // The check digit is wrong: refused at the field, nothing saved.
    await page.getByText('CUI invalid: cifra de control nu se potrivește').waitFor();
    await field(page, 'CUI / CIF').fill('18547290');
    await page.getByRole('button', { name: 'Salvează profilul' }).click();
    await page.getByText('Profilul a fost salvat.', { exact: false }).waitFor();
    await screenshot(page, '1280-profile');
    await expectAccessible(page, 'profile');
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, '360-profile');
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(`${journey.server.url}/dashboard?tab=dashboard`);
    // Filled: Today asks for the working hours only.
    await page.getByRole('region', { name: 'De completat' }).getByText('Programul de lucru nu este setat.').waitFor();
    expect(await page.getByText('Profilul firmei nu este completat.').count()).toBe(0);
  });

  it("starts a new document's company step from the profile", async () => {
    const entries = (await (await fetch(`${journey.server.url}/api/forms/catalog`)).json()) as { id: string; key: string }[];
    const formId = entries.find((entry) => entry.key === 'deviz-auto-platitor-tva')?.id ?? '';
    await page.goto(`${journey.server.url}/documents/${formId}?mode=edit&new=1`);
    await expect.poll(() => field(page, 'Denumire firmă').inputValue()).toBe('Service Ștefănescu SRL');
    expect(await field(page, 'CUI / CIF').inputValue()).toBe('RO18547290');
    expect(await field(page, 'Sediu (stradă, nr., localitate, județ)').inputValue()).toBe('Str. Fabricii nr. 5, Cluj-Napoca, jud. Cluj');
    await expectAccessible(page, 'new document, company step');
    // Starting values are not the user's changes: leaving asks nothing.
    await openFromBar(page, 'Acasă');
    await expectPathStartsWith(page, '/dashboard');
  });

  it('opens the estimate from the applications tab', async () => {
    await page.goto(`${journey.server.url}/dashboard?tab=applications`);
    await page.getByText('Deviz rapid').first().waitFor();
    await expectAccessible(page, 'applications tab');
    await page.getByRole('article', { name: 'Deviz rapid' }).getByRole('link', { name: 'Document nou' }).click();
    await expectPathStartsWith(page, '/documents/');
    await page.getByRole('heading', { name: 'Deviz rapid' }).waitFor();
  });

  it('fills three steps with two part lines and sees the totals follow', async () => {
    await page.getByRole('button', { name: 'Înainte' }).click();
    await page.getByText('Câmp obligatoriu').first().waitFor();
    await page.getByRole('radio', { name: 'Persoană fizică' }).check();
    await field(page, 'Nume').fill('Ștefan Popescu');
    await field(page, 'Telefon').fill('0722 123 456');
    await page.getByRole('button', { name: 'Înainte' }).click();

    await field(page, 'Marcă').fill('Dacia');
    await field(page, 'Nr. înmatriculare').fill('CJ 12 ABC');
    await page.getByRole('button', { name: 'Înainte' }).click();

    if ((await cell(page, 'parts.items[0].name').count()) === 0) await page.getByRole('button', { name: 'Adaugă rând' }).click();
    await cell(page, 'parts.items[0].name').fill('Filtru ulei');
    await cell(page, 'parts.items[0].qty').fill('1');
    await cell(page, 'parts.items[0].price').fill('45,50');
    await page.getByRole('button', { name: 'Adaugă rând' }).click();
    await cell(page, 'parts.items[1].name').fill('Ulei motor 5W30');
    await cell(page, 'parts.items[1].qty').fill('4');
    await cell(page, 'parts.items[1].price').fill('52,25');
    await cell(page, 'parts.items[1].price').blur();
    await page.getByText('307,95 lei').waitFor();
    await page.getByText('53,45 lei').waitFor();
    await screenshot(page, '1280-document-parts');
    await expectAccessible(page, 'document-parts');
  });

  it('saves and gets the first number', async () => {
    await page.getByRole('button', { name: 'Salvează', exact: true }).click();
    await page.getByText('Documentul DV-0001 a fost salvat.').waitFor();
  });

  it('generates its PDF from the top bar: unchanged, at once; changed, save and generate downloads the saved document', async () => {
    // The bar offers Generate PDF in edit mode (SPEC §2); a freshly saved document opens as a preview.
    await page.goto(`${page.url().split('?')[0]}?mode=edit`);
    const id = /\/documents\/([0-9a-f]{24})/.exec(page.url())?.[1];
    await field(page, 'Telefon').waitFor();
    const [unchanged] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Generează PDF' }).first().click()]);
    expect(unchanged.suggestedFilename()).toBe('Deviz DV-0001 - Ștefan Popescu.pdf');
    expect(await page.getByText('Cum doriți să generați PDF-ul?').count()).toBe(0);

    await field(page, 'Telefon').fill('0722 123 457');
    await page.getByRole('button', { name: 'Generează PDF' }).first().click();
    await page.getByText('Cum doriți să generați PDF-ul?').waitFor();
    await screenshot(page, '1280-generate-pdf-dialog');
    await expectAccessible(page, 'generate-pdf-dialog');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Salvează și generează/ }).click()]);
    expect(download.suggestedFilename()).toBe('Deviz DV-0001 - Ștefan Popescu.pdf');
    const file = path.join(os.tmpdir(), `atelier-e2e-${id}.pdf`);
    await download.saveAs(file);
    const { text } = pdfText(await readFile(file));
    expect(text).toContain('Ștefan Popescu');
    expect(text).toContain('DV-0001');
    expect(text).toContain('0722 123 457');
    expect(text).toContain('307,95');
    await field(page, 'Telefon').fill('0722 123 456');
    await page.getByRole('button', { name: 'Salvează modificările' }).click();
    await page.getByText('Documentul DV-0001 a fost salvat.').waitFor();
  });

  it('previews unsaved input in a new tab, inline', async () => {
    await field(page, 'Telefon').fill('0722 000 111');
    await page.getByRole('button', { name: 'Generează PDF' }).first().click();
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: /Doar previzualizare/ }).click()]);
    await tab.waitForURL((url) => url.protocol === 'blob:');
    await tab.close();
    await page.getByRole('button', { name: 'Resetează formularul' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: /Resetează/ }).click();
    await expect.poll(() => field(page, 'Telefon').inputValue()).toBe('0722 123 456');
  });

  it('downloads the saved document in one click, at 1280 and at 360 px, with no question', async () => {
    await page.goto(page.url().split('?')[0] ?? '');
    const id = /\/documents\/([0-9a-f]{24})/.exec(page.url())?.[1];
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
      await page.setViewportSize(viewport);
      await page.getByText('307,95 lei').first().waitFor();
      await screenshot(page, `${viewport.width}-saved-document`);
      await expectAccessible(page, `${viewport.width}-saved-document`);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descarcă PDF' }).click()]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const file = path.join(os.tmpdir(), `atelier-e2e-${id}-${viewport.width}.pdf`);
      await download.saveAs(file);
      expect(pdfText(await readFile(file)).text).toContain('DV-0001');
      expect(await page.getByText('Cum doriți să generați PDF-ul?').count()).toBe(0);
    }
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it('asks before leaving unsaved changes, says the draft is kept, and keeps it', async () => {
    const documentUrl = `${page.url().split('?')[0]}?mode=edit`;
    await page.goto(documentUrl);
    await field(page, 'Telefon').fill('0722 999 888');
    await openFromBar(page, 'Acasă');
    const dialog = page.getByRole('dialog', { name: 'Plecați fără să salvați?' });
    await dialog.getByText('Ciorna rămâne pe acest dispozitiv', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Plec' }).waitFor();
    // The dialog's opening transition ends before the screenshot is taken.
    await expect.poll(() => dialog.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await screenshot(page, '1280-leave-unsaved');
    await expectAccessible(page, 'leave-unsaved');
    await dialog.getByRole('button', { name: 'Rămân' }).click();
    expect(page.url()).toBe(documentUrl);
    expect(await field(page, 'Telefon').inputValue()).toBe('0722 999 888');
    await openFromBar(page, 'Acasă');
    await page.getByRole('dialog', { name: 'Plecați fără să salvați?' }).getByRole('button', { name: 'Plec' }).click();
    await expectPathStartsWith(page, '/dashboard');
    await page.goto(documentUrl);
    await expect.poll(() => field(page, 'Telefon').inputValue()).toBe('0722 999 888');
    // With the draft restored, the PDF asks first (the saved document differs from the screen).
    await page.getByRole('button', { name: 'Descarcă PDF' }).click();
    await page.getByText('Cum doriți să generați PDF-ul?').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Renunță la ciornă' }).click();
    await expect.poll(() => field(page, 'Telefon').inputValue()).toBe('0722 123 456');
  });

  it('finds it in History by the client name typed without diacritics, and edits it', async () => {
    await page.goto(`${journey.server.url}/dashboard?tab=history`);
    await page.getByRole('searchbox', { name: 'Caută' }).fill('stefan popescu');
    // The search is applied (debounced) before the list is read: the unfiltered list shows DV-0001 too.
    await page.waitForURL((url) => url.searchParams.get('q') === 'stefan popescu');
    await page.getByText('1 document').waitFor();
    await page.getByText('DV-0001').first().waitFor();
    await screenshot(page, '1280-history-search');
    await expectAccessible(page, 'history-search');
    await page.getByRole('link', { name: 'Editează documentul DV-0001' }).or(page.getByRole('button', { name: 'Editează documentul DV-0001' })).first().click();
    await expectPathStartsWith(page, '/documents/');
    await field(page, 'Nume').fill('Ștefan Popescu-Ionescu');
    await page.getByRole('button', { name: 'Salvează modificările' }).click();
    await page.getByText('Documentul DV-0001 a fost salvat.').waitFor();
    const found = await fetch(`${journey.server.url}/api/user/submissions/search?query=ionescu`, {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}` },
    });
    expect(((await found.json()) as { total: number }).total).toBe(1);
  });

  it('starts a new estimate pre-filled from the last entry', async () => {
    await page.goto(`${journey.server.url}/dashboard?tab=applications`);
    await page.getByRole('article', { name: 'Deviz rapid' }).getByRole('link', { name: 'Document nou' }).click();
    await expectPathStartsWith(page, '/documents/');
    const name = field(page, 'Nume');
    if ((await name.inputValue()) === '') await page.getByRole('button', { name: 'Completează din ultima intrare' }).click();
    await expect.poll(() => name.inputValue()).toBe('Ștefan Popescu-Ionescu');
    await screenshot(page, '1280-document-prefilled');
    await expectAccessible(page, 'document-prefilled');
  });

  it('works on a 360 px phone: lines as cards, the same totals', async () => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`${journey.server.url}/dashboard?tab=history`);
    await page.getByRole('link', { name: 'Deschide documentul DV-0001' }).or(page.getByRole('button', { name: 'Deschide documentul DV-0001' })).first().click();
    await expectPathStartsWith(page, '/documents/');
    await page.getByText('307,95 lei').first().waitFor();
    await screenshot(page, '360-document-preview');
    await expectAccessible(page, 'document-preview');
    await page.getByText('Editare', { exact: true }).first().click();
    await page.getByText('Pasul 1 din 3').waitFor();
    await screenshot(page, '360-document-edit');
    await expectAccessible(page, 'document-edit');
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it('lists the documents saved on Today, and shows the personalization page without asking for a missing logo', async () => {
    await page.goto(`${journey.server.url}/dashboard?tab=dashboard`);
    await page.getByText('Bine ați venit!').waitFor();
    const recent = page.getByRole('region', { name: 'Ultimele documente' });
    await recent.getByRole('link', { name: 'Tot istoricul' }).waitFor();
    expect(await page.getByText('Profilul firmei nu este completat.').count()).toBe(0);
    await page.goto(`${journey.server.url}/personalization`);
    await page.getByRole('heading', { name: 'Personalizare' }).waitFor();
    await expectAccessible(page, 'personalization');
  });

  it('raised no page error and no CSP violation', () => {
    expect(errors).toEqual([]);
  });

  it('caused no 404 from the API on the way (saved and new documents, personalization)', () => {
    expect(notFound).toEqual([]);
  });
});
