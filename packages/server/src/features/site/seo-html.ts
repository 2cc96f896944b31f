import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { DEFAULT_LOCALE, LANG_PARAM, type Locale } from '@atelier/core';
import { headOf, privateHeadOf } from './seo-head.js';
import type { PageResolver } from './seo-pages.js';
import type { ServerRenderer } from './ssr.js';
import { escapeHtml, parsePageUrl, scriptJson } from './seo-url.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One page's HTML as it travels: plain, brotli and gzip, made once per cache entry. */
export type RenderedPage = { identity: Buffer; br: Buffer; gzip: Buffer };

const ROOT = '<div id="root">';

/** The element main.tsx reads react-query's answers from, when it takes over a server-rendered page. */
export const SSR_STATE_ID = 'ssr-state';

/** The built index.html as a function of a page's language, head tags and no-JavaScript body. */
const parseTemplate = (html: string): ((locale: Locale, head: string, body: string, rootAttributes?: string) => string) => {
  // The page's own title and description replace the generic ones the build wrote.
  const stripped = html.replace(/\s*<title>[\s\S]*?<\/title>/i, '').replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  return (locale, head, body, rootAttributes = '') => {
    let out = stripped.replace(/<html\b([^>]*?)\slang="[^"]*"/i, (_whole, attributes: string) => `<html${attributes} lang="${locale}"`);
    out = out.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
    if (!body) return out;
    // Inside the root element, shown: the first paint is the page itself, before any JavaScript has
    // arrived (Lighthouse FCP and LCP on a phone); the app replaces it once it can draw the page.
    if (out.includes(ROOT)) return out.replace(ROOT, () => `${ROOT.slice(0, -1)}${rootAttributes}>${body}`);
    return out.replace(/<body([^>]*)>/i, (whole) => `${whole}${body}`);
  };
};

export type PageRendererOptions = {
  template: string;
  resolve: PageResolver;
  publicUrl: string;
  siteName: (locale: Locale) => string;
  /** How long a rendered page is reused: the catalogue can change (an admin's upload) without a restart. */
  ttlMs?: number;
  now?: () => number;
  /**
   * The app's own rendering of a public page (entry-server.tsx), loaded on first use; without it
   * (not built) a page goes out with its plain server body for the app to draw.
   */
  serverRenderer?: () => Promise<ServerRenderer | undefined>;
  /** The stylesheets a server-rendered page needs before its first paint (the app's, from the build). */
  styles?: readonly string[];
  /** The entry a server-rendered page loads instead of index.html's (site-entry.ts: the app on first interaction). */
  entry?: string;
};

/** Renders index.html per page and language with the page's head and no-JS content; cached per path and language. */
export const createPageRenderer = ({ template, resolve, publicUrl, siteName, ttlMs = 60_000, now = Date.now, serverRenderer, styles = [], entry }: PageRendererOptions) => {
  const fillTemplate = parseTemplate(template);
  // index.html's entry and its preloads start the app at once: a server-rendered page loads its own.
  const withSiteEntry = (html: string): string =>
    entry === undefined
      ? html
      : html
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
          .replace(/<script type="module" crossorigin src="[^"]*"><\/script>/, () => `<script type="module" crossorigin src="${escapeHtml(entry)}"></script>`);
  const cache = new Map<string, { page: Promise<RenderedPage>; expires: number }>();

  const compress = async (html: string): Promise<RenderedPage> => {
    const identity = Buffer.from(html);
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      gzipAsync(identity, { level: 9 }),
    ]);
    return { identity, br, gzip: gz };
  };

  /** A page and its cache key (none: not cached). */
  const build = async (url: string): Promise<{ key: string | undefined; page: () => Promise<RenderedPage> }> => {
    const address = parsePageUrl(url);
    const page = await resolve(address);
    if (!page) {
      // Private pages and unknown paths share one page: the app works out the rest.
      return { key: 'private', page: () => compress(fillTemplate(DEFAULT_LOCALE, privateHeadOf({ title: siteName(DEFAULT_LOCALE) }), '')) };
    }
    const query = page.canonicalQuery ? new URLSearchParams(page.canonicalQuery).toString() : '';
    const head = headOf(page, address.locale, publicUrl, siteName(address.locale));
    const renderer = await serverRenderer?.();
    if (!renderer?.renders(address.path)) return { key: `${address.locale} ${page.path}?${query}`, page: () => compress(fillTemplate(address.locale, head, page.body)) };
    // The app's page itself: what it shows can depend on the whole query (the catalogue's ?q=
    // search), so a query beyond the language and the canonical one is rendered, not cached.
    const extra = [...address.query.keys()].some((name) => name !== LANG_PARAM && !(page.canonicalQuery && name in page.canonicalQuery));
    const asked = `${address.path}${address.query.size ? `?${address.query.toString()}` : ''}`;
    return {
      key: extra ? undefined : `ssr ${address.locale} ${page.path}?${query}`,
      page: async () => {
        const { html, state } = await renderer.render(asked, address.locale);
        const links = styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n    ');
        const data = `<script type="application/json" id="${SSR_STATE_ID}">${scriptJson(state)}</script>`;
        return compress(withSiteEntry(fillTemplate(address.locale, `${head}\n    ${links}\n    ${data}`, html, ` data-ssr="${address.locale}"`)));
      },
    };
  };

  return async (url: string): Promise<RenderedPage> => {
    const { key, page } = await build(url);
    if (key === undefined) return page();
    const at = now();
    const cached = cache.get(key);
    if (cached && cached.expires > at) return cached.page;
    // Keys are the public pages in three languages plus one: bounded by the content, not by visitors.
    const entry = { page: page(), expires: at + ttlMs };
    cache.set(key, entry);
    entry.page.catch(() => cache.delete(key));
    return entry.page;
  };
};

/** The encoding to send: brotli, else gzip, else none, as the request's Accept-Encoding allows. */
export const pickEncoding = (acceptEncoding: string | undefined): 'br' | 'gzip' | undefined => {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return [name.trim(), Number.isFinite(q) ? q : 0] as const;
    }),
  );
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return undefined;
};
