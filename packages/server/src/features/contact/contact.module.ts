import { defineModule } from '../../modules.js';
import { contactRoutes } from './contact.routes.js';
import { createContactService } from './contact.service.js';

/** The contact feature as the app assembles it (modules.ts). */
export const contactModule = defineModule({
  name: 'contact',
  /** Its tables, none of them in the data export, and why (db/export-coverage.ts). */
  exportTables: {
    contact_messages: { excluded: 'not a business’s: messages sent through the public site’s contact form' },
  },
  apiTags: [{ name: 'contact', description: 'Messages from the public site to the provider' }, 'admin'],
  access: {
    'POST /api/contact': 'public',
    'GET /api/contact-messages': 'admin',
    'POST /api/contact-messages/:id/read': 'admin',
  },
  create: ({ db, counters, now }) => ({ contact: createContactService({ db, counters, now }) }),
  routes: (api, { contact }) => contactRoutes(api, { contact }),
});
