import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS, describeInChromium, screenshot as fullPageShot } from './support/browser.js';
import { api } from './support/api.js';
import { expectAccessible } from './support/axe.js';
import { useJourney } from './support/journey.js';
import { waitForApp } from './support/visitor.js';

const password = 'Atelier-2026!';

/** From the top: a full-page shot of a scrolled page would draw the sticky top bar mid-page. */
const screenshot = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await fullPageShot(page, name);
};

describeInChromium('a visitor searches the catalogue; a user requests an application (Chromium)', () => {
  // The two shipped estimates (public) and a private invoice from the test fixtures.
  const journey = useJourney({ apps: ['deviz-auto-platitor-tva', 'deviz-auto-neplatitor-tva'], catalog: ['catalog/test-fixtures/mini-invoice.json'] });

  for (const viewport of Object.values(VIEWPORTS)) {
    describe(`at ${viewport.width} px`, () => {
      let context: BrowserContext;
      let page: Page;
      let errors: string[];
      const email = `catalog.${viewport.width}.${Date.now()}@example.ro`;
      beforeAll(async () => {
        ({ context, page, errors } = await journey.openPage({ viewport }));
      });
      afterAll(async () => context.close());

      it('shows categories and prices on the home page and the pricing page', async () => {
        await page.goto(journey.server.url);
        await page.getByRole('heading', { name: 'Aplicații pentru fiecare meserie' }).waitFor();
        await page.getByRole('heading', { name: 'Prețuri simple, pe an' }).waitFor();
        await screenshot(page, `${viewport.width}-home-catalog-pricing`);
        await expectAccessible(page, 'home', { otherWidth: false });
        await page.goto(`${journey.server.url}/pricing`);
        const calculator = page.getByRole('region', { name: 'Calculator de preț' });
        // Typed into the page the server rendered, before the app has taken it over: the app counts it once it has.
        await calculator.getByLabel('Număr de aplicații').fill('4');
        await waitForApp(page);
        await expect.poll(() => calculator.getByTestId('calculator-net').textContent(), { timeout: 15_000 }).toMatch(/^350,00\slei$/);
        expect(await calculator.getByLabel('Număr de aplicații').inputValue()).toBe('4');
        await expect.poll(() => calculator.getByTestId('calculator-gross').textContent()).toMatch(/^423,50\slei$/);
        await screenshot(page, `${viewport.width}-pricing`);
        await expectAccessible(page, 'pricing', { otherWidth: false });
      });

      it('finds an estimate with diacritics from a plain term, and names a term that matches nothing', async () => {
        await page.goto(`${journey.server.url}/catalog`);
        await page.getByRole('heading', { level: 1, name: 'Catalogul de aplicații' }).waitFor();
        await page.getByRole('region', { name: 'Service auto' }).waitFor();
        await waitForApp(page);
        const search = page.getByRole('searchbox', { name: 'Căutați în catalog' });
        await search.fill('neplatitor');
        await page.getByText('1 aplicație', { exact: true }).waitFor();
        await page.getByRole('heading', { name: 'Deviz auto (neplătitor de TVA)' }).waitFor();
        expect(await page.getByRole('heading', { name: 'Deviz auto (plătitor de TVA)' }).count()).toBe(0);
        const tryIt = page.getByRole('link', { name: 'Încercați' });
        expect(await tryIt.getAttribute('href')).toMatch(/^\/public-doc-steps\/[0-9a-f]{24}$/);
        await screenshot(page, `${viewport.width}-catalog-search`);
        await expectAccessible(page, 'catalog search', { otherWidth: false });

        await search.fill('zzgarbage');
        await page.getByText('Nicio aplicație nu se potrivește cu „zzgarbage”.').waitFor();
        await screenshot(page, `${viewport.width}-catalog-no-match`);
        await expectAccessible(page, 'catalog without a match', { otherWidth: false });
        await search.fill('');
        await page.getByRole('heading', { name: 'Factură simplă' }).waitFor();
        expect(errors).toEqual([]);
      });

      it('registers, requests the private application and sees it pending, then usable once allocated', async () => {
        const registered = await api<{ id: string }>(journey.server, 'POST', '/api/user/register', { json: { email, password } });
        expect(registered.status).toBe(201);
        await page.goto(`${journey.server.url}/login`);
        await page.getByLabel('E-mail', { exact: true }).fill(email);
        await page.getByLabel('Parolă', { exact: true }).fill(password);
        await expectAccessible(page, 'login', { otherWidth: false });
        await page.getByRole('button', { name: 'Intră în cont' }).click();
        await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
        await expectAccessible(page, 'dashboard', { otherWidth: false });

        await page.goto(`${journey.server.url}/dashboard?tab=applications`);
        const others = page.getByRole('region', { name: 'Alte aplicații din catalog' });
        const invoice = others.getByRole('article', { name: 'Factură simplă' });
        await invoice.getByRole('button', { name: 'Cere aplicația' }).click();
        const dialog = page.getByRole('dialog', { name: 'Cereți această aplicație?' });
        await expectAccessible(page, 'request dialog', { otherWidth: false });
        await dialog.getByRole('button', { name: 'Trimite cererea' }).click();
        await invoice.getByText('În așteptare').waitFor();
        await dialog.waitFor({ state: 'hidden' });
        await screenshot(page, `${viewport.width}-applications-pending`);
        await expectAccessible(page, 'applications tab', { otherWidth: false });

        // An admin approves by allocating; after a reload the user can open it at once.
        const admin = await api<{ access_token: string }>(journey.server, 'POST', '/api/admin/token', { form: { username: journey.server.admin.email, password: journey.server.admin.password } });
        const queue = await api<{ form_id: string; user_id: string; user_email: string }[]>(journey.server, 'GET', '/api/forms/requests', { token: admin.body.access_token });
        const mine = queue.body.find((r) => r.user_email === email);
        expect(mine).toBeDefined();
        const allocated = await api(journey.server, 'POST', `/api/forms/${mine?.form_id}/allocate`, { token: admin.body.access_token, json: { user_id: mine?.user_id } });
        expect(allocated.status).toBe(200);
        await page.reload();
        const myApps = page.getByRole('region', { name: 'Aplicațiile mele' });
        await myApps.getByRole('heading', { name: 'Factură simplă' }).waitFor();
        await myApps.getByRole('article', { name: 'Factură simplă' }).getByRole('link', { name: 'Document nou' }).click();
        await page.waitForURL((url) => url.pathname === `/documents/${mine?.form_id}`, { timeout: 15_000 });
        await page.getByRole('heading', { name: 'Factură simplă' }).first().waitFor();
        await expectAccessible(page, 'new document', { otherWidth: false });
        expect(errors).toEqual([]);
      });
    });
  }
});
