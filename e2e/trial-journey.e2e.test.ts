import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { VIEWPORTS, describeInChromium, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';
import { expectAccessible } from './support/axe.js';
import { api, registerWithForms } from './support/api.js';
import { daysAgo } from './support/statistics.js';

const email = `proba.${Date.now()}@example.ro`;
const password = 'Atelier-2026!';
const DEVIZ = 'deviz-auto-platitor-tva';

const estimate = {
  company: { date: daysAgo(3), name: 'Service Auto Mureșan SRL', cui: 'RO18547290', address: 'Str. Țebei nr. 7, Cluj-Napoca' },
  client: { type: 'pf', name: 'Ion Pop' },
  vehicle: { make: 'Dacia', model: 'Logan', plate: 'CJ 12 ABC', vin: 'UU1LSDAAH12345678', odometer: 187450 },
  observations: { reason: 'Revizie' },
  labor: { items: [{ operation: 'Diagnoză', hours: 1, rate: '100.00' }] },
  parts: { items: [{ name: 'Filtru ulei', qty: 1, unit: 'buc', price: '100.00' }] },
};

const notice = (page: Page) => page.getByTestId('payment-required');

/** SPEC §2, §4 Trial: an account past its trial (TRIAL_DAYS=0) meets each payment-required state and still downloads its old PDF. */
describeInChromium('an expired trial stops what is new and keeps the paperwork (Chromium)', () => {
  let page: Page;
  let errors: string[];
  let documentId = '';

  const journey = useJourney({ apps: [DEVIZ], env: { TRIAL_DAYS: '0' } });

  beforeAll(async () => {
    const { userId, token, formId } = await registerWithForms({ server: journey.server, email, password, keys: [] });
    const admin = await api<{ access_token: string }>(journey.server, 'POST', '/api/admin/token', { form: { username: journey.server.admin.email, password: journey.server.admin.password } });
    const extend = (json: unknown) => api(journey.server, 'PUT', `/api/users/${userId}/trial`, { token: admin.body.access_token, json });
    // The document is made during a trial the admin extended, which then ended yesterday.
    expect((await extend({ days: 1 })).status).toBe(200);
    const saved = await api<{ id: string }>(journey.server, 'POST', `/api/user/forms/${formId(DEVIZ)}/submit`, { token, json: { data: estimate } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    documentId = saved.body.id;
    expect((await extend({ ends_on: daysAgo(1) })).status).toBe(200);
    ({ page, errors } = await journey.openSignedIn({ email, password, acceptDownloads: true }));
  }, 120_000);

  it('explains the features state on the statistics tab, with Contact and the price calculator', async () => {
    await page.goto(`${journey.server.url}/dashboard?tab=statistics`);
    await notice(page).getByText('statisticile, registrul auto, notificările și logoul necesită un abonament activ', { exact: false }).waitFor();
    expect(await notice(page).getByRole('link', { name: 'Contactați-ne' }).getAttribute('href')).toBe('/contact');
    expect(await notice(page).getByRole('link', { name: 'Calculator de preț' }).getAttribute('href')).toBe('/pricing');
    await page.getByText('Perioada de probă a expirat.', { exact: false }).waitFor();
    await screenshot(page, '1280-trial-features');
    await expectAccessible(page, 'trial-features');
  });

  it('explains the past-data state on the data tab, at 360 px too', async () => {
    await page.goto(`${journey.server.url}/dashboard?tab=data`);
    await notice(page).getByText('precompletarea din înregistrările anterioare și vizualizarea datelor', { exact: false }).waitFor();
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, '360-trial-past-data');
    await expectAccessible(page, 'trial-past-data');
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it('says the trial is over before any typing: on the applications tab and in the editor, which offers no form to fill', async () => {
    await page.goto(`${journey.server.url}/dashboard?tab=applications`);
    await page.getByTestId('trial-over-notice').getByText('Perioada de probă gratuită s-a încheiat').waitFor();
    expect(await page.getByTestId('trial-over-notice').getByRole('link', { name: 'Contactați-ne' }).getAttribute('href')).toBe('/contact');
    const entries = await api<{ id: string; key: string }[]>(journey.server, 'GET', '/api/forms/catalog');
    const devizId = entries.body.find((entry) => entry.key === DEVIZ)?.id ?? '';
    await page.goto(`${journey.server.url}/documents/${devizId}?mode=edit&new=1`);
    await page.getByTestId('trial-over-notice').waitFor();
    expect(await page.getByLabel(/^Telefon( \*)?$/).count()).toBe(0);
    await screenshot(page, '1280-trial-editor-notice');
    await expectAccessible(page, 'trial-editor-notice');
  });

  it('still opens and downloads the old document, read-only with the notice when opened for editing', async () => {
    await page.goto(`${journey.server.url}/documents/${documentId}`);
    await page.getByRole('button', { name: 'Descarcă PDF' }).waitFor();
    await expectAccessible(page, 'saved document');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descarcă PDF' }).click()]);
    expect((await readFile((await download.path()) ?? '')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.goto(`${journey.server.url}/documents/${documentId}?mode=edit`);
    await page.getByTestId('trial-over-notice').waitFor();
    await page.waitForURL((url) => url.searchParams.get('mode') === 'preview');
    expect(await page.getByRole('button', { name: 'Salvează modificările' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Descarcă PDF' }).waitFor();
    await screenshot(page, '1280-trial-content');
    await expectAccessible(page, 'trial-content');
    expect(errors).toEqual([]);
  });
});
