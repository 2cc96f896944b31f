import type { Page } from 'playwright-core';

const pad = (n: number) => String(n).padStart(2, '0');

/** The local day `n` days back (YYYY-MM-DD): a few days back is inside the default range (twelve months to today) in any time zone. */
export const daysAgo = (n: number): string => {
  const date = new Date(Date.now() - n * 24 * 3600 * 1000);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** The card of a statistics KPI, found by its label (its value inside). */
export const kpi = (page: Page, label: string) => page.locator('.mantine-Paper-root').filter({ has: page.getByText(label, { exact: true }) }).first();

/** How wide the page is laid out (a phone must not scroll sideways). */
export const pageWidth = (page: Page): Promise<number> => page.evaluate(() => document.documentElement.scrollWidth);
