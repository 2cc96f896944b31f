import { FORMS_ERRORS, FORMS_MESSAGES } from '@atelier/core';
import { defineModule } from '../../modules.js';
import { authModule } from '../auth/index.js';
import { createCatalogSamples } from './catalog-samples.js';
import { formRequestsRoutes } from './form-requests.routes.js';
import { createFormRequestsService } from './form-requests.service.js';
import { formsExportTables } from './forms.export-tables.js';
import { formsRoutes } from './forms.routes.js';
import { createFormsService } from './forms.service.js';

/** The forms feature as the app assembles it (modules.ts). */
export const formsModule = defineModule({
  name: 'forms',
  errors: FORMS_ERRORS,
  errorMessages: FORMS_MESSAGES,
  exportTables: formsExportTables,
  apiTags: [
    { name: 'forms', description: 'Applications: the ones a business may use, their definitions, the catalogue, asking for one' },
    { name: 'public', description: "The public site's forms, without an account: open applications and what visitors submit" },
    'admin',
  ],
  access: {
    'GET /api/user/forms': 'user',
    'GET /api/user/forms/:id': 'user',
    'GET /api/forms/catalog': 'public',
    'GET /api/forms/catalog/search': 'public',
    'GET /api/forms/catalog/:key/preview': 'public',
    'GET /api/forms/catalog/:key/sample.pdf': 'public',
    'GET /api/user/forms/requestable': 'user',
    'POST /api/user/forms/:id/request': 'user',
    'GET /api/user/form_requests': 'user',
    'GET /api/forms/requests': 'admin',
    'POST /api/forms/requests/:id/reject': 'admin',
    'POST /api/forms/:id/allocate': 'admin',
    'POST /api/forms/:id/remove_access': 'admin',
    'GET /api/forms/open/forms': 'public',
    'GET /api/forms/open/forms/:id': 'public',
  },
  create: async ({ config, db, renderer, now, use }) => {
    const { users } = await use(authModule);
    const forms = createFormsService({ db, now });
    // The catalogue's sample PDFs are not counted against the visitor's public PDF budget: each is
    // rendered once per version and language, and kept (catalog-samples.ts).
    const samples = createCatalogSamples({ dir: config.catalogDir, forms, renderer });
    return { forms, samples, requests: createFormRequestsService({ db, now, users }) };
  },
  routes: (api, { forms, samples, requests }) => {
    formsRoutes(api, { forms, samples });
    formRequestsRoutes(api, { requests });
  },
});
