import { DEFAULT_LOCALE, isLocale, LANG_PARAM, LOCALES, type Locale } from '@atelier/core';

// Each language of a public page has its own URL: the path alone is Romanian (the default), and
// `?lang=en` / `?lang=it` the others (LANG_PARAM). The web app reads the same parameter when it starts.

export type PageAddress = { path: string; locale: Locale; query: URLSearchParams };

/** The page a request URL names: its path without a trailing slash, its language, its query. */
export const parsePageUrl = (url: string): PageAddress => {
  const parsed = new URL(url, 'http://localhost');
  const trimmed = parsed.pathname.replace(/\/+$/, '');
  const lang = parsed.searchParams.get(LANG_PARAM);
  return { path: trimmed === '' ? '/' : trimmed, locale: isLocale(lang) ? lang : DEFAULT_LOCALE, query: parsed.searchParams };
};

/** The absolute URL of a page in one language, with any extra query (e.g. a list's page). */
export const pageUrl = (base: string, path: string, locale: Locale, extra: Record<string, string> = {}): string => {
  const query = new URLSearchParams();
  if (locale !== DEFAULT_LOCALE) query.set(LANG_PARAM, locale);
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  const search = query.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
};

/** A same-site link (relative), as the no-JavaScript content uses. */
export const pageHref = (path: string, locale: Locale, extra: Record<string, string> = {}): string => pageUrl('', path, locale, extra);

/** Open Graph's locale names. */
export const OG_LOCALE: Record<Locale, string> = { ro: 'ro_RO', en: 'en_GB', it: 'it_IT' };

export const ALL_LOCALES: readonly Locale[] = LOCALES;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and quoted attribute values. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const UNESCAPES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

/** A text as it was before escapeHtml or React escaped it. */
export const unescapeHtml = (value: string): string => value.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => UNESCAPES[entity] ?? entity);

/** JSON safe inside a <script> element: no `</script>` or `<!--` can end it early. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
