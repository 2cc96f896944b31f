import { DATA_EXPORT_ERRORS, DATA_EXPORT_MESSAGES } from '@atelier/core';
import { defineModule } from '../../modules.js';
import { billingModule } from '../billing/index.js';
import { formsModule } from '../forms/index.js';
import { siteModule } from '../site/index.js';
import { dataExportCustomerData } from './data-export.customer-data.js';
import { dataExportRoutes } from './data-export.routes.js';
import { createDataExportService } from './data-export.service.js';
import { tableCsvs } from './export-tables.js';

/** The data-export feature as the app assembles it (modules.ts). */
export const dataExportModule = defineModule({
  name: 'data-export',
  errors: DATA_EXPORT_ERRORS,
  errorMessages: DATA_EXPORT_MESSAGES,
  /** Its tables, none of them in the data export, and why (db/export-coverage.ts). */
  exportTables: {
    data_exports: { excluded: "the exports' own bookkeeping (the account page lists them)" },
  },
  customerData: dataExportCustomerData,
  apiTags: ['account'],
  access: {
    'POST /api/user/export': 'owner',
    'GET /api/user/exports': 'owner',
    'GET /api/user/exports/:id/download': 'owner',
  },
  create: async ({ config, db, counters, mailer, jobs, renderer, now, log, deps, exportTables, use }) => {
    const { forms } = await use(formsModule);
    const { subscriptions } = await use(billingModule);
    const { operator } = await use(siteModule);
    const exports = createDataExportService({
      db,
      jobs,
      forms,
      renderer,
      tables: tableCsvs(exportTables),
      logoFor: subscriptions.pdfLogo,
      mailer,
      counters,
      exportDir: config.exportDir,
      publicUrl: config.publicUrl,
      operatorEmail: async () => (await operator.served()).email,
      now,
      log,
      ...(deps.exportTuning ? { tuning: deps.exportTuning } : {}),
    });
    return { exports };
  },
  routes: (api, { exports }) => dataExportRoutes(api, { exports }),
});
