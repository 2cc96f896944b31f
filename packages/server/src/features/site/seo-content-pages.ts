import { LANDING_SLUGS, LOCALES, SITE_PAGES, type CatalogEntryDto, type LandingSlug, type Locale, type SitePageName } from '@atelier/core';
import type { SiteContent } from './content.js';
import { catalogAppPath, heading, pageBody } from './noscript.js';
import { fill, type SiteMetaByLocale } from './seo-meta.js';
import type { SeoPage } from './seo-head.js';
import type { PageResolver } from './seo-pages.js';
import { escapeHtml, pageHref, pageUrl } from './seo-url.js';
import { blogPosting, faqPage } from './structured-data.js';

export type ContentSources = {
  meta: SiteMetaByLocale;
  publicUrl: string;
  content: SiteContent;
  catalog: (locale: Locale) => Promise<CatalogEntryDto[]>;
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
export const contentPageResolver = ({ meta: metaByLocale, publicUrl, content, catalog }: ContentSources): PageResolver => {
  const titled = (title: string, locale: Locale) => `${title}${metaByLocale[locale].titleSuffix}`;

  const sitePage = (name: SitePageName, locale: Locale): SeoPage | undefined => {
    const { locales, entry } = inLanguages((l) => content.page(name, l), locale);
    if (!entry) return undefined;
    const meta = metaByLocale[locale];
    return {
      path: `/${name}`,
      locale: entry.lang,
      title: titled(entry.meta.title, entry.lang),
      description: entry.meta.description,
      locales,
      ogType: 'website',
      jsonLd: [],
      body: pageBody({ meta, locale, main: `<article>${heading(entry.meta.title)}${entry.html}</article>` }),
    };
  };

  const landing = async (slug: LandingSlug, locale: Locale): Promise<SeoPage | undefined> => {
    const { locales, entry } = inLanguages((l) => content.landing(slug, l), locale);
    if (!entry) return undefined;
    const meta = metaByLocale[locale];
    const apps = await catalog(entry.lang);
    const applications = entry.meta.applications
      .map((key) => apps.find((app) => app.key === key))
      .filter((app) => app !== undefined)
      .map((app) => `<li><a href="${escapeHtml(pageHref(catalogAppPath(app.key), locale))}">${escapeHtml(app.title)}</a> ${escapeHtml(app.description)}</li>`)
      .join('');
    const faq = entry.meta.faq.map((item) => `<h3>${escapeHtml(item.q)}</h3><p>${escapeHtml(item.a)}</p>`).join('');
    const main =
      heading(entry.meta.title) +
      entry.html +
      (applications ? `<section><h2>${escapeHtml(meta.noscript.applications)}</h2><ul>${applications}</ul></section>` : '') +
      (faq ? `<section><h2>${escapeHtml(meta.noscript.faq)}</h2>${faq}</section>` : '');
    const faqData = faqPage(entry.meta.faq);
    return {
      path: `/${slug}`,
      locale: entry.lang,
      title: titled(entry.meta.title, entry.lang),
      description: entry.meta.description,
      locales,
      ogType: 'website',
      jsonLd: faqData ? [faqData] : [],
      body: pageBody({ meta, locale, main }),
    };
  };

  const blogList = (locale: Locale, pageParam: string | null): SeoPage | undefined => {
    const page = pageParam === null ? 1 : /^[1-9]\d{0,3}$/.test(pageParam) ? Number(pageParam) : 0;
    const list = page > 0 ? content.articlesPage(locale, page) : undefined;
    if (!list || page > list.pages) return undefined;
    const meta = metaByLocale[locale];
    const { title, description } = meta.pages['/blog'];
    const pageTitle = page > 1 ? `${title} (${fill(meta.blogPage, { page: String(page) })})` : title;
    const items = list.items
      .map(
        (item) =>
          `<li><h2><a href="${escapeHtml(pageHref(`/blog/${item.slug}`, item.lang))}">${escapeHtml(item.meta.title)}</a></h2>` +
          `<p><time datetime="${escapeHtml(item.meta.date)}">${escapeHtml(item.meta.date)}</time> · ${escapeHtml(item.meta.author)}</p><p>${escapeHtml(item.meta.summary)}</p></li>`,
      )
      .join('');
    const pager = (to: number, label: string) => `<a href="${escapeHtml(pageHref('/blog', locale, to > 1 ? { page: String(to) } : {}))}">${escapeHtml(label)}</a>`;
    const nav = [page > 1 ? pager(page - 1, meta.noscript.previous) : '', page < list.pages ? pager(page + 1, meta.noscript.next) : ''].filter(Boolean).join(' ');
    return {
      path: '/blog',
      title: titled(pageTitle, locale),
      description,
      locales: LOCALES,
      ...(page > 1 ? { canonicalQuery: { page: String(page) } } : {}),
      ogType: 'website',
      jsonLd: [],
      body: pageBody({ meta, locale, main: `${heading(pageTitle, description)}<ul>${items}</ul>${nav ? `<nav>${nav}</nav>` : ''}` }),
    };
  };

  const article = (slug: string, locale: Locale): SeoPage | undefined => {
    const { locales, entry } = inLanguages((l) => content.article(slug, l), locale);
    if (!entry) return undefined;
    const meta = metaByLocale[locale];
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
      body: pageBody({
        meta,
        locale,
        main:
          `<article lang="${entry.lang}">${heading(entry.meta.title)}` +
          `<p><time datetime="${escapeHtml(entry.meta.date)}">${escapeHtml(entry.meta.date)}</time> · ${escapeHtml(entry.meta.author)}</p>${entry.html}</article>`,
      }),
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
