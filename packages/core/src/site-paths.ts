/**
 * The public site's page names and paths, without zod: the web app's router imports them on its
 * first page, and any schema in the same module would bring zod there (contracts/site.ts has them).
 */

/** The public site's content pages (content/pages/<name>.<lang>.md). */
export const SITE_PAGES = ['terms', 'privacy', 'cookies', 'anpc', 'legal', 'help'] as const;
export type SitePageName = (typeof SITE_PAGES)[number];

/** The landing pages (content/landing/<slug>.<lang>.md), each at /<slug> (SPEC §2). */
export const LANDING_SLUGS = ['devize-service-auto', 'foi-de-parcurs', 'modelli-di-preventivo', 'garaj', 'devize', 'fermieri', 'formular'] as const;
export type LandingSlug = (typeof LANDING_SLUGS)[number];

/** Articles per page of the blog list. */
export const BLOG_PAGE_SIZE = 6;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
