import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANDING_SLUGS, SITE_PAGES } from '@atelier/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS, describeInChromium } from './support/browser.js';
import { webDist } from './support/initial-js.js';
import { useJourney } from './support/journey.js';
import { waitForApp } from './support/visitor.js';

type Manifest = Record<string, { file: string; css?: string[] }>;

const manifest = (): Manifest => JSON.parse(readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** The stylesheets a page's head links. */
const linkedStyles = (html: string): string[] => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1] ?? '');

/** Mantine's classes on the elements of the page the server rendered (its root), e.g. m_77c9d27d. */
const mantineClasses = (html: string): Set<string> => {
  const root = html.slice(html.indexOf('<div id="root"'));
  return new Set([...root.matchAll(/class="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(/\s+/).filter((name) => /^m_[0-9a-f]+$/.test(name))));
};

/** The classes a stylesheet has rules for. */
const styledClasses = (css: string): Set<string> => new Set([...css.matchAll(/\.(m_[0-9a-f]+)/g)].map((m) => m[1] ?? ''));

describe('the public pages link their own stylesheet, not Mantine’s whole one', () => {
  const journey = useJourney({ browser: false });

  it('styles every Mantine class of every public page in three languages, with a third of the app’s stylesheet', async () => {
    const built = manifest();
    const siteSheet = `/${built['src/app/site-styles.ts']?.css?.[0] ?? 'missing'}`;
    const appSheet = `/${built['src/app/styles.ts']?.file ?? 'missing'}`;
    const catalog = (await (await fetch(`${journey.server.url}/api/forms/catalog?locale=ro`)).json()) as { key: string }[];
    const paths = [
      '/',
      '/catalog',
      '/catalog?page=2',
      '/catalog?q=deviz',
      '/catalog?q=zzzqqqxx',
      `/catalog/${catalog[0]?.key ?? ''}`,
      '/pricing',
      '/contact',
      '/login',
      '/register?returnTo=%2Fprofile',
      '/blog',
      '/blog/tva-21-pe-deviz',
      ...SITE_PAGES.map((name) => `/${name}`),
      ...LANDING_SLUGS.map((slug) => `/${slug}`),
    ];
    const css = await (await fetch(`${journey.server.url}${siteSheet}`)).text();
    const styled = styledClasses(css);
    const unstyled: string[] = [];
    for (const pagePath of paths) {
      for (const lang of ['ro', 'en', 'it']) {
        const url = `${journey.server.url}${pagePath}${pagePath.includes('?') ? '&' : '?'}lang=${lang}`;
        const answer = await fetch(url);
        expect(answer.status, url).toBe(200);
        const html = await answer.text();
        // Rendered by the app's components on the journey.server, with the site's stylesheet only.
        expect(html, url).toContain('data-ssr=');
        expect(linkedStyles(html), url).toEqual([siteSheet]);
        for (const name of mantineClasses(html)) if (!styled.has(name)) unstyled.push(`${pagePath} ${lang}: ${name}`);
      }
    }
    expect(unstyled).toEqual([]);
    const whole = await (await fetch(`${journey.server.url}${appSheet}`)).text();
    expect(css.length).toBeLessThan(whole.length / 2);
    // Everything the site's sheet styles, the app's sheet styles too (it is loaded before the app takes over).
    const inWhole = styledClasses(whole);
    expect([...styled].filter((name) => !inWhole.has(name))).toEqual([]);
  });
});

/** Where each element of the page's root stands and how it is painted. */
const layout = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#root *')].slice(0, 400).map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return `${element.tagName} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)} ${style.color} ${style.backgroundColor} ${style.fontSize} ${style.borderTopWidth}`;
    }),
  );

describeInChromium('a public page looks the same before and after the app takes it over (Chromium)', () => {
  const journey = useJourney();

  for (const viewport of Object.values(VIEWPORTS)) {
    for (const pagePath of ['/', '/catalog', '/blog/tva-21-pe-deviz']) {
      it(`${pagePath} at ${viewport.width} px: the app's whole stylesheet arrives before it hydrates, nothing moves or changes colour`, async () => {
        const { context, page, errors } = await journey.openPage({ viewport });
        try {
          await page.goto(`${journey.server.url}${pagePath}`);
          await page.waitForLoadState('load');
          const before = await layout(page);
          expect(await page.locator('link[rel="stylesheet"]').count()).toBe(1);
          await waitForApp(page);
          // The app's stylesheet (Mantine's whole) is in the page once React has it.
          expect(await page.locator('link[rel="stylesheet"]').count()).toBe(2);
          expect(await layout(page)).toEqual(before);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});
