import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signInThroughApi } from './support/api.js';
import { expectAccessible } from './support/axe.js';
import { VIEWPORTS, describeInChromium, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';
import { waitForApp } from './support/visitor.js';

const APPS = ['deviz-auto-platitor-tva', 'foaie-de-parcurs'];

describeInChromium('search engines and readers without JavaScript see each public page (Chromium)', () => {
  const journey = useJourney({ apps: APPS });

  describe('without JavaScript', () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await journey.openPage({ viewport: VIEWPORTS.phone, javaScript: false }));
    });
    afterAll(async () => context.close());

    it('reads the catalogue: categories, applications and their descriptions, each with a page of its own', async () => {
      await page.goto(`${journey.server.url}/catalog`);
      expect(await page.title()).toBe('Catalogul aplicațiilor de documente · Atelier');
      await page.getByRole('heading', { level: 1, name: 'Catalogul de aplicații' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Service auto' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Foi de parcurs' }).waitFor();
      await screenshot(page, 'seo-catalog-no-js-360');
      await page.getByRole('article', { name: 'Foaie de parcurs', exact: true }).getByRole('link', { name: 'Previzualizare' }).click();
      await page.waitForURL(`${journey.server.url}/catalog/foaie-de-parcurs`);
      await page.getByRole('heading', { level: 1, name: 'Foaie de parcurs' }).waitFor();
      // The footer's links lead on without JavaScript too: the legal pages.
      await page.locator('footer').getByRole('link', { name: 'Termeni și condiții', exact: true }).click();
      await page.waitForURL(`${journey.server.url}/terms`);
      await page.getByRole('heading', { level: 1, name: 'Termeni și condiții' }).waitFor();
    });

    it('reads the blog and an article, and the other public pages in English by their ?lang= URL', async () => {
      await page.goto(`${journey.server.url}/blog`);
      await page.getByRole('link', { name: 'Ce trebuie să conțină un deviz de service auto' }).click();
      await page.getByRole('heading', { level: 1, name: 'Ce trebuie să conțină un deviz de service auto' }).waitFor();
      expect(await page.getByRole('article').textContent()).toContain('Devizul este documentul');
      await page.goto(`${journey.server.url}/pricing?lang=en`);
      expect(await page.title()).toBe('Pricing · Atelier');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
    });
  });

  it('a signed-in user opening / gets the app for the session at once, not the page the server drew for visitors', async () => {
    const email = `seo.${Date.now()}@example.ro`;
    const password = 'Atelier-2026!';
    expect((await api(journey.server, 'POST', '/api/user/register', { json: { email, password } })).status).toBe(201);
    const { context, page, errors } = await journey.openPage({ viewport: VIEWPORTS.desktop });
    try {
      await signInThroughApi({ page, server: journey.server, email, password });
      const response = await page.goto(`${journey.server.url}/`);
      // The server's page is the visitors' (it knows no session); the app draws the signed-in bar without any interaction.
      expect(await response?.text()).toContain('data-ssr="ro"');
      await page.getByRole('button', { name: /Meniul contului/ }).waitFor({ timeout: 15_000 });
      expect(await page.getByRole('link', { name: 'Autentificare' }).count()).toBe(0);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectAccessible(page, 'home signed in');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  for (const viewport of Object.values(VIEWPORTS)) {
    describe(`with JavaScript at ${viewport.width} px`, () => {
      let context: BrowserContext;
      let page: Page;
      let errors: string[];
      beforeAll(async () => {
        ({ context, page, errors } = await journey.openPage({ viewport }));
      });
      afterAll(async () => context.close());

      it('the app takes over the page the server rendered, keeps the page title the server sent, and its structured data breaks no policy', async () => {
        await page.goto(`${journey.server.url}/pricing?lang=en`);
        expect(await page.title()).toBe('Pricing · Atelier');
        await waitForApp(page);
        await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
        expect(await page.locator('html').getAttribute('lang')).toBe('en');
        expect(await page.locator('#root noscript').count()).toBe(0);
        await expectAccessible(page, 'pricing in English', { otherWidth: false });
        // The language from the URL is the visitor's choice from now on.
        expect(await page.evaluate(() => localStorage.getItem('preferred-locale'))).toBe('en');
        await page.goto(`${journey.server.url}/`);
        await waitForApp(page);
        expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
        expect(errors).toEqual([]);
      });

      // Once, on a phone: each page is loaded there and then checked at both widths (expectAccessible
      // draws it at 1280 px too, where a page error would be caught as well); loading every page again
      // at 1280 px checked the same headings a second time.
      if (viewport === VIEWPORTS.phone) it('opens every Romanian page of the sitemap with its heading and without a page error, at both widths', async () => {
        const sitemap = await (await fetch(`${journey.server.url}/sitemap.xml`)).text();
        const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '').filter((loc) => !loc.includes('lang='));
        expect(locs.length).toBeGreaterThan(10);
        for (const loc of locs) {
          const response = await page.goto(loc);
          await waitForApp(page);
          expect(response?.status(), loc).toBe(200);
          await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
          expect(new URL(page.url()).pathname, loc).toBe(new URL(loc).pathname);
          await expectAccessible(page, loc);
        }
        expect(errors).toEqual([]);
      });

      it('a catalogue application page shows the application and the way to try it', async () => {
        await page.goto(`${journey.server.url}/catalog/deviz-auto-platitor-tva?lang=ro`);
        await waitForApp(page);
        const heading = page.getByRole('heading', { level: 1 });
        await heading.waitFor();
        expect(await heading.textContent()).toBe(await page.title().then((title) => title.replace(' · Atelier', '')));
        await page.getByRole('link', { name: 'Încercați' }).waitFor();
        await screenshot(page, `seo-catalog-app-${viewport.width}`);
        await expectAccessible(page, `seo-catalog-app-${viewport.width}`, { otherWidth: false });
        // Back to the catalogue without a reload: the tab's title is the catalogue's, as a reload would give.
        await page.getByRole('link', { name: 'Înapoi la catalog' }).click();
        await page.waitForFunction(() => document.title === 'Catalogul aplicațiilor de documente · Atelier', undefined, { timeout: 15_000 });
        expect(errors).toEqual([]);
      });
    });
  }
});
