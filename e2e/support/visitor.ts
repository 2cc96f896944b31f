import type { Page } from 'playwright-core';
import { screenshot } from './browser.js';

/** A full-page shot from the top: a shot of a scrolled page would draw the fixed top bar mid-page. */
export const screenshotFromTop = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
};

/**
 * Waits until the app runs the page: it has taken over the page the server rendered (site-entry.ts
 * starts the app there on the first interaction: a key press is one), or drawn the page itself (a
 * session, another language, a page the server does not render).
 */
export const waitForApp = async (page: Page) => {
  // Not a <style> or a <link> (React's server render puts an image's preload link first in the root).
  const isReact = () => Object.keys(document.querySelector('#root > :not(style, link)') ?? {}).some((key) => key.startsWith('__reactFiber'));
  if (await page.evaluate(isReact)) return;
  if ((await page.locator('#root[data-ssr]').count()) > 0) await page.keyboard.press('Shift');
  await page.waitForFunction(isReact);
};
