import { defineModule } from '../../modules.js';
import { formsModule } from '../forms/index.js';
import { documentsModule } from '../documents/index.js';
import { tagsModule } from '../tags/index.js';
import { paperRemindersHook } from './paper-reminders.js';
import { reminderNamer } from './reminder-documents.js';
import { registerReminderMails } from './reminder-mails.js';
import { remindersExportTables } from './reminders.export-tables.js';
import { remindersCustomerData } from './reminders.customer-data.js';
import { remindersRoutes } from './reminders.routes.js';
import { createRemindersService } from './reminders.service.js';

/** The reminders feature as the app assembles it (modules.ts). */
export const remindersModule = defineModule({
  name: 'reminders',
  exportTables: remindersExportTables,
  customerData: remindersCustomerData,
  apiTags: [{ name: 'reminders', description: "Service reminders, their settings, customers' consents, unsubscribing" }],
  // A reminder e-mail's unsubscribe link.
  secretLinks: ['/api/reminders/unsubscribe?token'],
  access: {
    'GET /api/user/reminders': 'user',
    'GET /api/user/reminders/untagged': 'user',
    'GET /api/user/reminders/settings': 'user',
    'PUT /api/user/reminders/settings': 'owner',
    'GET /api/user/reminders/consents': 'user',
    'POST /api/user/reminders/consents': 'user',
    'DELETE /api/user/reminders/consents/:id': 'user',
    'GET /api/reminders/unsubscribe': 'public',
    'POST /api/reminders/unsubscribe': 'public',
  },
  create: async ({ config, db, jobs, mailer, sms, now, log, deps, use }) => {
    const { notificari } = await use(tagsModule);
    const { forms } = await use(formsModule);
    const { documents } = await use(documentsModule);
    // The papers' expiry dates (ITP, RCA, rovinietă) become each car's reminders as documents are saved, edited and deleted.
    documents.registerHook(paperRemindersHook({ db, log }));
    const reminders = createRemindersService({ db, access: notificari, now, secret: deps.jwtSecret, nameOf: reminderNamer(forms.definitionOf), smsAvailable: sms.configured });
    registerReminderMails({ db, jobs, mailer, sms, reminders, access: notificari, publicUrl: config.publicUrl, now, log });
    return { reminders };
  },
  routes: (api, { reminders }) => remindersRoutes(api, { reminders }),
});
