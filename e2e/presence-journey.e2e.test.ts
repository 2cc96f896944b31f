import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.js';
import { VIEWPORTS, describeInChromium, screenshot, watchPageErrors } from './support/browser.js';
import { type RunningServer } from './support/server.js';
import { useJourney } from './support/journey.js';

const tokenFor = async (server: RunningServer, kind: 'user' | 'admin', username: string, password: string): Promise<string> => {
  const response = await fetch(`${server.url}/api/${kind}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
};

/** A browser context already signed in (the SPA reads its token from localStorage). */
const signedInContext = async (browser: Browser, token: string, viewport: { width: number; height: number }) => {
  const context = await browser.newContext({ viewport, locale: 'ro-RO' });
  await context.addInitScript((value) => localStorage.setItem('access_token', value), token);
  return context;
};

describeInChromium('the admin sees who is online (Chromium)', () => {
  let adminContext: BrowserContext;
  let adminPage: Page;
  let errors: string[];
  const email = `ion.online.${Date.now()}@example.ro`;
  const password = 'Atelier-2026!';

  const journey = useJourney();

  beforeAll(async () => {
    const registered = await fetch(`${journey.server.url}/api/user/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(registered.status).toBe(201);
    adminContext = await signedInContext(journey.browser, await tokenFor(journey.server, 'admin', journey.server.admin.email, journey.server.admin.password), VIEWPORTS.desktop);
    adminPage = await adminContext.newPage();
    errors = watchPageErrors(adminPage);
  });

  it('lists a user who opens the dashboard in another browser, follows their page, and drops them when they leave', async () => {
    await adminPage.goto(`${journey.server.url}/admin/dashboard`);
    await adminPage.getByRole('heading', { name: 'Online acum' }).waitFor();

    const userContext = await signedInContext(journey.browser, await tokenFor(journey.server, 'user', email, password), VIEWPORTS.phone);
    const userPage = await userContext.newPage();
    const userErrors = watchPageErrors(userPage);
    await userPage.goto(`${journey.server.url}/dashboard?tab=dashboard`);
    const row = adminPage.getByRole('listitem').filter({ hasText: email });
    await row.getByText('Pagina: /dashboard?tab=dashboard').waitFor({ timeout: 20_000 });
    await row.getByText(/conectat acum/).waitFor();
    await expectAccessible(userPage, 'dashboard');
    await screenshot(adminPage, '1280-admin-online-now');
    await expectAccessible(adminPage, 'admin-online-now');

    // A route change inside the app (no reload): the same socket announces the new page.
    await userPage.evaluate(() => {
      history.pushState({}, '', '/');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await row.getByText('Pagina: /', { exact: true }).waitFor({ timeout: 20_000 });

    await userContext.close();
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(0);
    expect(userErrors).toEqual([]);
    expect(errors).toEqual([]);
  });
});
