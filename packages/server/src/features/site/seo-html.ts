import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { DEFAULT_LOCALE, type Locale } from '@atelier/core';
import { headOf, privateHeadOf } from './seo-head.js';
import type { PageResolver } from './seo-pages.js';
import { parsePageUrl } from './seo-url.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One page's HTML as it travels: plain, brotli and gzip, made once per cache entry. */
export type RenderedPage = { identity: Buffer; br: Buffer; gzip: Buffer };

const ROOT = '<div id="root">';

/** The built index.html as a function of a page's language, head tags and no-JavaScript body. */
const parseTemplate = (html: string): ((locale: Locale, head: string, body: string) => string) => {
  // The page's own title and description replace the generic ones the build wrote.
  const stripped = html.replace(/\s*<title>[\s\S]*?<\/title>/i, '').replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  return (locale, head, body) => {
    let out = stripped.replace(/<html\b([^>]*?)\slang="[^"]*"/i, (_whole, attributes: string) => `<html${attributes} lang="${locale}"`);
    out = out.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
    if (!body) return out;
    // Inside the root element, shown: the first paint is the page itself, before any JavaScript has
    // arrived (Lighthouse FCP and LCP on a phone); the app replaces it once it can draw the page.
    if (out.includes(ROOT)) return out.replace(ROOT, () => `${ROOT}${body}`);
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
};

/** Renders index.html per page and language with the page's head and no-JS content; cached per path and language. */
export const createPageRenderer = ({ template, resolve, publicUrl, siteName, ttlMs = 60_000, now = Date.now }: PageRendererOptions) => {
  const fillTemplate = parseTemplate(template);
  const cache = new Map<string, { page: Promise<RenderedPage>; expires: number }>();

  const compress = async (html: string): Promise<RenderedPage> => {
    const identity = Buffer.from(html);
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      gzipAsync(identity, { level: 9 }),
    ]);
    return { identity, br, gzip: gz };
  };

  const build = async (url: string): Promise<{ key: string; page: () => Promise<RenderedPage> }> => {
    const address = parsePageUrl(url);
    const page = await resolve(address);
    if (!page) {
      // Private pages and unknown paths share one page: the app works out the rest.
      return { key: 'private', page: () => compress(fillTemplate(DEFAULT_LOCALE, privateHeadOf({ title: siteName(DEFAULT_LOCALE) }), '')) };
    }
    const query = page.canonicalQuery ? new URLSearchParams(page.canonicalQuery).toString() : '';
    return {
      key: `${address.locale} ${page.path}?${query}`,
      page: () => compress(fillTemplate(address.locale, headOf(page, address.locale, publicUrl, siteName(address.locale)), page.body)),
    };
  };

  return async (url: string): Promise<RenderedPage> => {
    const { key, page } = await build(url);
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
