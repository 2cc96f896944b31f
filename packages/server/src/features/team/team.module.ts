import { TEAM_ERRORS, TEAM_MESSAGES } from '@atelier/core';
import { defineModule } from '../../modules.js';
import { authModule } from '../auth/index.js';
import { presenceModule } from '../presence/index.js';
import { teamExportTables } from './team.export-tables.js';
import { teamRoutes } from './team.routes.js';
import { createTeamService } from './team.service.js';

/** The team feature as the app assembles it (modules.ts). */
export const teamModule = defineModule({
  name: 'team',
  errors: TEAM_ERRORS,
  errorMessages: TEAM_MESSAGES,
  exportTables: teamExportTables,
  apiTags: [{ name: 'team', description: 'Members of a business and invitations to it' }],
  // The invitation link (the web page) and its API calls.
  secretLinks: ['/user/accept/:token', '/api/user/invitations/:token'],
  access: {
    'GET /api/user/team': 'owner',
    'POST /api/user/team/invitations': 'owner',
    'POST /api/user/team/invitations/:id/resend': 'owner',
    'DELETE /api/user/team/invitations/:id': 'owner',
    'DELETE /api/user/team/members/:id': 'owner',
    'PUT /api/user/team/settings': 'owner',
    'GET /api/user/invitations/:token': 'public',
    'POST /api/user/invitations/:token/accept': 'public',
  },
  create: async ({ config, db, counters, mailer, now, log, use }) => {
    const { auth } = await use(authModule);
    const { presence } = await use(presenceModule);
    return { team: createTeamService({ db, auth, presence, counters, mailer, config, now, log }) };
  },
  routes: (api, { team }, { https }) => teamRoutes(api, { team, secureCookies: https }),
});
