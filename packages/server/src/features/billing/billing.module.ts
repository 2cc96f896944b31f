import { defineModule } from '../../modules.js';
import { authModule } from '../auth/index.js';
import { billingRoutes } from './billing.routes.js';
import { createSubscriptionsService } from './subscriptions.service.js';

/** The billing feature as the app assembles it (modules.ts). */
export const billingModule = defineModule({
  name: 'billing',
  /** Its tables in the data export (db/export-coverage.ts). */
  exportTables: {
    subscriptions: { in: 'business.json' },
    business_logos: { in: 'logo.png / logo.jpg' },
  },
  apiTags: ['account', 'admin'],
  access: {
    'PUT /api/users/:id/subscription': 'admin',
    'GET /api/users/:id/subscriptions': 'admin',
    'PUT /api/users/:id/subscriptions/:subscriptionId': 'admin',
    'DELETE /api/users/:id/subscriptions/:subscriptionId': 'admin',
    'GET /api/user/subscription': 'owner',
    'PUT /api/user/logo': 'owner',
    'GET /api/user/logo': 'user',
    'DELETE /api/user/logo': 'owner',
  },
  create: async ({ db, now, use }) => {
    const { auth, users } = await use(authModule);
    return { subscriptions: createSubscriptionsService({ db, now, forgetBusiness: auth.forgetBusiness, users }) };
  },
  routes: (api, { subscriptions }) => billingRoutes(api, { subscriptions }),
});
