import { categoryOf, LOCALES, type CatalogEntryDto, type Locale } from '@atelier/core';
import { fill, type MetaPage, type SiteMetaByLocale } from './seo-meta.js';
import type { SeoPage } from './seo-head.js';
import type { PageAddress } from './seo-url.js';
import { organization, softwareApplication, type OperatorInfo } from './structured-data.js';

/** Where the public pages get what they show. */
export type SeoSources = {
  meta: SiteMetaByLocale;
  publicUrl: string;
  /** The operator as served now (configuration, else what the admin saved). */
  operator: () => OperatorInfo;
  /** Every live application of the catalogue, texts in `locale`. */
  catalog: (locale: Locale) => Promise<CatalogEntryDto[]>;
};

/** A public page: its SEO description in a language, or undefined when the path names no public page. */
export type PageResolver = (address: PageAddress) => Promise<SeoPage | undefined>;

const withoutUndefined = (items: (object | undefined)[]): object[] => items.filter((item): item is object => item !== undefined);

/** The public pages whose content is the app's own (not the content files'). */
const APP_PAGES: readonly MetaPage[] = ['/', '/catalog', '/pricing', '/contact', '/login', '/register'];

export const appPageResolver = (sources: SeoSources): PageResolver => {
  const { meta: metaByLocale, publicUrl, operator } = sources;

  const appPage = (path: MetaPage, locale: Locale): SeoPage => {
    const meta = metaByLocale[locale];
    const { title, description } = meta.pages[path];
    const fullTitle = path === '/' ? title : `${title}${meta.titleSuffix}`;
    const jsonLd: (object | undefined)[] = [];
    if (path === '/') jsonLd.push(organization(operator(), publicUrl), softwareApplication({ meta, locale, publicUrl }));
    if (path === '/pricing') jsonLd.push(softwareApplication({ meta, locale, publicUrl }));
    return { path, title: fullTitle, description, locales: LOCALES, ogType: 'website', jsonLd: withoutUndefined(jsonLd) };
  };

  const appOfCatalog = async (key: string, locale: Locale): Promise<SeoPage | undefined> => {
    const entry = (await sources.catalog(locale)).find((e) => e.key === key);
    if (!entry) return undefined;
    const meta = metaByLocale[locale];
    const description = fill(meta.catalogApp.description, { description: entry.description, category: meta.categories[categoryOf(entry.category)] });
    return {
      path: catalogAppPath(entry.key),
      title: `${entry.title}${meta.titleSuffix}`,
      description: description.length > 160 ? `${description.slice(0, 157).trimEnd()}…` : description,
      locales: LOCALES,
      ogType: 'website',
      jsonLd: [],
    };
  };

  return async ({ path, locale }) => {
    if ((APP_PAGES as readonly string[]).includes(path)) return appPage(path as MetaPage, locale);
    const app = /^\/catalog\/([a-z0-9-]+)$/.exec(path);
    if (app?.[1]) return appOfCatalog(app[1], locale);
    return undefined;
  };
};

/** Every app page's path (the sitemap adds the catalogue's applications and the content pages). */
export const appPagePaths = (): readonly string[] => APP_PAGES;

export const catalogAppPath = (key: string): string => `/catalog/${encodeURIComponent(key)}`;
