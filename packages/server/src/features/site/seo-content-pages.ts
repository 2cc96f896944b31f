import { LANDING_SLUGS, LOCALES, SITE_PAGES, type LandingSlug, type Locale, type SitePageName } from '@atelier/core';
import type { SiteContent } from './content.js';
import { fill, type SiteMetaByLocale } from './seo-meta.js';
import type { SeoPage } from './seo-head.js';
import type { PageResolver } from './seo-pages.js';
import { pageUrl } from './seo-url.js';
import { blogPosting, faqPage } from './structured-data.js';

export type ContentSources = {
  meta: SiteMetaByLocale;
  publicUrl: string;
  content: SiteContent;
};

/** Link previews want a raster picture: an SVG cover stays in the page and its structured data only. */
const RASTER = /\.(webp|png|jpe?g)$/;
const mediaUrl = (publicUrl: string, file: string) => `${publicUrl}/api/site/media/${encodeURIComponent(file)}`;

/** The languages a text exists in; the page in the wanted one else Romanian else the first there is. */
const inLanguages = <T extends { lang: Locale }>(read: (l: Locale) => T | undefined, wanted: Locale) => {
  const locales = LOCALES.filter((l) => read(l)?.lang === l);
  const shown = locales.includes(wanted) ? wanted : locales.includes('ro') ? 'ro' : locales[0];
  return { locales, entry: shown === undefined ? undefined : read(shown) };
};

/** The public pages made from content/: legal pages and help, landing pages, the blog list and its articles. */
export const contentPageResolver = ({ meta: metaByLocale, publicUrl, content }: ContentSources): PageResolver => {
  const titled = (title: string, locale: Locale) => `${title}${metaByLocale[locale].titleSuffix}`;

  const sitePage = (name: SitePageName, locale: Locale): SeoPage | undefined => {
    const { locales, entry } = inLanguages((l) => content.page(name, l), locale);
    if (!entry) return undefined;
    return {
      path: `/${name}`,
      locale: entry.lang,
      title: titled(entry.meta.title, entry.lang),
      description: entry.meta.description,
      locales,
      ogType: 'website',
      jsonLd: [],
    };
  };

  const landing = (slug: LandingSlug, locale: Locale): SeoPage | undefined => {
    const { locales, entry } = inLanguages((l) => content.landing(slug, l), locale);
    if (!entry) return undefined;
    const faqData = faqPage(entry.meta.faq);
    return {
      path: `/${slug}`,
      locale: entry.lang,
      title: titled(entry.meta.title, entry.lang),
      description: entry.meta.description,
      locales,
      ogType: 'website',
      jsonLd: faqData ? [faqData] : [],
    };
  };

  const blogList = (locale: Locale, pageParam: string | null): SeoPage | undefined => {
    const page = pageParam === null ? 1 : /^[1-9]\d{0,3}$/.test(pageParam) ? Number(pageParam) : 0;
    const list = page > 0 ? content.articlesPage(locale, page) : undefined;
    if (!list || page > list.pages) return undefined;
    const meta = metaByLocale[locale];
    const { title, description } = meta.pages['/blog'];
    const pageTitle = page > 1 ? `${title} (${fill(meta.blogPage, { page: String(page) })})` : title;
    return {
      path: '/blog',
      title: titled(pageTitle, locale),
      description,
      locales: LOCALES,
      ...(page > 1 ? { canonicalQuery: { page: String(page) } } : {}),
      ogType: 'website',
      jsonLd: [],
    };
  };

  const article = (slug: string, locale: Locale): SeoPage | undefined => {
    const { locales, entry } = inLanguages((l) => content.article(slug, l), locale);
    if (!entry) return undefined;
    const cover = entry.meta.cover ? mediaUrl(publicUrl, entry.meta.cover) : undefined;
    const url = pageUrl(publicUrl, `/blog/${slug}`, entry.lang);
    return {
      path: `/blog/${slug}`,
      locale: entry.lang,
      title: titled(entry.meta.title, entry.lang),
      description: entry.meta.description,
      locales,
      ogType: 'article',
      ...(cover && RASTER.test(cover) ? { image: cover } : {}),
      jsonLd: [
        blogPosting(
          { title: entry.meta.title, description: entry.meta.description, date: entry.meta.date, author: entry.meta.author, url, image: cover, locale: entry.lang },
          metaByLocale[entry.lang].siteName,
        ),
      ],
    };
  };

  return async ({ path, locale, query }) => {
    const name = path.slice(1);
    if ((SITE_PAGES as readonly string[]).includes(name)) return sitePage(name as SitePageName, locale);
    if ((LANDING_SLUGS as readonly string[]).includes(name)) return landing(name as LandingSlug, locale);
    if (path === '/blog') return blogList(locale, query.get('page'));
    const slug = /^\/blog\/([a-z0-9-]+)$/.exec(path)?.[1];
    return slug ? article(slug, locale) : undefined;
  };
};

/** Every page of content/ with the languages it exists in, for the sitemap. */
export const contentSitemapEntries = (content: SiteContent): { path: string; locales: Locale[]; lastmod?: string }[] => {
  const languagesOf = (read: (l: Locale) => { lang: Locale } | undefined) => LOCALES.filter((l) => read(l)?.lang === l);
  return [
    ...SITE_PAGES.map((name) => ({
      path: `/${name}`,
      locales: languagesOf((l) => content.page(name, l)),
      lastmod: content.page(name, 'ro')?.meta.updated,
    })),
    ...LANDING_SLUGS.map((slug) => ({ path: `/${slug}`, locales: languagesOf((l) => content.landing(slug, l)) })),
    { path: '/blog', locales: [...LOCALES] },
    ...content.articles('ro').map((item) => ({ path: `/blog/${item.slug}`, locales: item.languages, lastmod: item.meta.date })),
  ].filter((entry) => entry.locales.length > 0);
};
