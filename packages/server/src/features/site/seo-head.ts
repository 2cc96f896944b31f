import type { Locale } from '@atelier/core';
import { escapeHtml, OG_LOCALE, pageUrl, scriptJson } from './seo-url.js';

/** What the server says about one page in one language, before JavaScript runs. */
export type SeoPage = {
  /** Canonical path, without the language. */
  path: string;
  /** The full <title>. */
  title: string;
  description: string;
  /**
   * The language of the text, when it differs from the one asked for (a text missing in that
   * language is shown in Romanian): the canonical URL then names the text's own language.
   */
  locale?: Locale;
  /** The languages this page exists in (its hreflang alternates). */
  locales: readonly Locale[];
  /** Query kept in the canonical URL (a list's page number); the language is added per locale. */
  canonicalQuery?: Record<string, string>;
  ogType: 'website' | 'article';
  /** Absolute URL of a picture for link previews. */
  image?: string;
  /** Structured data objects (schema.org), one <script type="application/ld+json"> each. */
  jsonLd: object[];
};

/**
 * The site's own link-preview picture for pages without one of their own (packages/web/public,
 * drawn from the brand by `npm run og-image`): Open Graph's and X's large size.
 */
export const DEFAULT_OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** A page search engines should not index: private, per-user, or unknown. */
export type PrivatePage = { title: string };

const tag = (name: string, attributes: Record<string, string>) =>
  `<${name} ${Object.entries(attributes)
    .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
    .join(' ')}>`;

/** The <head> tags of a public page: title, description, canonical, hreflang, Open Graph, Twitter, JSON-LD. */
export const headOf = (page: SeoPage, asked: Locale, publicUrl: string, siteName: string): string => {
  const locale = page.locale ?? asked;
  const url = (l: Locale) => pageUrl(publicUrl, page.path, l, page.canonicalQuery);
  const canonical = url(locale);
  const image = page.image ?? `${publicUrl}${DEFAULT_OG_IMAGE.path}`;
  const lines = [
    `<title>${escapeHtml(page.title)}</title>`,
    tag('meta', { name: 'description', content: page.description }),
    tag('link', { rel: 'canonical', href: canonical }),
  ];
  if (page.locales.length > 1) {
    for (const l of page.locales) lines.push(tag('link', { rel: 'alternate', hreflang: l, href: url(l) }));
    lines.push(tag('link', { rel: 'alternate', hreflang: 'x-default', href: url(page.locales[0] ?? locale) }));
  }
  lines.push(
    tag('meta', { property: 'og:type', content: page.ogType }),
    tag('meta', { property: 'og:site_name', content: siteName }),
    tag('meta', { property: 'og:title', content: page.title }),
    tag('meta', { property: 'og:description', content: page.description }),
    tag('meta', { property: 'og:url', content: canonical }),
    tag('meta', { property: 'og:locale', content: OG_LOCALE[locale] }),
    ...page.locales.filter((l) => l !== locale).map((l) => tag('meta', { property: 'og:locale:alternate', content: OG_LOCALE[l] })),
    tag('meta', { property: 'og:image', content: image }),
    ...(page.image
      ? []
      : [
          tag('meta', { property: 'og:image:width', content: String(DEFAULT_OG_IMAGE.width) }),
          tag('meta', { property: 'og:image:height', content: String(DEFAULT_OG_IMAGE.height) }),
          tag('meta', { property: 'og:image:alt', content: siteName }),
        ]),
    tag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
    tag('meta', { name: 'twitter:title', content: page.title }),
    tag('meta', { name: 'twitter:description', content: page.description }),
    ...page.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  );
  return lines.join('\n    ');
};

/** The <head> tags of a page kept out of search engines. */
export const privateHeadOf = (page: PrivatePage): string =>
  [`<title>${escapeHtml(page.title)}</title>`, tag('meta', { name: 'robots', content: 'noindex, nofollow' })].join('\n    ');
