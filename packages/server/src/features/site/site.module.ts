import { secretLinkTest } from '../../http/logging.js';
import { readIndexHtml } from '../../http/spa.js';
import { defineModule } from '../../modules.js';
import { formsModule } from '../forms/index.js';
import { createLiveContent } from './live-content.js';
import { seoApiRoutes, seoRoutes } from './seo.routes.js';
import { createSiteSeo, siteUrl } from './seo.js';
import { siteRoutes } from './site.routes.js';
import { createOperatorRepo } from './operator.repo.js';
import { operatorAdminRoutes } from './operator.routes.js';
import { createOperatorService } from './operator.service.js';
import { appStyles, loadServerRenderer, siteEntry, type ServerRenderer } from './ssr.js';

/** The site feature as the app assembles it (modules.ts). */
export const siteModule = defineModule({
  name: 'site',
  apiTags: [{ name: 'site', description: 'The public site: its pages, articles and head tags' }, 'admin'],
  access: {
    'GET /api/site/head': 'public',
    'GET /api/site/pages/:name': 'public',
    'GET /api/site/articles': 'public',
    'GET /api/site/articles/:slug': 'public',
    'GET /api/site/landing/:slug': 'public',
    'GET /api/site/extras': 'public',
    'GET /api/site/operator': 'public',
    'GET /api/site/media/:file': 'public',
    'GET /api/admin/operator': 'admin',
    'PUT /api/admin/operator': 'admin',
  },
  exportTables: {
    operator_details: { excluded: "the operator's own identification and contact, not a business's data" },
  },
  create: async ({ app, config, db, now, secretLinks, use }) => {
    const { forms } = await use(formsModule);
    const operator = createOperatorService({ repo: createOperatorRepo(db), configured: config.operator, now });
    const live = await createLiveContent({ dir: config.contentDir, operator });
    const { content } = live;
    let ssr: Promise<ServerRenderer | undefined> | undefined;
    const seo = createSiteSeo({
      contentDir: config.contentDir,
      publicUrl: siteUrl(config),
      operator: live.operator,
      catalog: (locale) => forms.catalog(locale),
      // A page is made again when the catalogue or the operator's details (its footer) change.
      catalogVersion: async () => `${await forms.catalogVersion()}|${await live.refresh({ force: true })}`,
      content,
      template: readIndexHtml(config.webDist),
      // The public pages as the app draws them, their data asked of this server without a network.
      serverRenderer: () =>
        (ssr ??= loadServerRenderer(config.webSsrDist, async ({ method, url, headers, body, remoteAddress }) => {
          const answer = await app.inject({ method: method as 'GET', url, headers, ...(body === undefined ? {} : { payload: body }), ...(remoteAddress === undefined ? {} : { remoteAddress }) });
          return { status: answer.statusCode, headers: answer.headers, body: answer.rawPayload };
        })),
      // A page whose address carries a secret (a customer's document) is its visitor's alone.
      privatePage: secretLinkTest(secretLinks),
      styles: appStyles(config.webDist),
      entry: siteEntry(config.webDist),
    });
    return { content, seo, operator, live };
  },
  routes: (api, { content, seo, operator, live }) => {
    siteRoutes(api, { content, operator: operator.served, refresh: () => live.refresh() });
    operatorAdminRoutes(api, { operator, saved: () => live.refresh({ force: true }) });
    seoApiRoutes(api, { seo });
  },
  decorate: (app, { seo }) => seoRoutes(app, { seo }),
});
