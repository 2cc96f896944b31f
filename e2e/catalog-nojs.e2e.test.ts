import { expect, it } from 'vitest';
import { describeInChromium } from './support/browser.js';
import { useJourney } from './support/journey.js';

describeInChromium('a visitor without JavaScript searches and pages the catalogue (Chromium)', () => {
  const journey = useJourney();

  it('sends the search form to the server and follows the pages’ links, each page rendered on the server', async () => {
    const { context, page } = await journey.openPage({ viewport: 'phone', javaScript: false });
    try {
      await page.goto(`${journey.server.url}/catalog?lang=en`);
      const count = async () => Number((await page.getByText(/^\d+ applications?$/).textContent())?.match(/\d+/)?.[0]);
      const all = await count();
      expect(all).toBeGreaterThan(24);
      expect(await page.getByRole('article').count()).toBe(24);

      // The pages are links: page 2 is another 24 cards.
      const firstTitle = await page.getByRole('article').first().getByRole('heading').textContent();
      await page.getByRole('link', { name: 'Next page' }).click();
      await page.waitForURL(/\/catalog\?lang=en&page=2$/);
      expect(await page.getByRole('article').count()).toBe(24);
      expect(await page.getByRole('article').first().getByRole('heading').textContent()).not.toBe(firstTitle);
      await page.getByRole('link', { name: 'Page 1', exact: true }).click();
      await page.waitForURL(/\/catalog\?lang=en$/);

      // The search: Enter sends the form (GET), the server answers with the matches, in English still.
      await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('cmr');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/catalog\?lang=en&q=cmr$/);
      const matches = await count();
      expect(matches).toBeGreaterThan(0);
      expect(matches).toBeLessThan(all);
      expect((await page.getByRole('article').first().textContent())?.toLowerCase()).toContain('cmr');
      expect(await page.getByRole('searchbox', { name: 'Search the catalogue' }).inputValue()).toBe('cmr');

      // The magnifier is the form's button.
      await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('zzqqxxnothing');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/q=zzqqxxnothing$/);
      await page.getByText('No application matches “zzqqxxnothing”.').waitFor();
    } finally {
      await context.close();
    }
  });
});
