import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.js';
import { api, signInThroughApi } from './support/api.js';
import { describeInChromium, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';

const email = `atelier.pc.${Date.now()}@example.ro`;
const password = 'Atelier-2026!';

const lockHeading = (page: Page) => page.getByRole('heading', { name: 'Aplicația este blocată' });

describeInChromium('the shared PC locks itself and opens with the password (Chromium)', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const journey = useJourney();
  beforeAll(async () => {
    await api(journey.server, 'POST', '/api/user/register', { json: { email, password } });
    const login = await api<{ access_token: string }>(journey.server, 'POST', '/api/user/token', { form: { username: email, password } });
    const set = await api(journey.server, 'PUT', '/api/user/auto-lock', { token: login.body.access_token, json: { auto_lock_minutes: 5 } });
    if (set.status !== 200) throw new Error(`auto-lock not set: ${set.status}`);
    ({ context, page, errors } = await journey.openPage({ viewport: 'phone' }));
    // The page's clock is ours to move: five idle minutes pass in an instant.
    await page.clock.install();
    await signInThroughApi({ page, server: journey.server, email, password });
  });

  it('locks after five idle minutes; a reload and a new tab of the session stay locked, showing nothing of the account', async () => {
    await page.goto(`${journey.server.url}/account`);
    await page.getByRole('heading', { name: 'Cont', level: 1 }).waitFor();
    await expectAccessible(page, 'account');
    await page.clock.fastForward('05:01');
    await lockHeading(page).waitFor();
    await screenshot(page, 'lock-360-locked');
    await expectAccessible(page, 'lock-360-locked');
    expect(await page.getByText('Schimbați parola').count()).toBe(0);

    await page.reload();
    await lockHeading(page).waitFor();
    const tab = await context.newPage();
    await tab.goto(`${journey.server.url}/account`);
    await lockHeading(tab).waitFor();
    expect(await tab.content()).not.toContain('Schimbați parola');
    await tab.close();
  });

  it('refuses a wrong password and opens with the right one', async () => {
    await page.getByLabel('Parola contului').fill('nu-e-parola');
    await page.getByRole('button', { name: 'Deblochează' }).click();
    await page.getByText('Parola nu este corectă.').waitFor();
    await expectAccessible(page, 'lock screen with a wrong password');
    await page.getByLabel('Parola contului').fill(password);
    await page.getByRole('button', { name: 'Deblochează' }).click();
    await page.getByRole('heading', { name: 'Cont', level: 1 }).waitFor();
    expect(await lockHeading(page).count()).toBe(0);
  });

  it('locks at once with the padlock in the bar', async () => {
    await page.getByRole('button', { name: 'Blochează aplicația' }).click();
    await lockHeading(page).waitFor();
    expect(errors).toEqual([]);
  });
});
