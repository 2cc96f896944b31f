import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.js';
import { VIEWPORTS, describeInChromium, openFromBar, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';
import { mailLink } from './support/mail.js';
import { waitForApp } from './support/visitor.js';

const email = `ana.popescu.${Date.now()}@example.ro`;
const password = 'Atelier-2026!';

const expectPath = async (page: Page, pathAndQuery: string) => {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === pathAndQuery, { timeout: 15_000 });
};

const login = async (page: Page, user: string, pass: string, submit = 'Intră în cont') => {
  await page.getByLabel('E-mail', { exact: true }).fill(user);
  await page.getByLabel('Parolă', { exact: true }).fill(pass);
  await page.getByRole('button', { name: submit }).click();
};

const chooseLanguage = async (page: Page, name: string) => {
  await page.getByRole('button', { name: /^(Limba|Language|Lingua):/ }).click();
  await page.getByRole('menuitem', { name }).click();
};

describeInChromium('a visitor becomes a user (Chromium)', () => {
  const journey = useJourney();

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    describe(`at ${viewport.width} px`, () => {
      let context: BrowserContext;
      let page: Page;
      let errors: string[];
      const who = size === 'phone' ? email.replace('ana.', 'ana.tel.') : email;
      beforeAll(async () => {
        ({ context, page, errors } = await journey.openPage({ viewport }));
      });
      afterAll(async () => context.close());

      it('sees the Romanian site shell', async () => {
        await page.goto(journey.server.url);
        // The server's HTML of the page shows first: the shell checked here is the app's.
        await waitForApp(page);
        await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ro');
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await page.getByText('v1.1.116').isVisible()).toBe(true);
        await screenshot(page, `${viewport.width}-home`);
        await expectAccessible(page, 'home', { otherWidth: false });
      });

      it('registers, is logged in automatically and lands on the dashboard', async () => {
        await page.goto(`${journey.server.url}/register`);
        await page.getByLabel('E-mail', { exact: true }).fill(who);
        await page.getByLabel('Parolă', { exact: true }).fill(password);
        await page.getByLabel('Confirmați parola', { exact: true }).fill('altceva-123');
        await page.getByRole('button', { name: 'Creează contul' }).click();
        await page.getByText('Parolele nu se potrivesc').first().waitFor();
        await page.getByText('Trebuie să acceptați termenii și condițiile pentru a vă înregistra').first().waitFor();
        await screenshot(page, `${viewport.width}-register-errors`);
        await expectAccessible(page, 'register with errors', { otherWidth: false });
        await page.getByLabel('Confirmați parola', { exact: true }).fill(password);
        await page.getByRole('checkbox').check();
        await page.getByRole('button', { name: 'Creează contul' }).click();
        await expectPath(page, '/dashboard?tab=dashboard');
        await page.getByText(`Sunteți conectat ca ${who}`).waitFor();
        await page.getByText('Mai aveți 30 de zile de probă gratuită.').waitFor();
        await screenshot(page, `${viewport.width}-dashboard`);
        await expectAccessible(page, 'dashboard', { otherWidth: false });
      });

      it('switches to English and Italian, and the choice survives a reload', async () => {
        await chooseLanguage(page, 'English');
        await page.getByText(`You are signed in as ${who}`).waitFor();
        await page.reload();
        await page.getByText(`You are signed in as ${who}`).waitFor();
        expect(await page.evaluate(() => localStorage.getItem('preferred-locale'))).toBe('en');
        await screenshot(page, `${viewport.width}-dashboard-en`);
        await expectAccessible(page, 'dashboard in English', { otherWidth: false });
        await chooseLanguage(page, 'Italiano');
        await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('it');
        await page.reload();
        await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('it');
        await screenshot(page, `${viewport.width}-dashboard-it`);
        await chooseLanguage(page, 'Română');
        await page.getByText(`Sunteți conectat ca ${who}`).waitFor();
      });

      it('logs out to /login and back in', async () => {
        await openFromBar(page, 'Deconectare');
        await expectPath(page, '/login');
        expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
        await login(page, who, password);
        await expectPath(page, '/dashboard?tab=dashboard');
      });

      it('sends a visitor of a protected page to /login with returnTo, then back there', async () => {
        await page.evaluate(() => localStorage.removeItem('access_token'));
        await context.clearCookies();
        await page.goto(`${journey.server.url}/dashboard?tab=dashboard`);
        await expectPath(page, `/login?returnTo=${encodeURIComponent('/dashboard?tab=dashboard')}`);
        await screenshot(page, `${viewport.width}-login-return-to`);
        await expectAccessible(page, 'login with returnTo', { otherWidth: false });
        await login(page, who, 'parola-gresita-1');
        await page.getByText('E-mail sau parolă incorectă', { exact: false }).or(page.getByRole('alert')).first().waitFor();
        await login(page, who, password);
        await expectPath(page, '/dashboard?tab=dashboard');
        await page.goto(`${journey.server.url}/login`);
        await expectPath(page, '/dashboard?tab=dashboard');
      });

      it('keeps a non-admin out of the admin area', async () => {
        await page.goto(`${journey.server.url}/admin/dashboard`);
        await expectPath(page, '/');
      });

      it('lets the admin in at /admin/login', async () => {
        await page.goto(`${journey.server.url}/admin/login`);
        await login(page, journey.server.admin.email, journey.server.admin.password);
        await expectPath(page, '/admin/dashboard');
        await page.getByText(`Conectat ca administrator: ${journey.server.admin.email}`).waitFor();
        await screenshot(page, `${viewport.width}-admin-dashboard`);
        await expectAccessible(page, 'admin dashboard', { otherWidth: false });
        // The whole catalogue, 25 applications to a page, with its pager under them (looked at at 360 and 1280 px).
        const pager = page.getByText(/^pagina 1 din \d+$/);
        await pager.scrollIntoViewIfNeeded();
        expect(Number((await pager.textContent())?.split(' ').at(-1))).toBeGreaterThan(1);
        await page.goto(`${journey.server.url}/admin/nu-exista`);
        await expectPath(page, '/admin/login');
        await page.goto(`${journey.server.url}/pagina-care-nu-exista`);
        await expectPath(page, '/');
      });

      it('raised no page error and no CSP violation', () => {
        expect(errors).toEqual([]);
      });
    });
  }

  it('resets a forgotten password through the e-mailed link', async () => {
    // No language asked: the browser's default.
    const context = await journey.browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    try {
      await page.goto(`${journey.server.url}/reset-password`);
      await page.getByText('Linkul de resetare a parolei lipsește, este invalid sau a expirat.').waitFor();
      await page.goto(`${journey.server.url}/forgot-password`);
      await page.getByLabel('E-mail', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Trimite linkul' }).click();
      await page.getByText('Dacă există un cont cu această adresă', { exact: false }).waitFor();
      await page.goto(await mailLink(journey.server, '/reset-password?token='));
      await page.getByLabel('Parola nouă', { exact: true }).fill('Parola-Noua-2026');
      await page.getByLabel('Confirmați parola', { exact: true }).fill('Parola-Noua-2026');
      await page.getByRole('button', { name: 'Salvează parola' }).click();
      await expectPath(page, '/login');
      await page.getByText('Parola a fost schimbată.', { exact: false }).waitFor();
      await screenshot(page, '360-login-after-reset');
      await expectAccessible(page, 'login after a reset');
      await login(page, email, 'Parola-Noua-2026');
      await expectPath(page, '/dashboard?tab=dashboard');
    } finally {
      await context.close();
    }
  });
});
