import { DATA_EXPORT_ERRORS } from '@atelier/core';
import { defineModule } from '../../modules.js';
import { billingModule } from '../billing/index.js';
import { formsModule } from '../forms/index.js';
import { dataExportRoutes } from './data-export.routes.js';
import { createDataExportService } from './data-export.service.js';

/** The data-export feature as the app assembles it (modules.ts). */
export const dataExportModule = defineModule({
  name: 'data-export',
  errors: DATA_EXPORT_ERRORS,
  access: {
    'POST /api/user/export': 'owner',
    'GET /api/user/exports': 'owner',
    'GET /api/user/exports/:id/download': 'owner',
  },
  create: async ({ config, db, counters, mailer, jobs, renderer, now, log, deps, use }) => {
    const { forms } = await use(formsModule);
    const { subscriptions } = await use(billingModule);
    const exports = createDataExportService({
      db,
      jobs,
      forms,
      renderer,
      logoFor: subscriptions.pdfLogo,
      mailer,
      counters,
      exportDir: config.exportDir,
      publicUrl: config.publicUrl,
      operatorEmail: config.operator.email,
      now,
      log,
      ...(deps.exportTuning ? { tuning: deps.exportTuning } : {}),
    });
    return { exports };
  },
  routes: (api, { exports }) => dataExportRoutes(api, { exports }),
});
