import { z } from 'zod';
import { LOCALES } from '../constants.js';

/** Which page's head the web app asks for after it navigates without reloading. */
export const pageHeadQuery = z.object({
  path: z
    .string()
    .min(1)
    .max(2000)
    .regex(/^\/[^/]/u, 'must be a path of this site, starting with one /')
    .or(z.literal('/'))
    .describe('the page path, e.g. /catalog/deviz-auto'),
  lang: z.enum(LOCALES).describe('the language the page is shown in'),
  page: z.string().max(10).optional().describe('a list page number, as in /blog?page=2'),
});
export type PageHeadQuery = z.infer<typeof pageHeadQuery>;

export const pageHeadDto = z.object({
  title: z.string().describe('the <title> the server sends for this page and language'),
  indexable: z.boolean().describe('false for private pages and unknown paths (noindex)'),
});
export type PageHeadDto = z.infer<typeof pageHeadDto>;
