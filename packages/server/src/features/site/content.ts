import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  BLOG_PAGE_SIZE,
  DEFAULT_LOCALE,
  LANDING_SLUGS,
  LOCALES,
  SITE_PAGES,
  SLUG_PATTERN,
  articleMeta,
  isLocale,
  landingMeta,
  marketingFigures,
  pageMeta,
  testimonial,
  type ArticleDto,
  type ArticleSummaryDto,
  type ArticlesPageDto,
  type LandingDto,
  type LandingSlug,
  type Locale,
  type OperatorDto,
  type SiteExtrasDto,
  type SitePageDto,
  type SitePageName,
} from '@atelier/core';
import matter from 'gray-matter';
import { z } from 'zod';
import { fillBlocks } from './content-blocks.js';
import { imageSize } from './image-size.js';
import { renderMarkdown, scrollableTables, sizedImages } from './markdown.js';

/** A content file that is missing, misnamed or has bad front matter: start-up stops naming it. */
export class ContentError extends Error {}

/** Pages every language must have (the legal pages and help; SPEC §1: ro, en, it). */
export const PAGES_IN_EVERY_LANGUAGE: readonly SitePageName[] = SITE_PAGES;

const MEDIA_TYPES: Record<string, string> = { '.webp': 'image/webp', '.png': 'image/png', '.jpg': 'image/jpeg', '.svg': 'image/svg+xml' };

/** Public pages that are not content files. */
const STATIC_PUBLIC_PATHS = ['/', '/catalog', '/pricing', '/contact'];

type Parsed<M> = { key: string; lang: Locale; meta: M; html: string };
type ByLang<M> = Map<string, Map<Locale, Parsed<M>>>;

const FILE_NAME = /^([a-z0-9-]+)\.(ro|en|it)\.md$/;

type ReadOptions<M> = { dir: string; schema: z.ZodType<M>; operator: OperatorDto; sizeOf: (file: string) => { width: number; height: number } | undefined };

const readFolder = <M>({ dir, schema, operator, sizeOf }: ReadOptions<M>): ByLang<M> => {
  const found: ByLang<M> = new Map();
  if (!existsSync(dir)) return found;
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith('.md')) continue;
    const match = FILE_NAME.exec(file);
    const [, key, lang] = match ?? [];
    if (!key || !isLocale(lang)) throw new ContentError(`${path.join(dir, file)}: the name must be <name>.<ro|en|it>.md`);
    const source = matter(readFileSync(path.join(dir, file), 'utf8'));
    const meta = schema.safeParse(source.data);
    if (!meta.success) {
      const issue = meta.error.issues[0];
      throw new ContentError(`${path.join(dir, file)}: front matter ${issue?.path.join('.') || ''} ${issue?.message ?? 'is invalid'}`);
    }
    const html = sizedImages(scrollableTables(fillBlocks(renderMarkdown(source.content), { operator, lang })), sizeOf);
    const entry = found.get(key) ?? new Map<Locale, Parsed<M>>();
    entry.set(lang, { key, lang, meta: meta.data, html });
    found.set(key, entry);
  }
  return found;
};

/** The visitor's language, else Romanian, else the one the text exists in (the Italian landing page). */
const pick = <M>(entries: Map<Locale, Parsed<M>> | undefined, lang: Locale): Parsed<M> | undefined =>
  entries?.get(lang) ?? entries?.get(DEFAULT_LOCALE) ?? entries?.values().next().value;

// gray-matter reads an unquoted YYYY-MM-DD as a Date: the schemas want the day as written.
const dayOf = (value: unknown): unknown => (value instanceof Date ? value.toISOString().slice(0, 10) : value);
const withDays = <T extends z.ZodType>(schema: T, fields: string[]) =>
  z.preprocess((raw) => {
    if (typeof raw !== 'object' || raw === null) return raw;
    const copy: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
    for (const field of fields) copy[field] = dayOf(copy[field]);
    return copy;
  }, schema);

const readJson = <T>(file: string, schema: z.ZodType<T>, fallback: T): T => {
  if (!existsSync(file)) return fallback;
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new ContentError(`${file}: ${parsed.error.issues[0]?.message ?? 'is invalid'}`);
  return parsed.data;
};

export type SiteContent = ReturnType<typeof loadSiteContent>;

/**
 * Reads and renders content/ once at start (pages, articles, landing pages, testimonials and
 * marketing figures, media); every answer afterwards comes from memory.
 */
export const loadSiteContent = ({ dir, operator }: { dir: string; operator: OperatorDto }) => {
  const mediaDir = path.join(dir, 'media');
  const media = new Map(
    (existsSync(mediaDir) ? readdirSync(mediaDir) : [])
      .filter((file) => MEDIA_TYPES[path.extname(file)] && /^[a-z0-9-]+\.[a-z]+$/.test(file))
      .map((file) => [file, path.join(mediaDir, file)]),
  );
  const sizeOf = (file: string) => {
    const found = media.get(file);
    return found ? imageSize(readFileSync(found)) : undefined;
  };
  const pages = readFolder({ dir: path.join(dir, 'pages'), schema: withDays(pageMeta, ['updated']), operator, sizeOf });
  const articles = readFolder({ dir: path.join(dir, 'blog'), schema: withDays(articleMeta, ['date']), operator, sizeOf });
  const landings = readFolder({ dir: path.join(dir, 'landing'), schema: landingMeta, operator, sizeOf });
  for (const key of pages.keys()) {
    if (!(SITE_PAGES as readonly string[]).includes(key)) throw new ContentError(`${dir}/pages/${key}: not a site page (${SITE_PAGES.join(', ')})`);
  }
  for (const key of landings.keys()) {
    if (!(LANDING_SLUGS as readonly string[]).includes(key)) throw new ContentError(`${dir}/landing/${key}: not a landing page (${LANDING_SLUGS.join(', ')})`);
  }
  for (const [key, byLang] of articles) {
    if (!SLUG_PATTERN.test(key) || !byLang.has(DEFAULT_LOCALE)) throw new ContentError(`${dir}/blog/${key}: every article needs a Romanian text (${key}.ro.md)`);
  }
  const extras: SiteExtrasDto = {
    testimonials: readJson(path.join(dir, 'testimonials.json'), z.array(testimonial), []),
    marketing: readJson(path.join(dir, 'marketing.json'), marketingFigures, {}),
  };

  const summary = (entry: Parsed<z.infer<typeof articleMeta>>): ArticleSummaryDto => ({
    slug: entry.key,
    lang: entry.lang,
    meta: entry.meta,
    languages: LOCALES.filter((l) => articles.get(entry.key)?.has(l)),
  });

  /** Newest first, each in the visitor's language else Romanian. */
  const articleList = (lang: Locale): ArticleSummaryDto[] =>
    [...articles.values()]
      .map((byLang) => pick(byLang, lang))
      .filter((entry) => entry !== undefined)
      .map(summary)
      .sort((a, b) => b.meta.date.localeCompare(a.meta.date) || a.slug.localeCompare(b.slug));

  return {
    page: (name: SitePageName, lang: Locale): SitePageDto | undefined => {
      const entry = pick(pages.get(name), lang);
      return entry && { name, lang: entry.lang, meta: entry.meta, html: entry.html };
    },
    articles: articleList,
    articlesPage: (lang: Locale, page: number): ArticlesPageDto => {
      const all = articleList(lang);
      const pagesCount = Math.max(1, Math.ceil(all.length / BLOG_PAGE_SIZE));
      return { items: all.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE), page, pages: pagesCount, total: all.length };
    },
    article: (slug: string, lang: Locale): ArticleDto | undefined => {
      const entry = pick(articles.get(slug), lang);
      return entry && { ...summary(entry), html: entry.html };
    },
    landing: (slug: LandingSlug, lang: Locale): LandingDto | undefined => {
      const entry = pick(landings.get(slug), lang);
      return entry && { slug, lang: entry.lang, meta: entry.meta, html: entry.html };
    },
    extras: (): SiteExtrasDto => extras,
    /** The file of a picture of content/media/, with its type; undefined for any other name. */
    media: (file: string): { file: string; type: string } | undefined => {
      const found = media.get(file);
      return found ? { file: found, type: MEDIA_TYPES[path.extname(file)] ?? 'application/octet-stream' } : undefined;
    },
    /**
     * ANPC's official SAL and SOL pictograms (Ordinul ANPC nr. 449/2022), when the operator has put
     * them in content/media as anpc-sal.<ext> and anpc-sol.<ext> (content/README.md): their URLs.
     * The files are ANPC's own; nothing here draws a look-alike.
     */
    anpcPictograms: (): { sal?: string; sol?: string } => {
      const urlOf = (name: 'sal' | 'sol') => {
        const file = [...media.keys()].find((candidate) => candidate.startsWith(`anpc-${name}.`));
        return file ? `/api/site/media/${file}` : undefined;
      };
      const sal = urlOf('sal');
      const sol = urlOf('sol');
      return { ...(sal ? { sal } : {}), ...(sol ? { sol } : {}) };
    },
    /**
     * Every public URL of the site's own pages, for the sitemap: home, catalogue, pricing, contact,
     * the content pages, landing pages, the blog and its articles (catalogue applications are not here).
     */
    publicPaths: (): string[] => [
      ...STATIC_PUBLIC_PATHS,
      ...[...pages.keys()].map((name) => `/${name}`),
      ...[...landings.keys()].map((slug) => `/${slug}`),
      '/blog',
      ...[...articles.keys()].map((slug) => `/blog/${slug}`),
    ],
  };
};
