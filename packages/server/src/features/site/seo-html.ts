import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { DEFAULT_LOCALE, LANG_PARAM, type Locale } from '@atelier/core';
import type { Encoding, PageVisitor, RenderedPage } from '../../http/rendered-page.js';
import { headOf, privateHeadOf } from './seo-head.js';
import type { PageResolver } from './seo-pages.js';
import type { ServerRenderer } from './ssr.js';
import { escapeHtml, pageHref, parsePageUrl, scriptJson, unescapeHtml, type PageAddress } from './seo-url.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);


const asPage = (html: string): RenderedPage => {
  const identity = Buffer.from(html);
  const made = new Map<Encoding, Promise<Buffer>>();
  return {
    identity,
    encoded: (encoding) => {
      let out = made.get(encoding);
      if (!out) {
        out =
          encoding === 'br'
            ? brotli(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length } })
            : gzipAsync(identity, { level: 9 });
        made.set(encoding, out);
      }
      return out;
    },
  };
};

const ROOT = '<div id="root">';

/** The element main.tsx reads react-query's answers from, when it takes over a server-rendered page. */
export const SSR_STATE_ID = 'ssr-state';

/** The built index.html as a function of a page's language, head tags and the root element's content. */
const parseTemplate = (html: string): ((locale: Locale, head: string, body: string, rootAttributes?: string) => string) => {
  // The page's own title and description replace the generic ones the build wrote.
  const stripped = html.replace(/\s*<title>[\s\S]*?<\/title>/i, '').replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  return (locale, head, body, rootAttributes = '') => {
    let out = stripped.replace(/<html\b([^>]*?)\slang="[^"]*"/i, (_whole, attributes: string) => `<html${attributes} lang="${locale}"`);
    out = out.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
    if (!body) return out;
    if (out.includes(ROOT)) return out.replace(ROOT, () => `${ROOT.slice(0, -1)}${rootAttributes}>${body}`);
    return out.replace(/<body([^>]*)>/i, (whole) => `${whole}${body}`);
  };
};

/**
 * Renders waiting behind the one running. Renders take turns (the texts' language and the API
 * transport are the process's, entry-server.tsx); past this many waiting, a page nobody asked for
 * in the last minute goes out for the browser to draw instead, so a crawler asking for many
 * uncached pages at once cannot queue the process's time away from the API.
 */
export const MAX_WAITING_RENDERS = 8;

/** One render at a time; undefined when too many already wait. */
const renderGate = (maxWaiting: number) => {
  let queue: Promise<unknown> = Promise.resolve();
  let pending = 0;
  return <T>(work: () => Promise<T>): Promise<T> | undefined => {
    if (pending > maxWaiting) return undefined;
    pending += 1;
    const done = () => {
      pending -= 1;
    };
    const next = queue.then(work).finally(done);
    queue = next.catch(() => undefined);
    return next;
  };
};

export type PageRendererOptions = {
  template: string;
  resolve: PageResolver;
  publicUrl: string;
  siteName: (locale: Locale) => string;
  /** What a reader without JavaScript reads on a public page the server does not render (no renderer built, or too many renders waiting). */
  noscriptNotice: (locale: Locale) => string;
  /** How long a rendered page is reused at most. */
  ttlMs?: number;
  now?: () => number;
  /**
   * What the pages show that can change while the process runs (the catalogue: an admin's upload,
   * another instance's): a page cached under another version is made again.
   */
  version?: () => Promise<string>;
  /** The app's own rendering of a public page (entry-server.tsx), loaded on first use; undefined when not built. */
  serverRenderer?: () => Promise<ServerRenderer | undefined>;
  /** The stylesheets a server-rendered page needs before its first paint (the app's, from the build). */
  styles?: readonly string[];
  /** The entry a server-rendered page loads instead of index.html's (site-entry.ts: the app on first interaction). */
  entry?: string;
  maxWaitingRenders?: number;
  /**
   * Whether a URL is its one visitor's (a secret link's page: a customer's document): rendered for
   * each request, its API requests made as the visitor's, never cached (what it shows changes
   * with each answer and open), never indexed.
   */
  privatePage?: (url: string) => boolean;
};

/**
 * Renders index.html per page and language: the page's head, and in the root element the page as
 * the app draws it (rendered here by the app's own components) for public pages. Cached per path
 * and language for `ttlMs` while `version` stays the same.
 */
export const createPageRenderer = ({
  template,
  resolve,
  publicUrl,
  siteName,
  noscriptNotice,
  ttlMs = 60_000,
  now = Date.now,
  version = () => Promise.resolve(''),
  serverRenderer,
  styles = [],
  entry,
  maxWaitingRenders = MAX_WAITING_RENDERS,
  privatePage = () => false,
}: PageRendererOptions) => {
  const fillTemplate = parseTemplate(template);
  // index.html's entry and its preloads start the app at once: a server-rendered page loads its own.
  const withSiteEntry = (html: string): string =>
    entry === undefined
      ? html
      : html
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
          .replace(/<script type="module" crossorigin src="[^"]*"><\/script>/, () => `<script type="module" crossorigin src="${escapeHtml(entry)}"></script>`);
  const links = styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n    ');
  const gate = renderGate(maxWaitingRenders);
  /** A page made, and whether it may be reused (not when made in place of a render the gate refused). */
  type Made = { page: RenderedPage; keep: boolean };
  const cache = new Map<string, { made: Promise<Made>; expires: number; version: string }>();
  const ssrData = (state: unknown) => `<script type="application/json" id="${SSR_STATE_ID}">${scriptJson(state)}</script>`;
  const askedOf = (address: PageAddress) => `${address.path}${address.query.size ? `?${address.query.toString()}` : ''}`;
  // The app draws the page in the browser: a reader without JavaScript is told why, and led back to the site.
  const noscriptOf = (locale: Locale) =>
    `<noscript><p><a href="${escapeHtml(pageHref('/', locale))}">${escapeHtml(siteName(locale))}</a></p><p>${escapeHtml(noscriptNotice(locale))}</p></noscript>`;

  /**
   * A secret link's page as its visitor sees it, in the status and language the page chose, or
   * the app's shell when it is not rendered here (no renderer built, too many renders waiting).
   * Its head is a private page's (noindex); the page's own title comes with its markup.
   */
  const renderPrivate = async (address: PageAddress, visitor: PageVisitor | undefined): Promise<RenderedPage> => {
    const renderer = await serverRenderer?.();
    // A secret link of the app's own (an invitation, a password reset): the private pages' shell, for the app to draw.
    if (!renderer?.renders(address.path)) return { ...asPage(fillTemplate(DEFAULT_LOCALE, privateHeadOf({ title: siteName(DEFAULT_LOCALE) }), '')), private: true };
    const rendering = gate(() => renderer.render(askedOf(address), address.locale, visitor));
    if (!rendering) return { ...asPage(fillTemplate(address.locale, privateHeadOf({ title: siteName(address.locale) }), noscriptOf(address.locale))), private: true };
    const { html, state, status, locale = address.locale } = await rendering;
    // A browser shows the first <title>: the page's own (React writes it with its markup), in the head too.
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const head = `${privateHeadOf({ title: title === undefined ? siteName(locale) : unescapeHtml(title) })}\n    ${links}\n    ${ssrData(state)}`;
    return { ...asPage(withSiteEntry(fillTemplate(locale, head, html, ` data-ssr="${locale}"`))), private: true, ...(status === undefined ? {} : { status }) };
  };

  /** A page and its cache key (none: not cached). */
  const build = async (url: string): Promise<{ key: string | undefined; make: () => Promise<Made> }> => {
    const address = parsePageUrl(url);
    const page = await resolve(address);
    if (!page) {
      // Private pages and unknown paths share one page: the app works out the rest.
      return { key: 'private', make: async () => ({ page: asPage(fillTemplate(DEFAULT_LOCALE, privateHeadOf({ title: siteName(DEFAULT_LOCALE) }), '')), keep: true }) };
    }
    const query = page.canonicalQuery ? new URLSearchParams(page.canonicalQuery).toString() : '';
    const head = headOf(page, address.locale, publicUrl, siteName(address.locale));
    const drawnByBrowser = () => asPage(fillTemplate(address.locale, head, noscriptOf(address.locale)));
    const renderer = await serverRenderer?.();
    if (!renderer?.renders(address.path)) return { key: `${address.locale} ${page.path}?${query}`, make: async () => ({ page: drawnByBrowser(), keep: true }) };
    // The app's page itself: what it shows can depend on the whole query (the catalogue's ?q=
    // search), so a query beyond the language and the canonical one is rendered, not cached.
    const extra = [...address.query.keys()].some((name) => name !== LANG_PARAM && !(page.canonicalQuery && name in page.canonicalQuery));
    const asked = askedOf(address);
    return {
      key: extra ? undefined : `ssr ${address.locale} ${page.path}?${query}`,
      make: async () => {
        const rendering = gate(() => renderer.render(asked, address.locale));
        if (!rendering) return { page: drawnByBrowser(), keep: false };
        const { html, state } = await rendering;
        return { page: asPage(withSiteEntry(fillTemplate(address.locale, `${head}\n    ${links}\n    ${ssrData(state)}`, html, ` data-ssr="${address.locale}"`))), keep: true };
      },
    };
  };

  return async (url: string, visitor?: PageVisitor): Promise<RenderedPage> => {
    if (privatePage(url)) return renderPrivate(parsePageUrl(url), visitor);
    const [{ key, make }, current] = await Promise.all([build(url), version()]);
    if (key === undefined) return (await make()).page;
    const at = now();
    const cached = cache.get(key);
    if (cached && cached.expires > at && cached.version === current) return (await cached.made).page;
    // Keys are the public pages in three languages plus one: bounded by the content, not by visitors.
    const entry = { made: make(), expires: at + ttlMs, version: current };
    cache.set(key, entry);
    const forget = () => {
      if (cache.get(key) === entry) cache.delete(key);
    };
    entry.made.then(({ keep }) => keep || forget(), forget);
    return (await entry.made).page;
  };
};
