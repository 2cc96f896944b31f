/**
 * Paths of the web app that belong to an account, an admin, or one person's link (SPEC §2):
 * crawlers are kept out of them, and the pages say noindex as well.
 */
export const PRIVATE_PATHS = [
  '/dashboard',
  '/personalization',
  '/account',
  '/profile',
  '/admin',
  '/documents/',
  '/public-doc-steps/',
  '/public-submissions/',
  '/user/',
  '/confirm-email',
  '/forgot-password',
  '/reset-password',
] as const;

/** robots.txt: the public site open, private routes and the API closed except what public pages read, the sitemap named. */
export const robotsTxt = (publicUrl: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    // What the public pages load when a crawler runs their JavaScript: the catalogue and the site's content.
    'Allow: /api/forms/catalog',
    'Allow: /api/site/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
