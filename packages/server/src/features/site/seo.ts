import { LANG_PARAM, LOCALES, type CatalogEntryDto, type Locale, type PageHeadDto, type PageHeadQuery } from '@atelier/core';
import type { SiteContent } from './content.js';
import { contentPageResolver, contentSitemapEntries } from './seo-content-pages.js';
import { loadSiteMeta } from './seo-meta.js';
import { appPagePaths, appPageResolver, catalogAppPath, type PageResolver } from './seo-pages.js';
import type { PageVisitor, RenderedPage } from '../../http/rendered-page.js';
import { createPageRenderer } from './seo-html.js';
import { robotsTxt } from './robots.js';
import { sitemapXml, type SitemapEntry } from './sitemap.js';
import { parsePageUrl } from './seo-url.js';
import type { ServerRenderer } from './ssr.js';
import type { OperatorInfo } from './structured-data.js';

export type SiteSeo = {
  /** index.html for this URL, with its page's head and, for a public page, the page rendered; needs the built web app. */
  renderPage: ((url: string, visitor: PageVisitor) => Promise<RenderedPage>) | undefined;
  sitemap: () => Promise<string>;
  robots: () => string;
  /** The title a page has in a language (what its server-sent HTML says), for the app's navigations. */
  head: (query: PageHeadQuery) => Promise<PageHeadDto>;
};

export type SiteSeoDeps = {
  contentDir: string;
  publicUrl: string;
  /** The operator as served now (configuration, else what the admin saved). */
  operator: () => OperatorInfo;
  /** Every live application of the catalogue, texts in `locale` (the forms service's index: cheap to ask). */
  catalog: (locale: Locale) => Promise<CatalogEntryDto[]>;
  /** What changes whenever the catalogue does: a cached page made under another one is made again. */
  catalogVersion?: () => Promise<string>;
  content: SiteContent;
  /** The built index.html; undefined when the web app is not built (the API alone is served). */
  template: string | undefined;
  /** How long a rendered page is reused at most. */
  ttlMs?: number;
  /** The app's rendering of the public pages (ssr.ts), loaded on first use; undefined when not built. */
  serverRenderer?: () => Promise<ServerRenderer | undefined>;
  /** The app's stylesheets, linked from server-rendered pages. */
  styles?: readonly string[];
  /** The entry server-rendered pages load (site-entry.ts). */
  entry?: string;
  /** Whether a URL is a page for its one visitor (a secret link's): rendered for each request, never cached nor indexed. */
  privatePage?: (url: string) => boolean;
};

/**
 * The address pages are served at: PUBLIC_URL, on the www host when CANONICAL_HOST sends visitors
 * there (a canonical URL that redirects would not be canonical).
 */
export const siteUrl = ({ publicUrl, canonicalHost }: { publicUrl: string; canonicalHost: string | undefined }): string => {
  if (!canonicalHost) return publicUrl;
  const url = new URL(publicUrl);
  if (url.hostname !== canonicalHost.replace(/^www\./, '')) return publicUrl;
  url.hostname = canonicalHost;
  return url.toString().replace(/\/+$/, '');
};

/** Everything search engines read: per-page heads, the sitemap and robots.txt, from one list of public pages. */
export const createSiteSeo = ({ contentDir, publicUrl, operator, catalog, catalogVersion, content, template, ttlMs, serverRenderer, styles, entry, privatePage }: SiteSeoDeps): SiteSeo => {
  const meta = loadSiteMeta(contentDir);
  const appPages = appPageResolver({ meta, publicUrl, operator, catalog });
  const contentPages = contentPageResolver({ meta, publicUrl, content });
  const resolve: PageResolver = async (address) => (await appPages(address)) ?? contentPages(address);

  const sitemapEntries = async (): Promise<SitemapEntry[]> => [
    ...appPagePaths().map((path) => ({ path, locales: LOCALES })),
    ...contentSitemapEntries(content),
    ...(await catalog('ro')).map((entry) => ({ path: catalogAppPath(entry.key), locales: LOCALES })),
  ];

  return {
    renderPage:
      template === undefined
        ? undefined
        : createPageRenderer({
            template,
            resolve,
            publicUrl,
            siteName: (l) => meta[l].siteName,
            noscriptNotice: (l) => meta[l].noscript.notice,
            ...(ttlMs === undefined ? {} : { ttlMs }),
            ...(catalogVersion ? { version: catalogVersion } : {}),
            serverRenderer,
            styles,
            entry,
            ...(privatePage ? { privatePage } : {}),
          }),
    sitemap: async () => sitemapXml(await sitemapEntries(), publicUrl),
    robots: () => robotsTxt(publicUrl),
    head: async ({ path, lang, page }) => {
      const query = new URLSearchParams({ [LANG_PARAM]: lang, ...(page ? { page } : {}) });
      const found = await resolve(parsePageUrl(`${path}?${query.toString()}`));
      return found ? { title: found.title, indexable: true } : { title: meta[lang].siteName, indexable: false };
    },
  };
};
