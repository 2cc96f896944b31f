import { AUTH_ERRORS } from '@atelier/core';
import { registerAuthentication } from '../../http/auth-guard.js';
import { defineModule } from '../../modules.js';
import { accessTokens } from './access-tokens.js';
import { authRoutes } from './auth.routes.js';
import { createAuthService } from './auth.service.js';

/** The auth feature as the app assembles it (modules.ts). */
export const authModule = defineModule({
  name: 'auth',
  errors: AUTH_ERRORS,
  access: {
    'POST /api/user/register': 'public',
    'POST /api/user/token': 'public',
    'POST /api/admin/token': 'public',
    'POST /api/user/refresh-token': 'public',
    'POST /api/user/logout': 'public',
    'POST /api/user/password-reset/request': 'public',
    'POST /api/user/password-reset/confirm': 'public',
    'GET /api/user/sessions': 'user',
    'DELETE /api/user/sessions/:id': 'user',
    'POST /api/user/sessions/end-others': 'user',
  },
  create: ({ config, db, counters, mailer, now, log, deps }) => {
    const tokens = accessTokens({ secret: deps.jwtSecret, lifetimeMinutes: config.accessTokenMinutes, now });
    const auth = createAuthService({ db, config, tokens, counters, mailer, secret: deps.jwtSecret, now, log });
    return { auth, tokens };
  },
  routes: (api, { auth }, { https }) => authRoutes(api, { auth, secureCookies: https }),
  decorate: (app, { auth }) => registerAuthentication(app, auth),
});
