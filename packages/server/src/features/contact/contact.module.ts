import { defineModule } from '../../modules.js';
import { contactRoutes } from './contact.routes.js';
import { createContactService } from './contact.service.js';

/** The contact feature as the app assembles it (modules.ts). */
export const contactModule = defineModule({
  name: 'contact',
  access: {
    'POST /api/contact': 'public',
    'GET /api/contact-messages': 'admin',
    'POST /api/contact-messages/:id/read': 'admin',
  },
  create: ({ db, counters, now }) => ({ contact: createContactService({ db, counters, now }) }),
  routes: (api, { contact }) => contactRoutes(api, { contact }),
});
