import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRADES, type CatalogEntryDto, type CatalogPageDto, type Trade } from '@atelier/core';
import { pdfText } from '../packages/server/src/pdf/test-support/pdf-tools.js';
import { readTexts } from '../packages/web/texts-plugin.js';
import { expectAccessible } from './support/axe.js';
import { VIEWPORTS, describeInChromium, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';

const catalogTexts = readTexts('ro').catalog as { trades: Record<Trade, string> };
const tradeName = (trade: Trade): string => catalogTexts.trades[trade];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * For every trade of SPEC §1, a visitor finds an application of it in the real catalogue by
 * browsing the trade and searching its title, previews its steps and sample PDF, and tries it
 * without an account. The application is the first public one the API lists for the trade, so
 * the journey follows the catalogue as it grows; a trade without a public application fails.
 */
describeInChromium('a visitor finds and tries an application of every trade (Chromium)', () => {
  const publicOf = new Map<Trade, CatalogEntryDto | undefined>();

  const journey = useJourney();
  beforeAll(async () => {
    for (const trade of TRADES) {
      const page = (await (await fetch(`${journey.server.url}/api/forms/catalog/search?trade=${trade}&pageSize=60`)).json()) as CatalogPageDto;
      publicOf.set(trade, page.items.find((entry) => entry.isPublic));
    }
  });

  it.each(TRADES)('the sample PDF of the public application for %s prints its title', async (trade) => {
    const entry = publicOf.get(trade);
    expect(entry, `a public application for ${trade}`).toBeDefined();
    const response = await fetch(`${journey.server.url}/api/forms/catalog/${entry?.key}/sample.pdf?locale=ro`);
    expect(response.status).toBe(200);
    const { flat } = pdfText(Buffer.from(await response.arrayBuffer()));
    expect(flat).toContain(entry?.title);
  });

  // Every trade on a phone; on a desktop the same steps for one trade: the trades differ in their
  // data, not in how the pages lay out.
  for (const [viewport, trades] of [
    [VIEWPORTS.phone, TRADES],
    [VIEWPORTS.desktop, ['auto']],
  ] as const) {
    describe(`at ${viewport.width} px`, () => {
      let context: BrowserContext;
      let page: Page;
      let errors: string[];
      beforeAll(async () => {
        ({ context, page, errors } = await journey.openPage({ viewport }));
      });
      afterAll(async () => context.close());

      it.each(trades)('%s: browses the trade, searches the title, previews the application and tries it', async (trade) => {
        const entry = publicOf.get(trade);
        expect(entry, `a public application for ${trade}`).toBeDefined();
        if (!entry) return;
        await page.goto(`${journey.server.url}/catalog`);
        await page.getByRole('heading', { level: 1, name: 'Catalogul de aplicații' }).waitFor();
        // The page as the server rendered it: the list tapped before the app has taken it over opens once it has.
        await page.getByRole('combobox', { name: 'Meserie' }).click();
        // The option carries the number of applications of the trade: "Service auto (42)".
        await page.getByRole('option', { name: new RegExp(`^${escape(tradeName(trade))} \\(\\d+\\)$`) }).click();
        await page.waitForURL((url) => url.searchParams.get('trade') === trade);
        const searched = page.waitForResponse((response) => response.url().includes('/api/forms/catalog/search?') && response.url().includes('q='));
        await page.getByRole('searchbox', { name: 'Căutați în catalog' }).fill(entry.title);
        await searched;
        const card = page.getByRole('article', { name: entry.title, exact: true });
        await card.waitFor();
        expect(await card.getByText(new RegExp(`^Pentru: .*${escape(tradeName(trade))}`)).count()).toBe(1);
        if (trade === 'auto') {
          await screenshot(page, `${viewport.width}-catalog-trade-search`);
          await expectAccessible(page, `catalog filtered to ${trade}`, { otherWidth: false });
        }

        await card.getByRole('link', { name: `Previzualizare: ${entry.title}` }).click();
        await page.waitForURL((url) => url.pathname === `/catalog/${entry.key}`);
        await page.getByRole('heading', { level: 1, name: entry.title }).waitFor();
        const steps = page.getByRole('region', { name: /pași|Un pas/ });
        expect(await steps.getByRole('listitem').count()).toBeGreaterThan(0);
        // Its address names its version: the browser keeps it for good.
        expect(await page.getByRole('link', { name: 'Deschide PDF-ul de exemplu' }).getAttribute('href')).toMatch(
          new RegExp(`^/api/forms/catalog/${entry.key}/sample\\.pdf\\?locale=ro&v=[\\w.-]+$`),
        );
        if (trade === 'auto') await screenshot(page, `${viewport.width}-catalog-preview`);
        await expectAccessible(page, `preview of ${entry.key}`, { otherWidth: false });

        await page.getByRole('link', { name: 'Încercați' }).click();
        await page.waitForURL((url) => url.pathname === `/public-doc-steps/${entry.id}`);
        await page.getByRole('heading', { name: entry.title }).first().waitFor();
        await page.getByText('Încercați fără cont').waitFor();
        await expectAccessible(page, `trying ${entry.key}`, { otherWidth: false });
        expect(errors).toEqual([]);
      });
    });
  }
});
