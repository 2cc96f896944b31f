import { defineModule } from '../../modules.js';
import { formsModule } from '../forms/index.js';
import { statisticsRoutes } from './statistics.routes.js';
import { createStatisticsService } from './statistics.service.js';

/** The statistics feature as the app assembles it (modules.ts). */
export const statisticsModule = defineModule({
  name: 'statistics',
  access: {
    'GET /api/user/service-statistics': 'owner',
    'GET /api/user/invoice-statistics': 'owner',
    'GET /api/user/fleet/stats': 'owner',
    'GET /api/user/service/finance': 'owner',
  },
  create: async ({ db, now, use }) => {
    const { forms } = await use(formsModule);
    return { statistics: createStatisticsService({ db, forms, now }) };
  },
  routes: (api, { statistics }) => statisticsRoutes(api, { statistics }),
});
