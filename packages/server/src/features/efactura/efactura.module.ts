import path from 'node:path';
import { EFACTURA_ERRORS, EFACTURA_MESSAGES } from '@atelier/core';
import { ANAF_INTERVAL_MS, DAY_MS, anafTurnMs, createAnafClient } from '../../integrations/anaf/anaf-client.js';
import { counterAnafPacer, dbAnafCache, dbAnafPacer } from '../../integrations/anaf/anaf-store.js';
import { defineModule } from '../../modules.js';
import { billingModule } from '../billing/index.js';
import { documentsModule } from '../documents/index.js';
import { formsModule } from '../forms/index.js';
import { companyLookupRoutes } from './company-lookup.routes.js';
import { efacturaRoutes } from './efactura.routes.js';
import { createEfacturaService } from './efactura.service.js';
import { invoiceFilesTask } from './invoice-files.js';
import { createMonthZip } from './month-zip.js';
import { createMonthZipJobs } from './month-zip-jobs.js';

/** The efactura feature as the app assembles it (modules.ts). */
export const efacturaModule = defineModule({
  name: 'efactura',
  errors: EFACTURA_ERRORS,
  errorMessages: EFACTURA_MESSAGES,
  /** Its tables, none of them in the data export, and why (db/export-coverage.ts). */
  exportTables: {
    anaf_companies: { excluded: "not a business's: ANAF's public answers per CUI, a cache shared by every business (e-Factura)" },
    anaf_pacing: { excluded: "not a business's: the moment of the last request to ANAF (e-Factura's one request per second)" },
  },
  apiTags: ['documents'],
  access: {
    'GET /api/user/completed_forms/:id/efactura': 'user',
    'GET /api/user/company-lookup/:cui': 'user',
    'GET /api/user/efactura/month': 'user',
    'POST /api/user/efactura/month-zips': 'user',
    'GET /api/user/efactura/month-zips': 'user',
    'GET /api/user/efactura/month-zips/:id': 'user',
    'GET /api/user/efactura/month-zips/:id/file': 'user',
  },
  pdfTasks: [invoiceFilesTask],
  create: async ({ config, db, counters, jobs, renderer, now, log, deps, use }) => {
    const { forms } = await use(formsModule);
    const { documents } = await use(documentsModule);
    const { subscriptions } = await use(billingModule);
    // ANAF's cache and its one request per second hold for every process and instance: the answers in
    // the database, the turns in Redis when there is one (REDIS_URL), else in the database.
    const anaf =
      deps.anaf ??
      createAnafClient({
        url: config.anafUrl,
        timeoutMs: config.anafTimeoutMs,
        now,
        cache: dbAnafCache({ db, now, cacheMs: DAY_MS }),
        pacer: deps.redis ? counterAnafPacer(counters, anafTurnMs(ANAF_INTERVAL_MS)) : dbAnafPacer(db, anafTurnMs(ANAF_INTERVAL_MS)),
      });
    const monthZip = createMonthZip({ documents, forms, renderer, logoFor: subscriptions.pdfLogo });
    const monthZipJobs = createMonthZipJobs({ jobs, monthZip, documents, dir: path.join(config.exportDir, 'efactura-month'), now, log });
    return { efactura: createEfacturaService({ documents, forms }), anaf, monthZip, monthZipJobs };
  },
  routes: (api, { efactura, anaf, monthZip, monthZipJobs }) => {
    efacturaRoutes(api, { efactura, monthZip, monthZipJobs });
    companyLookupRoutes(api, { anaf });
  },
});
