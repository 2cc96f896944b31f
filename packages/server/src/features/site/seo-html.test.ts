import { describe, expect, it } from 'vitest';
import type { Locale } from '@atelier/core';
import { createPageRenderer, MAX_WAITING_RENDERS } from './seo-html.js';
import type { SeoPage } from './seo-head.js';
import type { ServerRenderer } from './ssr.js';

const TEMPLATE = '<!doctype html><html lang="ro"><head><title>Atelier</title></head><body><div id="root"></div><script type="module" crossorigin src="/assets/index.js"></script></body></html>';

const pageOf = (path: string): SeoPage => ({ path, title: `${path} · Atelier`, description: 'A page.', locales: ['ro', 'en', 'it'], ogType: 'website', jsonLd: [] });

/** A renderer whose renders finish when the test says so, counting them. */
const heldRenderer = () => {
  const started: string[] = [];
  const waiting: (() => void)[] = [];
  let held = true;
  const renderer: ServerRenderer = {
    renders: (pathname) => pathname !== '/login',
    render: async (url: string, locale: Locale) => {
      started.push(`${locale} ${url}`);
      if (held) await new Promise<void>((resolve) => waiting.push(resolve));
      return { html: `<main>rendered ${url}</main>`, state: { queries: [] } };
    },
  };
  return {
    renderer,
    started,
    release: () => {
      held = false;
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
};

const setup = (options: { version?: () => Promise<string>; now?: () => number } = {}) => {
  const held = heldRenderer();
  const render = createPageRenderer({
    template: TEMPLATE,
    resolve: async ({ path }) => (path === '/private' ? undefined : pageOf(path)),
    publicUrl: 'https://atelier.test',
    siteName: () => 'Atelier',
    noscriptNotice: () => 'Turn on JavaScript.',
    serverRenderer: async () => held.renderer,
    entry: '/assets/site-entry.js',
    ...options,
  });
  const html = async (url: string) => (await render(url)).identity.toString();
  return { ...held, render, html };
};

describe('the public pages as the server sends them', () => {
  it('renders a public page once per path and language, with its head, the answers and the small entry, and reuses it', async () => {
    const { html, started, release } = setup();
    release();
    const first = await html('/pricing?lang=en');
    expect(first).toContain('<html lang="en"');
    expect(first).toContain('<title>/pricing · Atelier</title>');
    expect(first).toContain('<div id="root" data-ssr="en"><main>rendered /pricing?lang=en</main>');
    expect(first).toContain('<script type="application/json" id="ssr-state">{"queries":[]}</script>');
    expect(first).toContain('src="/assets/site-entry.js"');
    expect(first).not.toContain('/assets/index.js');
    expect(await html('/pricing?lang=en')).toBe(first);
    expect(await html('/pricing')).toContain('data-ssr="ro"');
    expect(started).toEqual(['en /pricing?lang=en', 'ro /pricing']);
    // A search of the catalogue is rendered each time: it is not one of the pages kept.
    await html('/catalog?q=deviz');
    await html('/catalog?q=deviz');
    expect(started.filter((s) => s.includes('q=deviz'))).toHaveLength(2);
  });

  it('sends the pages it does not render with their head and a note for readers without JavaScript, and private ones with noindex only', async () => {
    const { html, started } = setup();
    const login = await html('/login?lang=it');
    expect(login).toContain('<title>/login · Atelier</title>');
    expect(login).toContain('<div id="root"><noscript><p><a href="/?lang=it">Atelier</a></p><p>Turn on JavaScript.</p></noscript></div>');
    expect(login).toContain('/assets/index.js');
    const hidden = await html('/private');
    expect(hidden).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(hidden).toContain('<div id="root"></div>');
    expect(started).toEqual([]);
  });

  it('renders one page at a time, and past the waiting limit sends the page for the browser to draw rather than queue more', async () => {
    const { render, html, started, release } = setup();
    const queued = Array.from({ length: MAX_WAITING_RENDERS + 1 }, (_, n) => render(`/blog/article-${n}`));
    await new Promise((resolve) => setImmediate(resolve));
    // One started; the others wait their turn.
    expect(started).toEqual(['ro /blog/article-0']);
    const refused = await html('/help');
    expect(refused).toContain('<div id="root"><noscript>');
    expect(refused).toContain('<title>/help · Atelier</title>');
    release();
    const pages = await Promise.all(queued);
    expect(pages.map((page) => page.identity.toString().includes('data-ssr="ro"'))).toEqual(queued.map(() => true));
    expect(started).toHaveLength(MAX_WAITING_RENDERS + 1);
    // The page sent in place of a render is not kept: the next visitor gets it rendered.
    expect(await html('/help')).toContain('<main>rendered /help</main>');
  });

  it('makes a kept page again once its minute is over or the catalogue has changed', async () => {
    let at = 0;
    let version = 'a';
    const { html, started, release } = setup({ now: () => at, version: async () => version });
    release();
    await html('/catalog');
    at = 59_000;
    await html('/catalog');
    expect(started).toHaveLength(1);
    version = 'b';
    await html('/catalog');
    expect(started).toHaveLength(2);
    at = 120_000;
    await html('/catalog');
    expect(started).toHaveLength(3);
  });

  it('compresses a kept page once per encoding, when a request first asks for it', async () => {
    const { render, release } = setup();
    release();
    const page = await render('/terms');
    const br = await page.encoded('br');
    expect(await page.encoded('br')).toBe(br);
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    expect(brotliDecompressSync(br).equals(page.identity)).toBe(true);
    expect(gunzipSync(await page.encoded('gzip')).equals(page.identity)).toBe(true);
  });
});
