import { AUTH_ERRORS, AUTH_MESSAGES } from '@atelier/core';
import { registerAuthentication } from '../../http/auth-guard.js';
import { defineModule } from '../../modules.js';
import { accessTokens } from './access-tokens.js';
import { authRoutes } from './auth.routes.js';
import { createAuthService } from './auth.service.js';

/** The auth feature as the app assembles it (modules.ts). */
export const authModule = defineModule({
  name: 'auth',
  errors: AUTH_ERRORS,
  errorMessages: AUTH_MESSAGES,
  /** Its tables in the data export (db/export-coverage.ts). */
  exportTables: {
    businesses: { in: 'business.json' },
    users: { in: 'business.json (members: name, e-mail, role, dates; never the password hash)' },
    refresh_tokens: { excluded: 'secret: sign-in tokens (hashed)' },
    session_devices: { excluded: 'sign-in sessions: security records of devices, never exported' },
    password_resets: { excluded: 'secret: one-time password reset links (hashed)' },
  },
  apiTags: [{ name: 'auth', description: 'Registration, sign-in and its tokens, sign-out, password reset' }],
  // The password reset link.
  secretLinks: ['/reset-password?token'],
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
