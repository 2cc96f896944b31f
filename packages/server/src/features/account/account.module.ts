import { defineModule } from '../../modules.js';
import { authModule } from '../auth/index.js';
import { dataExportModule } from '../data-export/index.js';
import { presenceModule } from '../presence/index.js';
import { siteModule } from '../site/index.js';
import { accountDeletionRoutes } from './account-deletion.routes.js';
import { createAccountDeletionService } from './account-deletion.service.js';
import { createAccountSettingsService } from './account-settings.service.js';
import { accountRoutes } from './account.routes.js';
import { registerDeletedAccountsRetention } from './deleted-accounts-retention.js';
import { createAccountService } from './account.service.js';

/** The account feature as the app assembles it (modules.ts). */
export const accountModule = defineModule({
  name: 'account',
  /** Its tables, none of them in the data export, and why (db/export-coverage.ts). */
  exportTables: {
    session_locks: { excluded: 'sign-in sessions: locks of idle sessions' },
    email_changes: { excluded: 'secret: one-time e-mail change links (hashed)' },
    account_deletion_requests: { excluded: 'secret: one-time account deletion links (hashed)' },
    deleted_accounts: { excluded: "the operator's legal record of deleted businesses (billing kept by law)" },
  },
  apiTags: [
    { name: 'account', description: "The signed-in user's account and business: who am I, password and e-mail, the lock screen, the company profile, subscriptions, the data export, deleting the account" },
    'admin',
  ],
  // The account deletion link, the e-mail change's confirmation link.
  secretLinks: ['/account/delete/:token', '/confirm-email?token'],
  access: {
    'GET /api/user/me': 'user',
    'GET /api/user/status': 'session',
    'POST /api/user/lock': 'session',
    'PUT /api/user/auto-lock': 'owner',
    'GET /api/user/payment-banner-status': 'user',
    'POST /api/user/password-change': 'user',
    'POST /api/user/email-change/request': 'user',
    'POST /api/user/email-change/confirm': 'public',
    'POST /api/user/account/delete': 'owner',
    'POST /api/user/account/delete/confirm': 'public',
    'DELETE /api/users/:id/account': 'admin',
  },
  create: async ({ config, db, counters, mailer, jobs, now, log, use }) => {
    const { auth, users } = await use(authModule);
    const { exports } = await use(dataExportModule);
    const { presence } = await use(presenceModule);
    const { operator } = await use(siteModule);
    const operatorEmail = async () => (await operator.served()).email;
    const account = createAccountService({ db, counters, now, forgetSession: auth.forgetSession, users });
    const settings = createAccountSettingsService({ db, auth, users, counters, mailer, config, operatorEmail, now, log });
    const deletion = createAccountDeletionService({
      db,
      auth,
      users,
      counters,
      mailer,
      config,
      operatorEmail,
      now,
      log,
      forgetPresence: async (userIds) => {
        await Promise.all(userIds.map((id) => presence.forgetUser(id)));
      },
      removeOrphanExports: () => exports.sweep(),
    });
    registerDeletedAccountsRetention({ db, jobs, log });
    return { account, settings, deletion };
  },
  routes: (api, { account, settings, deletion }) => {
    accountRoutes(api, { account, settings });
    accountDeletionRoutes(api, { deletion });
  },
});
