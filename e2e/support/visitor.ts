import type { Browser, BrowserContext, Page } from 'playwright-core';
import { screenshot, watchPageErrors } from './browser.js';

export type Visitor = { context: BrowserContext; page: Page; errors: string[] };

type VisitorOptions = {
  viewport: { width: number; height: number };
  /** false: a reader without JavaScript (a crawler): only the HTML the server sends. */
  javaScript?: boolean;
  locale?: string;
};

/**
 * An anonymous visitor of the public site, as the site and SEO journeys open it: a fresh context
 * (no stored session or language) with a Romanian browser, its page errors and CSP refusals watched
 * (a context without JavaScript has none to watch).
 */
export const openVisitor = async (browser: Browser, { viewport, javaScript = true, locale = 'ro-RO' }: VisitorOptions): Promise<Visitor> => {
  const context = await browser.newContext({ viewport, locale, javaScriptEnabled: javaScript });
  const page = await context.newPage();
  return { context, page, errors: watchPageErrors(page) };
};

/** A full-page shot from the top: a shot of a scrolled page would draw the fixed top bar mid-page. */
export const screenshotFromTop = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
};

/**
 * Waits until the app has replaced the page's HTML the server sent (shown at once, before any
 * script: features/site/noscript.ts): the same headings exist in both, so a journey that checks the
 * app, not the server's page, waits for this first.
 */
export const waitForApp = async (page: Page) => {
  await page.locator('[data-server-page]').waitFor({ state: 'detached' });
};
