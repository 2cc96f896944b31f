import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DISPLAY_CATEGORIES, LOCALES, type DisplayCategory, type Locale } from '@atelier/core';
import { z } from 'zod';

/** Pages whose title and description live in content/meta/<lang>.json (the content pages carry their own). */
export const META_PAGES = ['/', '/catalog', '/pricing', '/contact', '/login', '/register', '/blog'] as const;
export type MetaPage = (typeof META_PAGES)[number];

/** Offers of the SoftwareApplication price list (SPEC §9), named per language. */
export const OFFER_ITEMS = ['firstApplication', 'additionalApplication', 'registryIntegration', 'entrySheet', 'logo'] as const;

const text = z.string().trim().min(1);
const pageMeta = z.object({ title: text, description: text.max(160, { message: 'at most 160 characters (search engines cut the rest)' }) });

const siteMetaSchema = z.object({
  siteName: text,
  titleSuffix: z.string(),
  pages: z.object(Object.fromEntries(META_PAGES.map((page) => [page, pageMeta])) as Record<MetaPage, typeof pageMeta>),
  catalogApp: z.object({ description: text }),
  blogPage: text,
  offers: z.object(Object.fromEntries(OFFER_ITEMS.map((item) => [item, text])) as Record<(typeof OFFER_ITEMS)[number], typeof text>),
  categories: z.object(Object.fromEntries(DISPLAY_CATEGORIES.map((key) => [key, text])) as Record<DisplayCategory, typeof text>),
  noscript: z.object({
    /** What a reader without JavaScript reads on a page the browser draws (/login, /register). */
    notice: text,
  }),
});

export type SiteMeta = z.infer<typeof siteMetaSchema>;
export type SiteMetaByLocale = Record<Locale, SiteMeta>;

export class SiteMetaError extends Error {}

/**
 * Reads content/meta/<lang>.json for every language once, at start: a missing file or a bad field
 * stops the start with the file and field named, rather than a page without a title.
 */
export const loadSiteMeta = (contentDir: string): SiteMetaByLocale => {
  const load = (locale: Locale): SiteMeta => {
    const file = path.join(contentDir, 'meta', `${locale}.json`);
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new SiteMetaError(`${file}: ${(error as Error).message}`);
    }
    const parsed = siteMetaSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new SiteMetaError(`${file}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'is invalid'}`);
    }
    return parsed.data;
  };
  return Object.fromEntries(LOCALES.map((locale) => [locale, load(locale)])) as SiteMetaByLocale;
};

/** `{{name}}` placeholders filled in from `values`. */
export const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
