import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.js';
import { api, registerWithForms, signInThroughApi } from './support/api.js';
import { VIEWPORTS, describeInChromium, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = Date.now();
const email = `atelier.notificari.${stamp}@example.ro`;
const password = 'Atelier-2026!';

/** A choice of a segmented control (its radio input is hidden behind the label). */
const segment = (page: Page, name: string) => page.locator('label.mantine-SegmentedControl-label', { hasText: new RegExp(`^${name}$`) });

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

/** A history: oil due within 30 days, oil overdue, timing belt years away, brakes due soon, one nothing names. */
const HISTORY = [
  { plate: 'CJ 01 AAA', client: 'Ana Pop', parts: ['Schimb ulei motor', 'Filtru aer'], date: daysAgo(350) },
  { plate: 'B 02 BBB', client: 'Ion Țăranu', parts: ['ULEI 5W30'], date: daysAgo(420) },
  { plate: 'CJ 03 CCC', client: 'Maria Ionescu', parts: ['Kit distribuție complet'], date: daysAgo(100) },
  { plate: 'MM 04 DDD', client: 'Dan Mureșan', parts: ['Plăcuțe frână față'], date: daysAgo(715) },
  { plate: 'BV 05 EEE', client: 'Elena Stan', parts: ['Uleiere lanț'], date: daysAgo(30) },
  ...Array.from({ length: 15 }, (_, n) => ({ plate: `SB ${10 + n} XYZ`, client: `Client ${n + 1}`, parts: ['Schimb ulei', 'Kit distributie'], date: daysAgo(10 + n) })),
];

/** Issue 17: three tags with aliases, auto-tagging the history, the due filters, deleting a tag. */
describeInChromium('service tags and reminders: tag, auto-tag, filter, delete (Chromium)', () => {
  let page: Page;
  let errors: string[];
  let token = '';
  const docs: Record<string, string> = {};
  // The test estimate with a document date (what a reminder counts from), and the Notificari application.
  const estimate = JSON.parse(readFileSync(path.join(root, 'packages/server/src/test/fixtures/quick-estimate.json'), 'utf8')) as { steps: { name: string; fields: unknown[] }[] };
  estimate.steps[0]!.fields.push({ name: 'date', type: 'date', label: 'Data', role: 'document.date' });
  const journey = useJourney({ catalog: [{ name: 'quick-estimate.json', definition: estimate }], apps: ['notificari-service'] });

  beforeAll(async () => {
    const account = await registerWithForms({ server: journey.server, email, password, keys: ['notificari-service'] });
    token = account.token;
    for (const entry of HISTORY) {
      const data = {
        client: { type: 'pf', name: entry.client, phone: '0722 123 456', date: entry.date },
        vehicle: { make: 'Dacia', plate: entry.plate, vin: '' },
        parts: { items: entry.parts.map((name) => ({ name, qty: 1, price: '10.00' })) },
      };
      const saved = await api<{ id: string }>(journey.server, 'POST', `/api/user/forms/${account.formId('deviz-rapid-test')}/submit`, { token, json: { data } });
      expect(saved.status).toBe(201);
      docs[entry.plate] = saved.body.id;
    }
    ({ page, errors } = await journey.openPage({ viewport: 'desktop' }));
    await signInThroughApi({ page, server: journey.server, email, password });
  });

  const tagNames = async (plate: string) =>
    (await api<{ tags: { name: string }[] }>(journey.server, 'GET', `/api/user/completed_forms/${docs[plate]}/tags`, { token })).body.tags.map((tag) => tag.name).sort();

  it('creates three tags with aliases, with the success notices', async () => {
    await page.goto(`${journey.server.url}/dashboard?tab=reminders&section=tags`);
    await page.getByRole('heading', { name: 'Etichetă nouă' }).waitFor();
    for (const tag of [
      { name: 'Revizie ulei', months: '12', aliases: 'ulei, schimb ulei, filtru ulei' },
      { name: 'Distribuție', months: '60', aliases: 'kit distributie, curea distributie' },
      { name: 'Frâne', months: '24', aliases: 'placute frana, discuri frana' },
    ]) {
      const form = page.getByRole('form', { name: 'Creează eticheta' });
      await form.getByLabel(/^Denumire/).fill(tag.name);
      await form.getByLabel(/^Interval \(luni\)/).fill(tag.months);
      await form.getByLabel(/^Alias-uri/).fill(tag.aliases);
      await form.getByRole('button', { name: 'Creează eticheta' }).click();
      await page.getByText(`Eticheta „${tag.name}” a fost creată.`).waitFor();
    }
    await page.getByRole('list', { name: 'Etichete de service' }).getByRole('listitem').nth(2).waitFor();
    await expectAccessible(page, 'tags created');
  });

  it('auto-tags the seeded history, showing its progress done/total', async () => {
    await page.getByRole('button', { name: 'Etichetează automat' }).click();
    const progress = page.getByTestId('auto-tag-progress');
    await progress.waitFor();
    await page.getByText(`Gata: ${HISTORY.length} / ${HISTORY.length} documente verificate`, { exact: false }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('progressbar', { name: 'Progresul etichetării automate' }).getAttribute('aria-valuenow')).toBe('100');
    await screenshot(page, 'reminders-1280-tags');
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, 'reminders-360-tags');
    await expectAccessible(page, 'tags 360');
    await page.setViewportSize(VIEWPORTS.desktop);
    expect(await tagNames('CJ 01 AAA')).toEqual(['Revizie ulei']);
    expect(await tagNames('MM 04 DDD')).toEqual(['Frâne']);
    expect(await tagNames('BV 05 EEE')).toEqual([]);
    expect(await tagNames('SB 10 XYZ')).toEqual(['Distribuție', 'Revizie ulei']);
  });

  it('filters the reminders: overdue, then upcoming', async () => {
    await segment(page, 'Lista de notificări').click();
    const list = page.getByRole('list', { name: 'Notificări' });
    await list.waitFor();
    await segment(page, 'Depășite').click();
    await page.getByTestId('reminders-total').filter({ hasText: '1 notificare' }).waitFor();
    await list.getByText('B 02 BBB').waitFor();
    await screenshot(page, 'reminders-1280-overdue');
    await expectAccessible(page, 'reminders overdue');
    await segment(page, 'În curând').click();
    await page.getByTestId('reminders-total').filter({ hasText: '2 notificări scadente curând' }).waitFor();
    await list.getByText('CJ 01 AAA').waitFor();
    await list.getByText('MM 04 DDD').waitFor();
    const whatsapp = await list.getByRole('link', { name: 'WhatsApp' }).first().getAttribute('href');
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/40722123456\?text=Bun%C4%83%20ziua/);
    expect(await list.getByRole('link', { name: 'Sună' }).first().getAttribute('href')).toBe('tel:0722123456');
    // A new estimate for the car (its directory id), in the application of its last estimate.
    expect(await list.getByRole('link', { name: 'Deviz nou' }).first().getAttribute('href')).toMatch(/^\/documents\/[0-9a-f]{24}\?mode=edit&new=1&vehicle=[0-9a-f]{24}$/);
    await page.setViewportSize(VIEWPORTS.phone);
    // On a phone a card's actions take one row of 44 px targets: calling, WhatsApp and a menu with the rest.
    const card = list.getByRole('listitem').first();
    const more = card.getByRole('button', { name: /^Alte acțiuni pentru / });
    const boxes = await Promise.all([card.getByRole('link', { name: 'Sună' }), card.getByRole('link', { name: 'WhatsApp' }), more].map((target) => target.boundingBox()));
    expect(boxes.map((box) => [Math.round(box!.y), Math.round(box!.height)])).toEqual(Array(3).fill([Math.round(boxes[0]!.y), 44]));
    await more.click();
    expect(await page.getByRole('menuitem', { name: 'Deviz nou' }).getAttribute('href')).toMatch(/^\/documents\/[0-9a-f]{24}\?mode=edit&new=1&vehicle=[0-9a-f]{24}$/);
    await page.keyboard.press('Escape');
    // The page as it settles: the menu gone (during its closing transition it is a menu being emptied).
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await expect.poll(() => more.evaluate((button) => button === document.activeElement)).toBe(true);
    await screenshot(page, 'reminders-360-upcoming');
    await expectAccessible(page, 'reminders upcoming 360');
    await page.setViewportSize(VIEWPORTS.desktop);
    await segment(page, 'Documente fără etichetă').click();
    await page.getByRole('list', { name: 'Documente fără etichetă' }).getByRole('listitem').first().waitFor();
    expect(await page.getByRole('list', { name: 'Documente fără etichetă' }).getByRole('listitem').count()).toBe(1);
  });

  it('deletes a tag after confirmation: gone from every estimate', async () => {
    await segment(page, 'Etichete').click();
    await page.getByRole('button', { name: 'Șterge eticheta Revizie ulei' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ștergeți eticheta?' });
    await dialog.getByText('va fi scoasă de pe 17 documente', { exact: false }).waitFor();
    await expectAccessible(page, 'delete tag dialog');
    await dialog.getByRole('button', { name: 'Șterge' }).click();
    await page.getByText('Eticheta „Revizie ulei” a fost ștearsă de pe toate devizele.').waitFor();
    expect(await tagNames('CJ 01 AAA')).toEqual([]);
    expect(await tagNames('SB 10 XYZ')).toEqual(['Distribuție']);
    const reminders = await api<{ results: { tag_name: string }[]; total: number }>(journey.server, 'GET', '/api/user/reminders?limit=100', { token });
    expect(reminders.body.results.some((r) => r.tag_name === 'Revizie ulei')).toBe(false);
    expect(errors).toEqual([]);
  });
});
