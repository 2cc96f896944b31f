import { LANDING_SLUGS, SITE_PAGES } from '@atelier/core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.js';
import { VIEWPORTS, describeInChromium } from './support/browser.js';
import { useJourney } from './support/journey.js';
import { screenshotFromTop as screenshot, waitForApp } from './support/visitor.js';

const operator = {
  OPERATOR_NAME: 'Atelier Digital SRL',
  OPERATOR_CUI: 'RO18547290',
  OPERATOR_REG_NO: 'J12/345/2020',
  OPERATOR_ADDRESS: 'Str. Fabricii nr. 10, Cluj-Napoca',
  OPERATOR_EMAIL: 'contact@atelier-digital.ro',
};

describeInChromium('a visitor reads the public site: help, legal pages, blog, landing pages (Chromium)', () => {
  const journey = useJourney({ env: operator });

  for (const viewport of Object.values(VIEWPORTS)) {
    describe(`at ${viewport.width} px`, () => {
      let context: BrowserContext;
      let page: Page;
      let errors: string[];
      beforeAll(async () => {
        ({ context, page, errors } = await journey.openPage({ viewport }));
      });
      afterAll(async () => context?.close());

      it('reaches every legal page and the help from the footer, each with its title and text', async () => {
        await page.goto(`${journey.server.url}/pricing`);
        await waitForApp(page);
        // In the app shell's <main>, so it is a <footer> without the contentinfo landmark role.
        const footer = page.locator('footer');
        for (const [link, heading] of [
          ['Ajutor', 'Ajutor - primii 5 pași'],
          ['Termeni și condiții', 'Termeni și condiții'],
          ['Politica de confidențialitate', 'Politica de confidențialitate'],
          ['Politica de cookie-uri', 'Politica de cookie-uri'],
          ['ANPC', 'Protecția consumatorilor (ANPC)'],
          ['Mențiuni legale', 'Mențiuni legale'],
        ] as const) {
          await footer.getByRole('link', { name: link, exact: true }).click();
          await page.getByRole('heading', { level: 1, name: heading }).waitFor();
          await expectAccessible(page, heading, { otherWidth: false });
        }
        // The operator's identification comes from configuration; nothing invented beside it.
        await page.getByRole('cell', { name: 'Atelier Digital SRL' }).waitFor();
        expect(await footer.textContent()).not.toMatch(/740 000 000|wa\.me/);
        await screenshot(page, `${viewport.width}-site-legal`);
        expect(errors).toEqual([]);
      });

      it('shows the cookies the app really sets and the five help steps with their pictures', async () => {
        await page.goto(`${journey.server.url}/cookies`);
        await waitForApp(page);
        await page.getByRole('cell', { name: 'atelier_refresh' }).waitFor();
        await expectAccessible(page, 'cookies', { otherWidth: false });
        await page.goto(`${journey.server.url}/help`);
        await waitForApp(page);
        await page.getByRole('heading', { level: 2, name: /^Pasul 5\./ }).waitFor();
        const pictures = page.locator('.site-html img');
        expect(await pictures.count()).toBe(5);
        for (const picture of await pictures.all()) {
          await picture.scrollIntoViewIfNeeded();
          await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        }
        await expectAccessible(page, 'help', { otherWidth: false });
        expect(errors).toEqual([]);
      });

      it('lists the blog articles and opens one', async () => {
        await page.goto(`${journey.server.url}/blog`);
        await waitForApp(page);
        await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
        await screenshot(page, `${viewport.width}-site-blog`);
        await expectAccessible(page, 'blog', { otherWidth: false });
        await page.getByRole('link', { name: 'TVA 21% pe deviz - ce s-a schimbat de la 1 august 2025' }).click();
        await page.getByRole('heading', { level: 1, name: 'TVA 21% pe deviz - ce s-a schimbat de la 1 august 2025' }).waitFor();
        await page.getByText('Legea nr. 141/2025', { exact: false }).first().waitFor();
        await screenshot(page, `${viewport.width}-site-article`);
        await expectAccessible(page, 'article', { otherWidth: false });
        expect(errors).toEqual([]);
      });

      it('opens each landing page with its applications; /garaj has no footer', async () => {
        for (const slug of LANDING_SLUGS) {
          await page.goto(`${journey.server.url}/${slug}`);
          await waitForApp(page);
          await page.getByRole('heading', { level: 1 }).waitFor();
          await page.getByRole('region', { name: /Aplicațiile potrivite|applicazioni/ }).getByRole('article').first().waitFor();
          expect(await page.locator('footer').count(), slug).toBe(slug === 'garaj' ? 0 : 1);
          await expectAccessible(page, slug, { otherWidth: false });
        }
        await page.goto(`${journey.server.url}/devize-service-auto`);
        await waitForApp(page);
        await page.getByRole('region', { name: 'Aplicațiile potrivite' }).getByRole('article').first().waitFor();
        await screenshot(page, `${viewport.width}-site-landing`);
        expect(errors).toEqual([]);
      });

      it('leads from each Italian footer link to its page, in Italian', async () => {
        await page.goto(`${journey.server.url}/pricing?lang=it`);
        await waitForApp(page);
        for (const [link, path] of [
          ['Home', '/'],
          ['Catalogo', '/catalog'],
          ['Prezzi', '/pricing'],
          ['Aiuto', '/help'],
          ['Contatti', '/contact'],
          ['Blog', '/blog'],
          ['Termini e condizioni', '/terms'],
          ['Informativa sulla privacy', '/privacy'],
          ['Informativa sui cookie', '/cookies'],
          ['ANPC', '/anpc'],
          ['Note legali', '/legal'],
        ] as const) {
          // From the footer of the page the previous link led to: the language stays on the way.
          await page.locator('footer').getByRole('link', { name: link, exact: true }).click();
          await page.waitForURL((url) => url.pathname === path);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          expect(await page.locator('html').getAttribute('lang'), link).toBe('it');
        }
        await page.evaluate(() => localStorage.removeItem('preferred-locale'));
        expect(errors).toEqual([]);
      });

      it('answers every content page in English too', async () => {
        await page.evaluate(() => localStorage.setItem('preferred-locale', 'en'));
        for (const name of SITE_PAGES) {
          await page.goto(`${journey.server.url}/${name}`);
          await waitForApp(page);
          await page.getByText(/^Updated on /).waitFor();
          await expectAccessible(page, `${name} in English`, { otherWidth: false });
        }
        await page.evaluate(() => localStorage.removeItem('preferred-locale'));
        expect(errors).toEqual([]);
      });
    });
  }
});
