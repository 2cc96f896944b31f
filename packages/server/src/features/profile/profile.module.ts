import { defineModule } from '../../modules.js';
import { profileRoutes } from './profile.routes.js';
import { createProfileService } from './profile.service.js';

/** The profile feature as the app assembles it (modules.ts). */
export const profileModule = defineModule({
  name: 'profile',
  access: {
    'GET /api/user/profile': 'user',
    'PUT /api/user/profile': 'owner',
    'GET /api/user/first-steps': 'user',
    'POST /api/user/first-steps/dismiss': 'user',
  },
  create: ({ db, now }) => ({ profile: createProfileService({ db, now }) }),
  routes: (api, { profile }) => profileRoutes(api, { profile }),
});
