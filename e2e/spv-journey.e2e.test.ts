import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { romanianDay, spvDeadline, workingDaysLeft, type FormData } from '@atelier/core';
import { invoiceSample } from '../packages/server/src/test/invoices.js';
import { futureIssueDateError } from '../packages/server/src/integrations/spv/fake-spv-documents.js';
import { startFakeSpv, type FakeSpv } from '../packages/server/src/integrations/spv/fake-spv.js';
import { api, registerWithForms } from './support/api.js';
import { expectAccessible } from './support/axe.js';
import { VIEWPORTS, describeInChromium, screenshot } from './support/browser.js';
import { pageWidth } from './support/statistics.js';
import { useJourney } from './support/journey.js';
import { mailLink } from './support/mail.js';

const INVOICE = 'factura-platitor-tva';
const DEVIZ = 'deviz-auto-platitor-tva';
const password = 'Atelier-2026!';
const DAY = 86_400_000;
/** The server's job runner looks for due work every 2 s; an answer of the fake takes a few rounds. */
const ANSWER = { timeout: 25_000 };

const download = async (page: Page, click: () => Promise<void>) => {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const target = path.join(os.tmpdir(), `spv-e2e-${Date.now()}-${file.suggestedFilename()}`);
  await file.saveAs(target);
  return { name: file.suggestedFilename(), body: await readFile(target) };
};

/** The catalogue's sample invoice (a company buyer in Bucharest), issued on `date`. */
const invoiceOn = (date: string): FormData => {
  const data = invoiceSample(INVOICE);
  const due = romanianDay(new Date(Date.parse(date) + 14 * DAY));
  return { ...data, company: { ...data.company, date }, payment: { ...data.payment, delivery_date: date, due_date: due } };
};

/** SPV's card on the profile, or its panel on an invoice's page (both a section under that title). */
const panelOf = (page: Page) => page.getByRole('region', { name: 'e-Factura în SPV' });
/** The invoice's uploads, newest first (each a list item of its own; ANAF's messages are a list inside one). */
const attemptsOf = (page: Page) => panelOf(page).getByRole('list', { name: 'Încărcări' }).locator(':scope > li');

/**
 * Issue 30, end to end against the fake ANAF (integrations/spv/fake-spv.ts) on a loopback port:
 * the owner connects SPV through the fake's sign-in page; a VAT payer's invoice saved is uploaded
 * by the server's jobs and accepted, and ANAF's signed ZIP downloads; an invoice dated next month
 * by mistake is rejected with ANAF's words, corrected on its page and accepted on the second upload;
 * an upload whose answer never comes (a timeout) is shown being checked and tried again, and is
 * accepted without a second upload (found in ANAF's list of sent invoices).
 */
describeInChromium('e-Factura in SPV: connect, upload, accepted with its signed ZIP, rejected then corrected (Chromium)', () => {
  let fake: FakeSpv;
  let page: Page;
  let errors: string[];
  let token = '';
  let formId = '';
  let devizFormId = '';
  const today = romanianDay(new Date());
  // Next month by mistake: a valid date for the form, an invoice ANAF refuses.
  const wrong = romanianDay(new Date(Date.now() + 31 * DAY));
  const journey = useJourney({
    apps: [INVOICE, DEVIZ],
    env: async () => {
      // The verdict at the first status check ("in prelucrare" first is the integration tests'), to keep the journey short.
      fake = await startFakeSpv({ processingPolls: 0 });
      return {
        ANAF_SPV_URL: fake.apiUrl,
        ANAF_OAUTH_URL: fake.oauthUrl,
        ANAF_SPV_CLIENT_ID: fake.control.clientId,
        ANAF_SPV_CLIENT_SECRET: fake.control.clientSecret,
        // An answer not there within 3 s is lost: the timeout case below waits this long.
        ANAF_SPV_TIMEOUT_MS: '3000',
        // The status asked after 1 s, then 2 s, 5 s…, a failed try made again after 1 s, 2 s… (60 s, 2 min, 5 min… in production).
        ANAF_SPV_POLL_SECONDS: '1',
      };
    },
    stop: async () => fake?.stop(),
  });

  beforeAll(async () => {
    const email = `spv.${Date.now()}@example.ro`;
    const account = await registerWithForms({ server: journey.server, email, password, keys: [INVOICE, DEVIZ] });
    token = account.token;
    formId = account.formId(INVOICE);
    devizFormId = account.formId(DEVIZ);
    const profile = await api(journey.server, 'PUT', '/api/user/profile', {
      token,
      json: { name: 'Service Exemplu SRL', cui: 'RO18547290', reg_no: 'J12/345/2020', address: 'Str. Fabricii nr. 10', city: 'Cluj-Napoca', county: 'Cluj', iban: 'RO49AAAA1B31007593840000', bank: 'Banca Transilvania', vat_payer: true },
    });
    expect(profile.status).toBe(200);
    ({ page, errors } = await journey.openSignedIn({ email, password, acceptDownloads: true }));
  }, 120_000);

  const save = async (data: FormData) => {
    const saved = await api<{ id: string; number: string }>(journey.server, 'POST', `/api/user/forms/${formId}/submit`, { token, json: { data } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    return saved.body;
  };
  let good = { id: '', number: '' };
  let broken = { id: '', number: '' };

  it("connects SPV: Conectează SPV, the fake ANAF's sign-in with its certificate button, back on the profile connected", async () => {
    await page.goto(`${journey.server.url}/profile`);
    const card = panelOf(page);
    await expect.poll(() => card.getByTestId('spv-state').textContent()).toBe('Neconectat');
    await card.getByRole('button', { name: 'Conectează SPV' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${fake.oauthUrl}/authorize`));
    await page.getByRole('heading', { name: 'Agenția Națională de Administrare Fiscală' }).waitFor();
    await page.getByRole('button', { name: 'Autentificare cu certificat' }).click();
    await page.waitForURL((url) => url.origin === journey.server.url && url.pathname === '/profile');
    await page.getByText('SPV este conectat. Facturile vor fi încărcate la ANAF.').waitFor();
    await expect.poll(() => card.getByTestId('spv-state').textContent()).toBe('Conectat');
    await card.getByRole('button', { name: 'Deconectează' }).waitFor();
    expect(fake.control.issuedTokens()).toHaveLength(2);
    // Two invoices saved now (through the API) are uploaded by the server's jobs while this page is checked.
    good = await save(invoiceOn(today));
    broken = await save(invoiceOn(wrong));
    await screenshot(page, '1280-spv-connected');
    await expectAccessible(page, 'profile, SPV connected');
  });

  it('uploads a saved invoice by itself: the panel reaches “accepted” and the signed ZIP downloads', async () => {
    await page.goto(`${journey.server.url}/documents/${good.id}`);
    const panel = panelOf(page);
    await attemptsOf(page).first().getByText('Acceptată').waitFor(ANSWER);
    const [accepted] = fake.control.uploads().filter((u) => u.number === good.number);
    expect(accepted).toMatchObject({ b2c: false, standard: 'UBL', issueDate: today });
    await panel.getByText(`Index de încărcare: ${accepted?.index}`).waitFor();
    await screenshot(page, '1280-spv-accepted');

    const zip = await download(page, () => panel.getByRole('button', { name: `Descarcă arhiva semnată de ANAF a facturii ${good.number}` }).click());
    expect(zip.name).toBe(`Factura ${good.number} - SPV ${accepted?.index}.zip`);
    const files = unzipSync(new Uint8Array(zip.body));
    expect(Object.keys(files).sort()).toEqual([`${accepted?.index}.xml`, `semnatura_${accepted?.index}.xml`]);
    expect(strFromU8(files[`${accepted?.index}.xml`] ?? new Uint8Array())).toContain(`<cbc:ID>${good.number}</cbc:ID>`);
    expect(strFromU8(files[`semnatura_${accepted?.index}.xml`] ?? new Uint8Array())).toContain('http://www.w3.org/2000/09/xmldsig#');

    await page.setViewportSize(VIEWPORTS.phone);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, '360-spv-accepted');
    await page.setViewportSize(VIEWPORTS.desktop);
    await expectAccessible(page, 'invoice accepted in SPV');
  });

  it("a rejected invoice shows ANAF's message; corrected on its page, it is uploaded again and accepted, both uploads listed", async () => {
    await page.goto(`${journey.server.url}/documents/${broken.id}`);
    const panel = panelOf(page);
    await attemptsOf(page).first().getByText('Respinsă').waitFor(ANSWER);
    const rejected = fake.control.uploads().find((u) => u.number === broken.number);
    const said = futureIssueDateError(wrong, rejected?.receivedAt ? romanianDay(rejected.receivedAt) : today);
    await panel.getByText('Mesajele ANAF').waitFor();
    // In words, with ANAF's own beneath (the term it names).
    const words = 'Data facturii nu este corectă (de exemplu, este după ziua trimiterii în SPV).';
    await panel.getByText(words, { exact: true }).waitFor();
    await panel.getByText(`ANAF: ${said.replace(/^E: validari globale {2}eroare regula: /, '')} (BT-2)`).waitFor();
    await panel.getByText('Corectați factura, salvați-o, apoi trimiteți-o din nou.').waitFor();
    await screenshot(page, '1280-spv-rejected');
    await expectAccessible(page, 'invoice rejected by SPV');

    // The correction: Fix opens the invoice's issue date with ANAF's message at it, set to today, then saved.
    await panel.getByRole('button', { name: `Corectează: ${words}` }).click();
    const date = page.getByLabel(/^Data emiterii/);
    await page.getByText(`Respinsă de ANAF: ${words}`).waitFor();
    await expect.poll(() => date.evaluate((element) => element === document.activeElement)).toBe(true);
    await screenshot(page, '1280-spv-fix-at-field');
    await date.click();
    for (let month = 0; month < 3 && (await page.locator('button[data-today]').count()) === 0; month += 1) await page.locator('[data-direction="previous"]').first().click();
    await page.locator('button[data-today]').first().click();
    await page.getByRole('button', { name: 'Salvează modificările' }).click();
    await page.getByText(`Documentul ${broken.number} a fost salvat.`).waitFor();

    await page.goto(`${journey.server.url}/documents/${broken.id}`);
    await attemptsOf(page).first().getByText('Acceptată').waitFor(ANSWER);
    await expect.poll(() => attemptsOf(page).count()).toBe(2);
    await attemptsOf(page).nth(1).getByText('Respinsă').waitFor();
    // The browser's today (its own time zone), not next month any more.
    const [first, second] = fake.control.uploads().filter((u) => u.number === broken.number);
    expect([first?.issueDate, first?.outcome, second?.outcome]).toEqual([wrong, 'nok', 'ok']);
    expect(second?.issueDate).not.toBe(wrong);
    await screenshot(page, '1280-spv-corrected');
    expect(errors).toEqual([]);
  });

  it('an upload whose answer never comes is checked in SPV and tried again by itself, and reaches “accepted” uploaded only once', async () => {
    // ANAF takes the upload but answers only after the server stopped waiting; the first look in ANAF's list fails as well.
    fake.control.loseUploadAnswer({ how: 'hang', ms: 4000 });
    fake.control.fail({ status: 503, endpoint: 'listaMesajeFactura' });
    const lost = await save(invoiceOn(today));
    const latest = async () => (await api<{ results: { state: string; last_error_code: string | null }[] }>(journey.server, 'GET', `/api/user/documents/${lost.id}/spv`, { token })).body.results[0];
    await expect.poll(latest, { timeout: 15_000 }).toMatchObject({ state: 'to_send', last_error_code: 'unavailable' });
    expect(fake.control.uploads().filter((u) => u.number === lost.number)).toHaveLength(1);

    await page.goto(`${journey.server.url}/documents/${lost.id}`);
    const panel = panelOf(page);
    await panel.getByText('ANAF nu a răspuns la ultima încercare.', { exact: false }).waitFor();
    await screenshot(page, '1280-spv-retrying');
    // Found in ANAF's list of sent invoices: accepted with the index of the one upload, never sent a second time
    // (the page shown again at once rather than at its next refresh, 5 s later: the journey's tests above wait for that).
    await expect.poll(async () => (await latest())?.state, ANSWER).toBe('accepted');
    await page.reload();
    await attemptsOf(page).first().getByText('Acceptată').waitFor();
    const uploaded = fake.control.uploads().filter((u) => u.number === lost.number);
    expect(uploaded).toHaveLength(1);
    await panel.getByText(`Index de încărcare: ${uploaded[0]?.index}`).waitFor();
    expect(await attemptsOf(page).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("fetches the suppliers' invoices: one opens read from its UBL with its ZIP, and two of its lines go into a deviz at 20 % markup", async () => {
    const atWidth = async (name: string) => {
      await page.setViewportSize(VIEWPORTS.phone);
      await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      await screenshot(page, `360-${name}`);
      await page.setViewportSize(VIEWPORTS.desktop);
      await screenshot(page, `1280-${name}`);
    };
    await page.goto(`${journey.server.url}/dashboard?tab=received`);
    await page.getByRole('tab', { name: 'Facturi primite' }).waitFor();
    await page.getByRole('button', { name: 'Sincronizează acum' }).click();
    const open = page.getByRole('link', { name: 'Deschide factura PAT-2026-00417 de la Piese Auto Transilvania SRL' });
    await open.waitFor(ANSWER);
    await page.getByText(/Sincronizat la .*: 2 facturi noi\./).waitFor(ANSWER);
    await atWidth('spv-received');
    await expectAccessible(page, 'received invoices');

    await open.click();
    await page.getByRole('heading', { name: 'Factura PAT-2026-00417' }).waitFor();
    await page.getByText('IBAN: RO49AAAA1B31007593840000').waitFor();
    await atWidth('spv-received-invoice');
    const zip = await download(page, () => page.getByRole('button', { name: 'Descarcă ZIP-ul semnat' }).click());
    expect(zip.name).toContain('PAT-2026-00417');
    expect(Object.keys(unzipSync(new Uint8Array(zip.body))).some((name) => name.startsWith('semnatura_'))).toBe(true);
    await expectAccessible(page, 'received invoice');

    // A deviz of the client's car, its parts still to add: the parts step, the picker, two lines at 20 %.
    const deviz = await api<{ id: string; number: string }>(journey.server, 'POST', `/api/user/forms/${devizFormId}/submit`, {
      token,
      json: {
        data: {
          company: { date: today, name: 'Service Exemplu SRL', cui: 'RO18547290', address: 'Str. Fabricii nr. 10', city: 'Cluj-Napoca', county: 'CJ' },
          client: { type: 'pf', name: 'Ștefan Popescu' },
          vehicle: { make: 'Dacia', model: 'Logan', plate: 'CJ 12 ABC', vin: 'UU1LSDAAH12345678', odometer: 187450 },
          observations: { reason: 'Revizie' },
        },
      },
    });
    expect(deviz.status, JSON.stringify(deviz.body)).toBe(201);
    await page.goto(`${journey.server.url}/documents/${deviz.body.id}?mode=edit`);
    await page.getByRole('button', { name: /Piese și materiale/ }).click();
    await page.getByRole('button', { name: 'Din facturi furnizori' }).click();
    const dialog = page.getByRole('dialog', { name: 'Piese din facturile furnizorilor' });
    await dialog.getByRole('searchbox', { name: /Căutați o piesă/ }).fill('00417');
    // The search goes once typing pauses: until its answer, the list is every received line, and it then shrinks
    // under the pointer (a tick there landed on another line, or on none: "Adaugă 2 linii" missing, 1 box ticked of 2).
    await expect.poll(() => dialog.getByRole('checkbox').count()).toBe(4);
    await dialog.getByRole('checkbox', { name: 'Alege Filtru ulei MANN W 712/95' }).click();
    await dialog.getByRole('checkbox', { name: 'Alege Plăcuțe frână față TRW GDB1550' }).click();
    await dialog.getByRole('textbox', { name: 'Adaos' }).fill('20');
    await dialog.getByText(/Se vinde cu 46,20/).waitFor();
    // Both ticked.
    await expect.poll(() => dialog.getByRole('checkbox', { checked: true }).count()).toBe(2);
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, '360-spv-picker');
    await page.setViewportSize(VIEWPORTS.desktop);
    await screenshot(page, '1280-spv-picker');
    await expectAccessible(page, 'deviz picker of received lines');
    // A phone turned and back keeps the dialog and what was ticked in it.
    expect(await dialog.getByRole('checkbox', { checked: true }).count()).toBe(2);
    await dialog.getByRole('button', { name: 'Adaugă 2 linii' }).click();
    const cell = (id: string) => page.locator(`[id="${id}"]`);
    await expect.poll(() => cell('parts.items[1].price').inputValue()).toBe('226,80');
    expect(await cell('parts.items[0].name').inputValue()).toBe('Filtru ulei MANN W 712/95');
    expect(await cell('parts.items[0].qty').inputValue()).toBe('2');
    expect(await cell('parts.items[0].price').inputValue()).toBe('46,20');
    expect(await cell('parts.items[1].name').inputValue()).toBe('Plăcuțe frână față TRW GDB1550');
    await screenshot(page, '1280-spv-picked');
    await page.getByRole('button', { name: 'Salvează modificările' }).click();
    await page.getByText(`Documentul ${deviz.body.number} a fost salvat.`).waitFor();
    const saved = await api<{ data: { parts: { items: Record<string, unknown>[] } } }>(journey.server, 'GET', `/api/user/completed_forms/${deviz.body.id}`, { token });
    expect(saved.body.data.parts.items.map(({ code, name, qty, unit, price }) => ({ code, name, qty, unit, price }))).toEqual([
      { code: 'MANN-W712/95', name: 'Filtru ulei MANN W 712/95', qty: 2, unit: 'buc', price: '46.20' },
      { code: 'TRW-GDB1550', name: 'Plăcuțe frână față TRW GDB1550', qty: 1, unit: 'set', price: '226.80' },
    ]);
    // The markup is remembered for the business.
    expect((await api<{ markup: number }>(journey.server, 'GET', '/api/user/spv/received-lines?limit=1', { token })).body.markup).toBe(20);
    expect(errors).toEqual([]);
  });

  it('a member sees the connection but cannot connect or disconnect: no button, and the API answers 403', async () => {
    const memberEmail = `spv.mecanic.${Date.now()}@example.ro`;
    const invited = await api(journey.server, 'POST', '/api/user/team/invitations', { token, json: { email: memberEmail, name: 'Mihai Mecanicul' } });
    expect(invited.status).toBe(201);
    const link = await mailLink(journey.server, '/user/accept/');
    const accepted = await api(journey.server, 'POST', `/api/user/invitations/${link.split('/').at(-1) ?? ''}/accept`, { json: { password } });
    expect(accepted.status).toBeLessThan(300);
    const member = await journey.openSignedIn({ email: memberEmail, password });
    await member.page.goto(`${journey.server.url}/profile`);
    const card = panelOf(member.page);
    await expect.poll(() => card.getByTestId('spv-state').textContent()).toBe('Conectat');
    await card.getByText('Doar proprietarul firmei conectează SPV', { exact: false }).waitFor();
    expect(await card.getByRole('button', { name: /Conectează|Deconectează/ }).count()).toBe(0);
    const signedIn = await api<{ access_token: string }>(journey.server, 'POST', '/api/user/token', { form: { username: memberEmail, password } });
    for (const [method, url] of [
      ['POST', '/api/user/spv/connect'],
      ['DELETE', '/api/user/spv'],
    ] as const) {
      const refused = await api<{ error: { code: string } }>(journey.server, method, url, { token: signedIn.body.access_token });
      expect([refused.status, refused.body.error.code], `${method} ${url}`).toEqual([403, 'owner_only']);
    }
    expect(member.errors).toEqual([]);
    await member.context.close();
  });

  it("the overview's “De trimis în SPV” lists the invoices waiting, most urgent first, warned from 2 working days left, at 360 and 1280 px", async () => {
    expect((await api(journey.server, 'PUT', '/api/user/spv/settings', { token, json: { upload_mode: 'manual' } })).status).toBe(200);
    // Issue dates in the last weeks, one per urgency: more than 2 working days left, 2 or fewer, late (public holidays and weekends counted).
    const urgencyOf = (left: number) => (left < 0 ? 'red' : left <= 2 ? 'orange' : 'none');
    const picked = new Map<string, { day: string; left: number }>();
    for (let back = 0; back < 40 && picked.size < 3; back += 1) {
      const day = romanianDay(new Date(Date.now() - back * DAY));
      const left = workingDaysLeft(today, spvDeadline(day));
      if (!picked.has(urgencyOf(left))) picked.set(urgencyOf(left), { day, left });
    }
    const waiting: { number: string; left: number }[] = [];
    for (const { day, left } of picked.values()) waiting.push({ left, ...(await save(invoiceOn(day))) });
    waiting.sort((a, b) => a.left - b.left);
    await page.goto(`${journey.server.url}/dashboard`);
    const card = page.getByRole('region', { name: 'De trimis în SPV' });
    await card.waitFor();
    const rows = card.getByRole('row');
    await expect.poll(() => rows.count()).toBe(waiting.length + 1);
    // Most urgent first; orange from 2 working days left, red once late.
    expect(await Promise.all(waiting.map((_, i) => rows.nth(i + 1).locator('a').textContent()))).toEqual(waiting.map((w) => w.number));
    expect(await Promise.all(waiting.map((_, i) => rows.nth(i + 1).locator('[data-urgency]').getAttribute('data-urgency')))).toEqual(waiting.map((w) => urgencyOf(w.left)));
    expect(waiting.map((w) => urgencyOf(w.left))).toEqual(['red', 'orange', 'none']);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, '1280-spv-pending');
    await expectAccessible(page, 'overview, invoices to send to SPV');
    await page.setViewportSize(VIEWPORTS.phone);
    await card.getByRole('listitem').first().waitFor();
    expect(await card.getByRole('listitem').count()).toBe(waiting.length);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, '360-spv-pending');
    await page.setViewportSize(VIEWPORTS.desktop);
    expect(errors).toEqual([]);
  });

  it('History shows each invoice\'s SPV state in a column and filters by it', async () => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(`${journey.server.url}/dashboard?tab=history`);
    const table = page.getByRole('table');
    await table.getByRole('columnheader', { name: 'SPV' }).waitFor();
    const row = (number: string) => table.getByRole('row').filter({ has: page.getByRole('link', { name: number, exact: true }) });
    await row(good.number).getByText('Acceptată').waitFor();
    await expect.poll(() => table.getByText('De trimis').count()).toBe(3);
    await screenshot(page, '1280-spv-history');
    await page.getByRole('combobox', { name: 'Starea în SPV' }).click();
    await page.getByRole('option', { name: 'Acceptată' }).click();
    await page.waitForURL((url) => url.searchParams.get('spv_state') === 'accepted');
    // The invoices ANAF accepted in this journey (the first, the corrected one, the one whose answer was lost), as the API counts them.
    const accepted = await api<unknown[]>(journey.server, 'GET', '/api/user/completed_forms?spv_state=accepted&limit=100', { token });
    expect(accepted.body.length).toBeGreaterThanOrEqual(2);
    await expect.poll(() => table.getByRole('row').count()).toBe(accepted.body.length + 1);
    await row(broken.number).getByText('Acceptată').waitFor();
    await expectAccessible(page, 'history filtered by SPV state');
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByText(good.number, { exact: true }).waitFor();
    await screenshot(page, '360-spv-history');
    await page.setViewportSize(VIEWPORTS.desktop);
    expect(errors).toEqual([]);
  });
});
