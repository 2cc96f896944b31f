import { categoryOf, DISPLAY_CATEGORIES, type CatalogEntryDto, type Locale } from '@atelier/core';
import type { SiteMeta } from './seo-meta.js';
import { escapeHtml, pageHref } from './seo-url.js';

/** The site's links, so a reader without JavaScript can go on from any page. */
export const siteNav = (meta: SiteMeta, locale: Locale): string =>
  `<nav aria-label="${escapeHtml(meta.noscript.navLabel)}"><ul style="display:flex;gap:16px;list-style:none;margin:0;padding:0">${Object.entries(meta.nav)
    .map(([path, label]) => `<li><a href="${escapeHtml(pageHref(path, locale))}" style="color:#364fc7">${escapeHtml(label)}</a></li>`)
    .join('')}</ul></nav>`;

/**
 * A page as the server sends it: the site's name and links in a bar like the app's, then the page's
 * own content. A reader without JavaScript (a crawler) reads it; everyone else sees it at once, as
 * the first paint, until the app has started and draws the same page in its place (main.tsx). The
 * app's styles are not loaded for it: inline styles (style-src allows them) give a readable column
 * on a phone and a desktop, in the app's font and colours. The note about JavaScript only without it.
 */
const FONT = 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans","Liberation Sans",sans-serif';
const PAGE = `font-family:${FONT};color:#000;line-height:1.55;font-size:16px`;
const BAR = 'display:flex;align-items:center;gap:20px;height:64px;padding:0 16px;border-bottom:1px solid #dee2e6;overflow-x:auto;white-space:nowrap';
const BRAND = 'font-weight:800;font-size:20px;color:#3b5bdb;text-decoration:none';
const COLUMN = 'max-width:720px;margin:0 auto;padding:16px';

export const pageBody = ({ meta, locale, main }: { meta: SiteMeta; locale: Locale; main: string }): string =>
  `<div data-server-page style="${PAGE}"><header style="${BAR}"><a href="${escapeHtml(pageHref('/', locale))}" style="${BRAND}">${escapeHtml(meta.siteName)}</a>${siteNav(meta, locale)}</header>` +
  `<main style="${COLUMN}">${main}<noscript><p>${escapeHtml(meta.noscript.notice)}</p></noscript></main></div>`;

// The title and its lead about as large as the app draws them: the app's page replacing this one is
// then no larger a paint (the LCP stays the server's first paint).
export const heading = (title: string, lead?: string): string =>
  `<h1 style="font-size:40px;line-height:1.2;margin:16px 0">${escapeHtml(title)}</h1>${lead ? `<p style="font-size:18px">${escapeHtml(lead)}</p>` : ''}`;

export const catalogAppPath = (key: string): string => `/catalog/${encodeURIComponent(key)}`;

/** The whole catalogue by category: names, descriptions, a link to each application's page. */
export const catalogList = ({ meta, locale, entries }: { meta: SiteMeta; locale: Locale; entries: readonly CatalogEntryDto[] }): string =>
  DISPLAY_CATEGORIES.map((category) => {
    const items = entries.filter((entry) => categoryOf(entry.category) === category);
    if (items.length === 0) return '';
    return `<section><h2>${escapeHtml(meta.categories[category])}</h2><ul>${items
      .map(
        (entry) =>
          `<li><h3><a href="${escapeHtml(pageHref(catalogAppPath(entry.key), locale))}">${escapeHtml(entry.title)}</a></h3>` +
          `<p>${escapeHtml(entry.description)}</p>${tradesLine(meta, entry)}${entry.isPublic ? `<p>${escapeHtml(meta.noscript.tryPublic)}</p>` : ''}</li>`,
      )
      .join('')}</ul></section>`;
  }).join('');

/** "Pentru: Service auto, Vulcanizare": the trades an application serves, or nothing. */
const tradesLine = (meta: SiteMeta, entry: CatalogEntryDto): string =>
  entry.trades.length ? `<p>${escapeHtml(meta.noscript.forTrades.replace('{{trades}}', entry.trades.map((trade) => meta.trades[trade]).join(', ')))}</p>` : '';

/** One application of the catalogue. */
export const catalogApp = ({ meta, locale, entry }: { meta: SiteMeta; locale: Locale; entry: CatalogEntryDto }): string =>
  `${heading(entry.title, entry.description)}<p>${escapeHtml(meta.categories[categoryOf(entry.category)])}</p>${tradesLine(meta, entry)}` +
  `${entry.isPublic ? `<p>${escapeHtml(meta.noscript.tryPublic)}</p>` : ''}` +
  `<p><a href="${escapeHtml(pageHref('/catalog', locale))}">${escapeHtml(meta.noscript.catalogLink)}</a></p>`;
