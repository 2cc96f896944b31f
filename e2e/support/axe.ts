import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { VIEWPORTS } from './browser.js';

/** What fails a journey (issue 15): axe's serious and critical findings; minor and moderate are printed only. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

type Finding = { id: string; impact: string; help: string; nodes: { target: string[]; html: string; summary: string }[] };

const nextFrames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** Waits for running CSS transitions (Mantine's menus, dialogs) to finish: a half-faded text reads as low contrast. */
const settle = async (page: Page) => {
  await nextFrames(page);
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
};

const runAxe = async (page: Page): Promise<Finding[]> => {
  // Runtime.evaluate is not subject to the page's CSP (script-src 'self'), unlike a script tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const w = window as unknown as { axe: typeof axe };
    const result = await w.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String), html: n.html.slice(0, 160), summary: n.failureSummary ?? '' })),
    }));
  });
};

const describeFindings = (findings: Finding[]) =>
  findings
    .map((f) => `${f.impact} ${f.id}: ${f.help}\n${f.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')}  ${n.html}\n      ${n.summary.replace(/\n/g, ' ')}`).join('\n')}`)
    .join('\n');

/**
 * Runs axe-core on the page as it is, at 360 px and at 1280 px wide, and fails on any serious or
 * critical violation (listed with the elements concerned). The page keeps the size it had. One call
 * for each page or state a journey visits: `await expectAccessible(page, 'dashboard')`.
 */
export const expectAccessible = async (
  page: Page,
  name: string,
  {
    also = [],
    otherWidth = true,
  }: {
    /** Other widths too, for a layout between the two (a table that scrolls only on a tablet). */
    also?: { width: number; height: number }[];
    /**
     * false: the page's own width only, in a journey that visits the same page at the other width
     * itself (its loop over VIEWPORTS): checking each visit at both widths checked everything twice.
     */
    otherWidth?: boolean;
  } = {},
): Promise<void> => {
  const original = page.viewportSize();
  const widths = otherWidth || !original ? [VIEWPORTS.phone, VIEWPORTS.desktop] : [original];
  const report: string[] = [];
  try {
    for (const [label, size] of [...widths, ...also].map((size) => [String(size.width), size] as const)) {
      if (original?.width !== size.width || original.height !== size.height) await page.setViewportSize(size);
      await settle(page);
      const findings = await runAxe(page);
      const failing = findings.filter((f) => FAILING_IMPACTS.has(f.impact));
      if (failing.length > 0) report.push(`at ${label} px:\n${describeFindings(failing)}`);
    }
  } finally {
    if (original) await page.setViewportSize(original);
  }
  // An Error rather than expect(...).toBe(''): the report is printed whole, not cut in a diff.
  if (report.length > 0) throw new Error(`axe found serious or critical violations on "${name}"\n${report.join('\n')}`);
};
