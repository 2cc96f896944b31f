// The site feature's only public face: other features, app.ts and main.ts import it from here
// (tests may reach inside). DESIGN.md "Features are modules".
export { loadSiteContent } from './content.js';
export { createSiteSeo, siteUrl } from './seo.js';
export { seoApiRoutes, seoRoutes } from './seo.routes.js';
export { siteRoutes } from './site.routes.js';
export { appStyles, loadServerRenderer, siteEntry, type ServerRenderer } from './ssr.js';
