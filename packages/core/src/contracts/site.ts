import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '../constants.js';
import { calendarDay, queryInt4 } from './common.js';
import { LANDING_SLUGS, SITE_PAGES, SLUG_PATTERN } from '../site-paths.js';

const slug = z.string().max(120).regex(SLUG_PATTERN, 'must be lowercase words joined by hyphens').describe('URL name of the article');
const lang = z.enum(LOCALES).describe('language of the text');

export const siteLangQuery = z.object({
  lang: z.enum(LOCALES).default(DEFAULT_LOCALE).describe('wanted language; a text missing in it is answered in Romanian'),
});

export const articlesQuery = siteLangQuery.extend({
  page: queryInt4({ min: 1, max: 10_000 }).default(1).describe('page of the list, from 1'),
});

/** Front matter of a content page. */
export const pageMeta = z.object({
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(160).describe('summary for search engines (≤160 characters)'),
  updated: calendarDay.describe('date of the last change of the text'),
  sources: z.array(z.string().min(1)).default([]).describe('laws and articles the text relies on'),
});
export type PageMeta = z.infer<typeof pageMeta>;

/** Front matter of a blog article. */
export const articleMeta = pageMeta.omit({ updated: true }).extend({
  date: calendarDay.describe('publication date'),
  author: z.string().min(1).max(120),
  summary: z.string().min(1).max(400),
  cover: z
    .string()
    .regex(/^[a-z0-9-]+\.(webp|png|jpg|svg)$/, 'must be a file name in content/media/')
    .optional()
    .describe('cover picture, a file of content/media/'),
});
export type ArticleMeta = z.infer<typeof articleMeta>;

export const faqItem = z.object({ q: z.string().min(1), a: z.string().min(1) });

/** Front matter of a landing page. */
export const landingMeta = pageMeta.omit({ updated: true }).extend({
  applications: z.array(z.string().regex(SLUG_PATTERN)).min(1).describe('catalogue application keys the page leads to'),
  faq: z.array(faqItem).default([]),
});
export type LandingMeta = z.infer<typeof landingMeta>;

const html = z.string().describe('sanitised HTML rendered from the Markdown text');

export const sitePageDto = z.object({ name: z.enum(SITE_PAGES), lang, meta: pageMeta, html });
export type SitePageDto = z.infer<typeof sitePageDto>;

export const articleSummaryDto = z.object({ slug, lang, meta: articleMeta, languages: z.array(z.enum(LOCALES)).describe('languages the article exists in') });
export type ArticleSummaryDto = z.infer<typeof articleSummaryDto>;

export const articleDto = articleSummaryDto.extend({ html });
export type ArticleDto = z.infer<typeof articleDto>;

export const articlesPageDto = z.object({
  items: z.array(articleSummaryDto),
  page: z.number().int(),
  pages: z.number().int().describe('number of pages (at least 1)'),
  total: z.number().int(),
});
export type ArticlesPageDto = z.infer<typeof articlesPageDto>;

export const landingDto = z.object({ slug: z.enum(LANDING_SLUGS), lang, meta: landingMeta, html });
export type LandingDto = z.infer<typeof landingDto>;

/** Testimonials and marketing counts: only what the operator wrote in content/*.json (empty by default). */
export const testimonial = z.object({ quote: z.string().min(1), name: z.string().min(1), business: z.string().optional(), city: z.string().optional() });
export const marketingFigures = z.object({
  since: z.number().int().min(1990).max(2100).optional().describe('year the service started'),
  workshops: z.number().int().min(1).optional().describe('workshops using it'),
});
export const siteExtrasDto = z.object({ testimonials: z.array(testimonial), marketing: marketingFigures });
export type SiteExtrasDto = z.infer<typeof siteExtrasDto>;

/** The operator's identification (Legea 365/2002 art. 5) from configuration; unset fields are absent. */
export const operatorIdentity = z.object({
  name: z.string().optional(),
  cui: z.string().optional(),
  reg_no: z.string().optional().describe('trade register number'),
  address: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  whatsapp: z.string().optional().describe('messaging link, https://wa.me/…'),
});
/** The operator's identification and contact, from configuration (OPERATOR_*). */
export type OperatorIdentity = z.infer<typeof operatorIdentity>;

export const operatorDto = operatorIdentity.extend({
  pictograms: z
    .object({
      sal: z.string().optional().describe("URL of ANPC's official SAL pictogram, when the operator placed it in content/media"),
      sol: z.string().optional().describe("URL of ANPC's official SOL pictogram, when the operator placed it in content/media"),
    })
    .optional()
    .describe('Ordinul ANPC nr. 449/2022 pictograms (content/README.md); the site shows a text link where one is absent'),
});
export type OperatorDto = z.infer<typeof operatorDto>;
