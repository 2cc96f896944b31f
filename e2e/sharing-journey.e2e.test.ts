import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pdfImageBoxes, pdfText, plain } from '../packages/server/src/pdf/test-support/pdf-tools.js';
import { startFakeSmtp, type FakeSmtp } from '../packages/server/src/mail/fake-smtp.js';
import { api, registerWithForms } from './support/api.js';
import { expectAccessible } from './support/axe.js';
import { VIEWPORTS, describeInChromium, screenshot, watchPageErrors } from './support/browser.js';
import { useJourney, type JourneyPage } from './support/journey.js';

const DEVIZ = 'deviz-auto-platitor-tva';
const ORDER = 'comanda-service';
const password = 'Atelier-2026!';
const business = { name: 'Service Auto Ștefănescu SRL', email: 'service@stefanescu.ro', phone: '0264 123 456' };
const customerEmail = 'maria.ionescu@example.ro';
/** A phone's browser as the customer has it (a headless browser's own name reads as a link-preview robot, which opens nothing). */
const PHONE_BROWSER = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const deviz = {
  company: { date: new Date().toISOString().slice(0, 10), name: business.name, cui: 'RO18547290', address: 'Str. Fabricii 3, Cluj-Napoca' },
  client: { type: 'pf', name: 'Maria Ionescu', phone: '0722 123 456', email: customerEmail },
  vehicle: { make: 'Dacia', model: 'Logan', plate: 'CJ 12 ABC', vin: 'UU1LSDAAH12345678', odometer: 187450 },
  observations: { reason: 'Zgomot la frânare' },
  labor: { items: [{ operation: 'Înlocuire plăcuțe frână față', hours: 1.5, rate: '120.00' }] },
  parts: {
    items: [
      { name: 'Plăcuțe frână față', qty: 1, unit: 'set', price: '210.00' },
      { name: 'Discuri frână față', qty: 2, unit: 'buc', price: '240.00' },
    ],
  },
};

/**
 * Issue 29, end to end: the workshop sends a deviz of three lines by e-mail (a fake SMTP server);
 * the customer opens the link on a 360 px phone, approves two lines, declines the third with a
 * comment and signs with a finger; the workshop's open history says "Aprobat parțial" without a
 * reload; the PDF ends with the customer's page; the approved lines become a service order; an
 * edit asks for a new answer; a withdrawn link is gone; without JavaScript the page still reads.
 */
describeInChromium('a deviz reaches its customer, who approves part of it on a phone and signs (Chromium)', () => {
  let smtp: FakeSmtp | undefined;
  const journey = useJourney({
    apps: [DEVIZ, ORDER],
    env: async () => {
      smtp = await startFakeSmtp();
      return { SMTP_URL: smtp.url, SMTP_RETRIES: '0' };
    },
    stop: async () => smtp?.close(),
  });
  let token = '';
  let saved = { id: '', number: '' };
  let orderFormId = '';
  let workshop: JourneyPage;
  let customer: { context: BrowserContext; page: Page; errors: string[] };
  let link = '';
  let ownerEmail = '';

  beforeAll(async () => {
    const email = `sharing.${Date.now()}@example.ro`;
    ownerEmail = email;
    const account = await registerWithForms({ server: journey.server, email, password, keys: [DEVIZ, ORDER] });
    token = account.token;
    orderFormId = account.formId(ORDER);
    const profile = await api(journey.server, 'PUT', '/api/user/profile', {
      token,
      json: { name: business.name, cui: 'RO18547290', reg_no: '', address: 'Str. Fabricii 3', county: 'Cluj', city: 'Cluj-Napoca', phone: business.phone, email: business.email, iban: '', bank: '', vat_payer: true },
    });
    expect(profile.status).toBe(200);
    const submitted = await api<{ id: string; number: string }>(journey.server, 'POST', `/api/user/forms/${account.formId(DEVIZ)}/submit`, { token, json: { data: deviz } });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    saved = submitted.body;
    workshop = await journey.openSignedIn({ email, password, acceptDownloads: true });
    const context = await journey.browser.newContext({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true, locale: 'ro-RO', userAgent: PHONE_BROWSER });
    const page = await context.newPage();
    customer = { context, page, errors: watchPageErrors(page) };
  }, 120_000);
  afterAll(async () => {
    await customer?.context.close();
    await workshop?.context.close();
  });

  const sharingPanel = () => workshop.page.getByRole('region', { name: 'La client' });
  const historyRow = () => workshop.page.getByRole('row').filter({ hasText: saved.number });

  it("sends the deviz by e-mail from its page: the customer's address from the deviz, the PDF attached, the business as sender and Reply-To", async () => {
    const { page } = workshop;
    await page.goto(`${journey.server.url}/documents/${saved.id}`);
    await sharingPanel().getByText('Netrimis').waitFor();
    await page.getByRole('button', { name: `Trimite documentul ${saved.number} clientului` }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Trimiteți documentul clientului' });
    expect(await dialog.getByLabel('Adresa de e-mail a clientului').inputValue()).toBe(customerEmail);
    await dialog.getByRole('button', { name: 'Trimite e-mailul' }).click();
    await dialog.getByText(`E-mailul a fost trimis către ${customerEmail}.`).waitFor();
    await dialog.getByRole('button', { name: 'Gata' }).click();
    await sharingPanel().getByText('Trimis', { exact: true }).waitFor();

    const mail = await smtp!.next((m) => m.to.includes(customerEmail));
    expect(mail.sender).toMatch(new RegExp(`^"?${business.name}"? <`));
    expect(mail.replyTo.join(' ')).toContain(business.email);
    expect(mail.attachments.map((a) => a.contentType)).toContain('application/pdf');
    link = mail.links.find((candidate) => candidate.startsWith(`${journey.server.url}/d/`)) ?? '';
    expect(link).toMatch(/\/d\/[A-Za-z0-9_-]{43}$/);
  });

  it('the customer approves two lines on a 360 px phone, declines the third with a comment, and signs with a finger', async () => {
    // The workshop keeps its history open: the answer must reach it there.
    await workshop.page.goto(`${journey.server.url}/dashboard?tab=history`);
    await historyRow().waitFor();
    await workshop.page.evaluate(() => ((window as unknown as { stillSamePage: boolean }).stillSamePage = true));

    const { page } = customer;
    await page.goto(link);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText(business.name, { exact: true }).waitFor();
    const boxes = page.getByRole('checkbox', { name: /^Aprob: / });
    expect(await boxes.count()).toBe(3);
    const total = page.getByTestId('approved-total');
    const whole = await total.textContent();
    await page.getByRole('checkbox', { name: 'Aprob: Discuri frână față' }).uncheck();
    await page.getByText('2 poziții din 3').waitFor();
    expect(await total.textContent()).not.toBe(whole);
    await page.getByLabel('Comentariu (opțional)').fill('Discurile le schimb data viitoare.');
    await page.getByLabel('Numele și prenumele').fill('Maria Ionescu');
    const pad = page.getByRole('img', { name: 'Semnătura (desenați cu degetul)' });
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 30, box.y + 120);
    await page.mouse.down();
    for (const [x, y] of [[80, 60], [130, 130], [190, 50], [250, 110]] as const) await page.mouse.move(box.x + x, box.y + y, { steps: 4 });
    await page.mouse.up();
    await page.getByRole('checkbox', { name: /^Sunt de acord să semnez/ }).check();
    await expectAccessible(page, 'customer page, answering', { otherWidth: false });
    await page.getByRole('button', { name: 'Aprob pozițiile bifate' }).click();
    await page.getByText('Mulțumim! Service-ul a primit răspunsul.').waitFor();
    await screenshot(page, '360-customer-answered');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    expect(customer.errors).toEqual([]);
  });

  it('the history the workshop has open says "Aprobat parțial" without a reload, and the sender gets an e-mail with the comment', async () => {
    const { page } = workshop;
    await historyRow().getByText('Aprobat parțial').waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage)).toBe(true);
    const told = await smtp!.next((m) => m.to.includes(ownerEmail));
    expect(told.text).toContain('Maria Ionescu');
    expect(told.text).toContain('Discurile le schimb data viitoare.');
    expect(told.links.some((href) => href.startsWith(`${journey.server.url}/documents/${saved.id}`))).toBe(true);
  });

  it("the answer's PDF ends with the customer's page: who, which lines, the signature and the version's SHA-256", async () => {
    const { page } = workshop;
    await page.goto(`${journey.server.url}/documents/${saved.id}`);
    await sharingPanel().getByText('Aprobat parțial').first().waitFor();
    await sharingPanel().getByText('Poziții aprobate: 1, 2; Poziții refuzate: 3').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), sharingPanel().getByRole('button', { name: 'PDF cu răspunsul, versiunea 1' }).click()]);
    const pdf = await readFile((await download.path())!);
    const { pages } = pdfText(pdf);
    const last = plain(pages.at(-1) ?? '');
    const sharing = await api<{ answers: { content_sha256: string }[] }>(journey.server, 'GET', `/api/user/documents/${saved.id}/sharing`, { token });
    expect(last).toContain('Acceptat parțial de client');
    expect(last).toContain('Maria Ionescu');
    expect(last).toContain('Discurile le schimb data viitoare.');
    expect(last.replace(/\s/g, '')).toContain(sharing.body.answers[0]!.content_sha256);
    // The drawn signature, on that last page.
    expect(pdfImageBoxes(pdf).some((image) => image.page === pages.length)).toBe(true);
  });

  it('the approved lines become a service order in one step: the two lines, saved as the order', async () => {
    const { page } = workshop;
    // The one application of the account that takes the lines: straight there, named beside the button.
    await sharingPanel().getByText('Se deschide: Comandă de service').waitFor();
    await sharingPanel().getByRole('link', { name: 'Creează comanda din liniile aprobate' }).click();
    await page.waitForURL((url) => url.pathname === `/documents/${orderFormId}` && url.searchParams.has('from_answer'));
    // The deadline is the order's own: the one thing left to fill.
    await page.getByRole('button', { name: 'Înainte' }).click();
    await page.getByRole('button', { name: 'Înainte' }).click();
    await page.getByRole('button', { name: /^Termen de predare/ }).click();
    // The month's last day (its buttons are named "30 Noiembrie 2026"; the neighbouring months' are marked outside).
    await page.locator('.mantine-DatePickerInput-day:not([data-outside])').last().click();
    await page.getByRole('button', { name: 'Înainte' }).click();
    expect(await page.locator('[id="request.works[0].operation"]').inputValue()).toBe('Înlocuire plăcuțe frână față');
    expect(await page.locator('[id="request.symptoms"]').inputValue()).toBe('Zgomot la frânare');
    await page.getByRole('button', { name: 'Înainte' }).click();
    expect(await page.locator('[id="parts.items[0].name"]').inputValue()).toBe('Plăcuțe frână față');
    expect(await page.locator('[id="parts.items[1].name"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Înainte' }).click();
    await page.getByRole('button', { name: 'Salvează', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/documents/') && !url.pathname.endsWith(orderFormId));
    const orderId = new URL(page.url()).pathname.split('/').at(-1)!;
    const order = await api<{ form_id: string; data: Record<string, Record<string, unknown>> }>(journey.server, 'GET', `/api/user/completed_forms/${orderId}`, { token });
    expect(order.body.form_id).toBe(orderFormId);
    expect((order.body.data.request!.works as { operation: string }[]).map((w) => w.operation)).toEqual(['Înlocuire plăcuțe frână față']);
    expect((order.body.data.parts!.items as { name: string }[]).map((p) => p.name)).toEqual(['Plăcuțe frână față']);
    expect(order.body.data.client).toMatchObject({ name: 'Maria Ionescu', email: customerEmail });
  });

  it('an edited deviz asks for a new answer: the workshop is told, and the customer is asked again on the same link', async () => {
    const edited = structuredClone(deviz);
    edited.parts.items[1]!.price = '220.00';
    const put = await api(journey.server, 'PUT', `/api/user/completed_forms/${saved.id}`, { token, json: { data: edited, version: 1 } });
    expect(put.status).toBe(200);
    await workshop.page.goto(`${journey.server.url}/documents/${saved.id}`);
    await sharingPanel().getByText(/modificat după ce clientul a răspuns la versiunea 1: versiunea 2 are nevoie de un răspuns nou/).waitFor();
    await sharingPanel().scrollIntoViewIfNeeded();
    await screenshot(workshop.page, '1280-sharing-panel-changed');
    await workshop.page.setViewportSize(VIEWPORTS.phone);
    await sharingPanel().scrollIntoViewIfNeeded();
    await screenshot(workshop.page, '360-sharing-panel-changed');
    await expectAccessible(workshop.page, 'sharing panel, changed after the answer');
    await workshop.page.setViewportSize(VIEWPORTS.desktop);

    await customer.page.goto(link);
    await customer.page.getByRole('heading', { name: 'Aprobați lucrările' }).waitFor();
    expect(await customer.page.getByRole('checkbox', { name: /^Aprob: / }).count()).toBe(3);
  });

  it('reads without JavaScript on a phone: the document, its lines, the PDF and the workshop; the answer says it needs JavaScript', async () => {
    const { context, page } = await journey.openPage({ viewport: 'phone', javaScript: false });
    try {
      const response = await page.goto(link);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      await page.getByText(`Nr. ${saved.number}`, { exact: false }).waitFor();
      await page.getByText('Discuri frână față').waitFor();
      expect(await page.getByRole('link', { name: 'Descarcă PDF' }).getAttribute('href')).toMatch(/^\/api\/public\/d\/[A-Za-z0-9_-]{43}\/pdf\?locale=ro$/);
      await page.getByRole('region', { name: 'Contactați service-ul' }).waitFor();
      // What the reader sees: Playwright's text locators skip a noscript element's content.
      expect(await page.locator('body').innerText()).toContain('Aprobarea are nevoie de JavaScript');
      expect(await page.getByRole('checkbox').isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('a withdrawn link is gone for the customer, who is told to ask the workshop', async () => {
    await sharingPanel().getByRole('button', { name: /^Retrage linkul creat/ }).click();
    await sharingPanel().getByText(/retras/).waitFor();
    await customer.page.goto(link);
    await customer.page.getByText('Documentul nu a fost găsit').waitFor();
    await customer.page.getByText('Linkul nu este corect sau a fost retras. Cereți service-ului un link nou.').waitFor();
    expect(workshop.errors).toEqual([]);
  });

  it("an expired link says so, with the workshop's phone and e-mail one tap away", async () => {
    const sent = await api<{ url: string }>(journey.server, 'POST', `/api/user/documents/${saved.id}/send`, { token, json: { channel: 'link', locale: 'ro' } });
    expect(sent.status).toBe(201);
    // Thirty days later, as the database says: the server stopped, its link's end moved back, started again on the same data.
    await journey.server.restart(async (dataDir) => {
      const { openDatabase } = await import('../packages/server/src/db/connection.js');
      const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
      try {
        await sql`update share_links set expires_at = now() - interval '1 minute' where token_hash = encode(sha256(convert_to(${sent.body.url.split('/d/')[1]!}, 'UTF8')), 'hex')`.execute(database.db);
      } finally {
        await database.close();
      }
    });
    const response = await customer.page.goto(sent.body.url);
    expect(response?.status()).toBe(410);
    await customer.page.getByRole('alert').getByText('Linkul a expirat', { exact: true }).waitFor();
    await customer.page.getByText('Cereți service-ului un link nou. Îl puteți contacta aici:').waitFor();
    await customer.page.getByText(business.name).first().waitFor();
    expect(await customer.page.getByRole('link', { name: `Sunați: ${business.phone}` }).getAttribute('href')).toBe(`tel:${business.phone.replace(/\s/g, '')}`);
    expect(await customer.page.getByRole('link', { name: `Scrieți un e-mail: ${business.email}` }).getAttribute('href')).toBe(`mailto:${business.email}`);
    await screenshot(customer.page, '360-customer-link-expired');
    await expectAccessible(customer.page, "the customer's page, link expired");
    expect(customer.errors).toEqual([]);
  });
});
