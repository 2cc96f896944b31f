import { defineModule } from '../../modules.js';
import { profileRoutes } from './profile.routes.js';
import { createProfileService } from './profile.service.js';

/** The profile feature as the app assembles it (modules.ts). */
export const profileModule = defineModule({
  name: 'profile',
  /** Its tables in the data export (db/export-coverage.ts). */
  exportTables: {
    company_profiles: { in: 'business.json' },
  },
  apiTags: ['account'],
  access: {
    'GET /api/user/profile': 'user',
    'PUT /api/user/profile': 'owner',
    'GET /api/user/first-steps': 'user',
    'POST /api/user/first-steps/dismiss': 'user',
  },
  create: ({ db, now }) => ({ profile: createProfileService({ db, now }) }),
  routes: (api, { profile }) => profileRoutes(api, { profile }),
});
