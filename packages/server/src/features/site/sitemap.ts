import type { Locale } from '@atelier/core';
import { escapeHtml, pageUrl } from './seo-url.js';

/** One public page for the sitemap: every language it exists in gets its own <url>, each listing all of them. */
export type SitemapEntry = { path: string; locales: readonly Locale[]; lastmod?: string | undefined };

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** A sitemap 0.9 document with hreflang alternates (xhtml:link), URLs absolute on PUBLIC_URL. */
export const sitemapXml = (entries: readonly SitemapEntry[], publicUrl: string): string => {
  const urls = entries.flatMap((entry) =>
    entry.locales.map((locale) => {
      // x-default as in the pages' own <head> (seo-head.ts): the first language the page exists in.
      const alternates =
        entry.locales.length > 1
          ? [...entry.locales.map((l) => [l, l] as const), ['x-default', entry.locales[0] ?? locale] as const]
              .map(([hreflang, l]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(pageUrl(publicUrl, entry.path, l))}"/>`)
              .join('')
          : '';
      const lastmod = entry.lastmod ? `<lastmod>${escapeHtml(entry.lastmod)}</lastmod>` : '';
      return `<url><loc>${escapeHtml(pageUrl(publicUrl, entry.path, locale))}</loc>${lastmod}${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${urls.join('\n')}\n</urlset>\n`;
};
