import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { describe } from 'vitest';
import { launchArgs } from './browser-args.js';
import { CHROMIUM_PATH, CHROMIUM_TAG } from './chromium.js';

/** Without Chromium the journeys are skipped locally; under CI=true that is a failure. */
export const browserAvailable = (): boolean => {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.env.CI === 'true') throw new Error(`CI=true but Chromium is missing at ${CHROMIUM_PATH}`);
  return false;
};

/** A browser journey: run when Chromium is there, tagged so that a run without it counts what it skipped. */
export const describeInChromium = (name: string, body: () => void) => describe.runIf(browserAvailable())(name, { tags: [CHROMIUM_TAG] }, body);

/**
 * Follows a top-bar entry: a link of the bar itself; else, signed in, an entry of the account menu
 * (the account's pages, and Home and the document actions on narrow screens); else, a visitor on a
 * phone, a link of the burger menu.
 */
export const openFromBar = async (page: Page, name: string) => {
  const inBar = page.getByRole('banner').getByRole('link', { name, exact: true });
  if (await inBar.isVisible()) return inBar.click();
  const account = page.getByRole('banner').getByRole('button', { name: /Meniul contului/ });
  if (await account.isVisible()) {
    const item = page.getByRole('menuitem', { name, exact: true });
    if (!(await item.isVisible())) await account.click();
    return item.click();
  }
  const menu = page.getByRole('button', { name: 'Deschide meniul' });
  // The menu may be open already (a leave question answered "stay" keeps it open).
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name }).last().click();
};

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...launchArgs],
  });

export const VIEWPORTS = {
  phone: { width: 360, height: 780 },
  desktop: { width: 1280, height: 860 },
} as const;

const shotsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test-results/e2e');

/**
 * CI keeps no artifact: there the ~110 full-page screenshots only cost time (~40 s of the journeys'
 * CPU on 2 cores), so they are taken when someone can look at them: outside CI, or with E2E_SCREENSHOTS=1.
 */
const keepScreenshots = process.env.CI !== 'true' || process.env.E2E_SCREENSHOTS === '1';

/** Full-page screenshot kept as a test artifact in test-results/e2e/<name>.png (not under CI: above). */
export const screenshot = async (page: Page, name: string) => {
  if (!keepScreenshots) return;
  await mkdir(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
};

/** Fails the test on any uncaught page error or CSP violation. */
export const watchPageErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/.test(message.text())) errors.push(message.text());
  });
  return errors;
};
