import { defineModule } from '../../modules.js';
import { authModule } from '../auth/index.js';
import { billingModule } from '../billing/index.js';
import { formsModule } from '../forms/index.js';
import { adminFormsRoutes } from './admin-forms.routes.js';
import { createAdminFormsService } from './admin-forms.service.js';
import { adminUsersRoutes } from './admin-users.routes.js';
import { createAdminUsersService } from './admin-users.service.js';

/** The admin feature as the app assembles it (modules.ts). */
export const adminModule = defineModule({
  name: 'admin',
  apiTags: [{ name: 'admin', description: "The operator's admin dashboard: definitions and versions, access, requests, users, subscriptions, contact messages, who is online" }],
  access: {
    'GET /api/forms': 'admin',
    'POST /api/forms': 'admin',
    'POST /api/forms/': 'admin',
    'DELETE /api/forms/:id': 'admin',
    'GET /api/forms/:id/users': 'admin',
    'GET /api/forms/admin/:id/step1_data': 'admin',
    'GET /api/forms/admin/submission-statistics': 'admin',
    'GET /api/users': 'admin',
    'PUT /api/users/:id/trial': 'admin',
  },
  create: async ({ db, now, use }) => {
    const { forms } = await use(formsModule);
    const { auth } = await use(authModule);
    const { subscriptions } = await use(billingModule);
    return {
      adminForms: createAdminFormsService({ db, forms, now }),
      adminUsers: createAdminUsersService({ db, subscriptions, now, forgetBusiness: auth.forgetBusiness }),
    };
  },
  routes: (api, { adminForms, adminUsers }) => {
    adminFormsRoutes(api, { adminForms });
    adminUsersRoutes(api, { adminUsers });
  },
});
