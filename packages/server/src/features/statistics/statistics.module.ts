import { defineModule } from '../../modules.js';
import { formsModule } from '../forms/index.js';
import { statisticsRoutes } from './statistics.routes.js';
import { createStatisticsService } from './statistics.service.js';

/** The statistics feature as the app assembles it (modules.ts). */
export const statisticsModule = defineModule({
  name: 'statistics',
  /** Its tables, none of them in the data export, and why (db/export-coverage.ts). */
  exportTables: {
    document_stats: { excluded: 'derived: the statistics index of the documents (triggers of migration 005)' },
    document_stat_lines: { excluded: 'derived: the statistics index of the documents’ lines (triggers of migration 005)' },
    stat_buckets: { excluded: 'derived: statistics totals summed from the documents' },
    stat_form_lines: { excluded: "derived from the operator's application definitions" },
    stat_form_versions: { excluded: "derived from the operator's application definitions" },
  },
  apiTags: [{ name: 'statistics', description: "The business's statistics over its documents" }],
  access: {
    'GET /api/user/service-statistics': 'statistics',
    'GET /api/user/invoice-statistics': 'statistics',
    'GET /api/user/fleet/stats': 'statistics',
    'GET /api/user/service/finance': 'statistics',
  },
  create: async ({ db, now, use }) => {
    const { forms } = await use(formsModule);
    return { statistics: createStatisticsService({ db, forms, now }) };
  },
  routes: (api, { statistics }) => statisticsRoutes(api, { statistics }),
});
