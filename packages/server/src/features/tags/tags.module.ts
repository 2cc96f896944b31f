import { TAGS_ERRORS, TAGS_MESSAGES } from '@atelier/core';
import { defineModule } from '../../modules.js';
import { documentsModule } from '../documents/index.js';
import { formsModule } from '../forms/index.js';
import { notificariAccess } from './notificari-access.js';
import { tagsExportTables } from './tags.export-tables.js';
import { tagsCustomerData } from './tags.customer-data.js';
import { tagsRoutes } from './tags.routes.js';
import { createTagsService } from './tags.service.js';

/** The tags feature as the app assembles it (modules.ts). */
export const tagsModule = defineModule({
  name: 'tags',
  errors: TAGS_ERRORS,
  errorMessages: TAGS_MESSAGES,
  exportTables: tagsExportTables,
  customerData: tagsCustomerData,
  apiTags: [{ name: 'tags', description: "Service tags, the documents' tags and auto-tagging" }],
  access: {
    'GET /api/user/tags': 'user',
    'POST /api/user/tags': 'user',
    'PUT /api/user/tags/:id': 'user',
    'DELETE /api/user/tags/:id': 'user',
    'POST /api/user/tags/auto-tag': 'user',
    'GET /api/user/tags/auto-tag': 'user',
    'GET /api/user/completed_forms/:id/tags': 'user',
    'PUT /api/user/completed_forms/:id/tags': 'user',
  },
  create: async ({ db, jobs, now, log, deps, use }) => {
    const { documents } = await use(documentsModule);
    const { forms } = await use(formsModule);
    const notificari = notificariAccess({ forms });
    const tags = createTagsService({ db, access: notificari, documents, jobs, now, log, ...(deps.autoTagTuning ? { tuning: deps.autoTagTuning } : {}) });
    // New and edited documents are tagged after they commit; a deleted one's reminders move in its transaction.
    documents.registerHook(tags.documentHook);
    return { tags, notificari };
  },
  routes: (api, { tags }) => tagsRoutes(api, { tags }),
});
