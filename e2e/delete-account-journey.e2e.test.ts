import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.js';
import { adminSignIn, api, signInThroughApi } from './support/api.js';
import { VIEWPORTS, describeInChromium, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';
import { mailLink } from './support/mail.js';

const password = 'Atelier-2026!';
const stamp = Date.now();

describeInChromium('the owner deletes the business account; the admin deletes one on request (Chromium)', () => {
  const journey = useJourney();

  for (const viewport of Object.values(VIEWPORTS)) {
    describe(`at ${viewport.width} px`, () => {
      const email = `sterge.${viewport.width}.${stamp}@example.ro`;
      let context: BrowserContext;
      let page: Page;
      let errors: string[];
      beforeAll(async () => {
        expect((await api(journey.server, 'POST', '/api/user/register', { json: { email, password } })).status).toBe(201);
        ({ context, page, errors } = await journey.openPage({ viewport }));
        await signInThroughApi({ page, server: journey.server, email, password });
      });
      afterAll(async () => context.close());

      it('asks for the password on /account and mails the link; nothing is deleted yet', async () => {
        await page.goto(`${journey.server.url}/account`);
        const card = page.locator('section', { has: page.getByRole('heading', { name: 'Ștergerea contului' }) });
        await card.waitFor();
        await card.getByText(/Legea contabilității nr\. 82\/1991, art\. 25/).waitFor();
        await card.getByLabel('Parola contului').fill(password);
        await card.getByRole('button', { name: 'Trimite linkul de ștergere' }).click();
        await card.getByText(`V-am trimis un e-mail la ${email}`, { exact: false }).waitFor();
        await card.scrollIntoViewIfNeeded();
        await screenshot(page, `delete-account-${viewport.width}-card`);
        await expectAccessible(page, `delete-account-${viewport.width}-card`, { otherWidth: false });
        expect((await api(journey.server, 'POST', '/api/user/token', { form: { username: email, password } })).status).toBe(200);
      });

      it('opens the link (nothing happens until the button), deletes, signs out, and the account is gone', async () => {
        await page.goto(await mailLink(journey.server, '/account/delete/'));
        const button = page.getByRole('button', { name: 'Șterge definitiv contul' });
        await button.waitFor();
        await screenshot(page, `delete-account-${viewport.width}-confirm`);
        await expectAccessible(page, `delete-account-${viewport.width}-confirm`, { otherWidth: false });
        // Opening the link deleted nothing.
        expect((await api(journey.server, 'POST', '/api/user/token', { form: { username: email, password } })).status).toBe(200);

        await button.click();
        await page.getByText('Contul a fost șters.', { exact: false }).waitFor();
        await page.getByText('Nu v-am facturat niciun abonament', { exact: false }).waitFor();
        await screenshot(page, `delete-account-${viewport.width}-done`);
        await expectAccessible(page, `delete-account-${viewport.width}-done`, { otherWidth: false });
        expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
        expect((await api(journey.server, 'POST', '/api/user/token', { form: { username: email, password } })).status).toBe(401);
        await page.goto(`${journey.server.url}/dashboard`);
        await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
        expect(errors).toEqual([]);
      });
    });
  }

  it('the admin deletes an account on request, with the reason', async () => {
    const email = `cerere.${stamp}@example.ro`;
    expect((await api(journey.server, 'POST', '/api/user/register', { json: { email, password } })).status).toBe(201);
    const { context, page, errors } = await journey.openPage({ viewport: VIEWPORTS.desktop });
    await adminSignIn(page, journey.server);
    await page.getByRole('tab', { name: 'Utilizatori' }).click();
    await page.getByRole('button', { name: `Șterge contul ${email}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Motivul/).fill('Cererea proprietarului din 25.11.2026');
    await screenshot(page, 'delete-account-1280-admin-dialog');
    await expectAccessible(page, 'delete-account admin-dialog');
    await dialog.getByRole('button', { name: 'Șterge definitiv' }).click();
    await page.getByText(`Contul ${email} a fost șters.`).waitFor();
    expect(await page.getByRole('button', { name: `Șterge contul ${email}` }).count()).toBe(0);
    expect((await api(journey.server, 'POST', '/api/user/token', { form: { username: email, password } })).status).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });
});
