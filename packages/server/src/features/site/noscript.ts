import { categoryOf, DISPLAY_CATEGORIES, type CatalogEntryDto, type Locale } from '@atelier/core';
import type { SiteMeta } from './seo-meta.js';
import { escapeHtml, pageHref } from './seo-url.js';

/** The site's links, so a reader without JavaScript can go on from any page. */
export const siteNav = (meta: SiteMeta, locale: Locale): string =>
  `<nav aria-label="${escapeHtml(meta.noscript.navLabel)}"><ul>${Object.entries(meta.nav)
    .map(([path, label]) => `<li><a href="${escapeHtml(pageHref(path, locale))}">${escapeHtml(label)}</a></li>`)
    .join('')}</ul></nav>`;

/** A page as a reader without JavaScript sees it: the site's links, then its own content. */
// Without the app's styles: a readable column on a phone and a desktop (style-src allows inline styles).
const COLUMN = 'max-width:720px;margin:0 auto;padding:16px;font-family:system-ui,sans-serif;line-height:1.5';

export const pageBody = ({ meta, locale, main }: { meta: SiteMeta; locale: Locale; main: string }): string =>
  `<div style="${COLUMN}"><header>${siteNav(meta, locale)}</header><main>${main}<p>${escapeHtml(meta.noscript.notice)}</p></main></div>`;

export const heading = (title: string, lead?: string): string =>
  `<h1>${escapeHtml(title)}</h1>${lead ? `<p>${escapeHtml(lead)}</p>` : ''}`;

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
