import { DOCUMENTS_ERRORS, DOCUMENTS_MESSAGES } from '@atelier/core';
import { defineModule } from '../../modules.js';
import { billingModule } from '../billing/index.js';
import { formsModule } from '../forms/index.js';
import { documentsExportTables } from './documents.export-tables.js';
import { documentsCustomerData } from './documents.customer-data.js';
import { documentsRoutes } from './documents.routes.js';
import { createDocumentsService } from './documents.service.js';
import { createIdempotency } from './idempotency.js';
import { pdfRoutes } from './pdf.routes.js';
import { createPdfService } from './pdf.service.js';
import { publicSubmissionsRoutes } from './public-submissions.routes.js';
import { createPublicSubmissionsService } from './public-submissions.service.js';
import { stepDataRoutes } from './step-data.routes.js';
import { createStepDataService } from './step-data.service.js';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into Fastify's
  interface FastifyInstance {
    /** The derived directories' placings in flight (derived-directory.ts): what a test or a shutdown waits for. */
    placings: { settled: (businessId: string) => Promise<void>; idle: () => Promise<void> };
  }
}

/** The documents feature as the app assembles it (modules.ts). */
export const documentsModule = defineModule({
  name: 'documents',
  errors: DOCUMENTS_ERRORS,
  errorMessages: DOCUMENTS_MESSAGES,
  exportTables: documentsExportTables,
  customerData: documentsCustomerData,
  apiTags: [
    { name: 'documents', description: "A business's documents: saving, editing, deleting, history and search, their PDFs and e-Factura" },
    'public',
    { name: 'step data', description: "Past entries of the business's documents, offered when filling in a new one" },
  ],
  access: {
    'POST /api/user/forms/:id/submit': 'user',
    'GET /api/user/forms/:id/submission_count': 'user',
    'GET /api/user/forms/:id/past-entries': 'user',
    'GET /api/user/forms/:id/array-items': 'user',
    'GET /api/user/completed_forms': 'user',
    'GET /api/user/completed_forms/:id': 'user',
    'GET /api/user/completed_forms/:id/pdf': 'user',
    'POST /api/user/forms/:id/pdf': 'user',
    'PUT /api/user/completed_forms/:id': 'user',
    'DELETE /api/user/completed_forms/:id': 'user',
    'GET /api/user/submissions/search': 'user',
    'GET /api/user/step_data/:name': 'user',
    'GET /api/user/search/:name': 'user',
    'GET /api/user/step_data_overview': 'user',
    'GET /api/user/available_stepnames': 'user',
    'POST /api/forms/open/forms/:id/submit': 'public',
    'POST /api/forms/open/forms/:id/pdf': 'public',
    'GET /api/forms/public/submissions/:id': 'public',
    'GET /api/forms/public/submissions/:id/pdf': 'public',
  },
  // Other features react to documents by registering hooks on this service (document-hooks.ts).
  create: async ({ config, db, counters, renderer, now, log, use }) => {
    const { forms } = await use(formsModule);
    const { subscriptions } = await use(billingModule);
    const documents = createDocumentsService({ db, forms, now, log });
    const publics = createPublicSubmissionsService({ db, forms, counters, limits: config.publicLimits, now });
    return {
      documents,
      publics,
      steps: createStepDataService({ db, forms }),
      idempotency: createIdempotency({ db, now, log }),
      pdfs: createPdfService({ documents, forms, publics, renderer, logoFor: subscriptions.pdfLogo }),
    };
  },
  decorate: (app, { documents }) => {
    // A signed-in business's request waits for the directory placings of its saves still in flight
    // (a new document is placed after its save answered: derived-directory.ts), so it reads its own writes.
    app.addHook('preHandler', async (request) => {
      const businessId = request.auth?.businessId;
      if (businessId) await documents.placed(businessId);
    });
    app.decorate('placings', { settled: documents.placed, idle: documents.placingsIdle });
    // Once the server is ready, in the background: the newest documents placed again (a stop may have cut their placing short).
    app.addHook('onReady', async () => {
      documents.catchUpPlacings().catch((error: unknown) => app.log.error({ err: error }, 'directories: placing the newest documents again failed'));
    });
    app.addHook('onClose', async () => documents.placingsIdle());
  },
  routes: (api, { documents, publics, steps, idempotency, pdfs }) => {
    documentsRoutes(api, { documents, idempotency });
    stepDataRoutes(api, { steps });
    publicSubmissionsRoutes(api, { publics, idempotency });
    pdfRoutes(api, { pdfs });
  },
});
