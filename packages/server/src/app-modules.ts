import { COMMON_ERRORS } from '@atelier/core';
import { accountModule } from './features/account/index.js';
import { adminModule } from './features/admin/index.js';
import { appointmentsModule } from './features/appointments/index.js';
import { authModule } from './features/auth/index.js';
import { billingModule } from './features/billing/index.js';
import { contactModule } from './features/contact/index.js';
import { dataExportModule } from './features/data-export/index.js';
import { documentsModule } from './features/documents/index.js';
import { efacturaModule } from './features/efactura/index.js';
import { formsModule } from './features/forms/index.js';
import { presenceModule } from './features/presence/index.js';
import { profileModule } from './features/profile/index.js';
import { registryModule } from './features/registry/index.js';
import { remindersModule } from './features/reminders/index.js';
import { siteModule } from './features/site/index.js';
import { statisticsModule } from './features/statistics/index.js';
import { tagsModule } from './features/tags/index.js';
import { teamModule } from './features/team/index.js';
import { healthAccess } from './http/health.js';
import { routeAccess, type ServerModule } from './modules.js';

/**
 * The application's features, in the order their routes are registered (and so listed in the
 * OpenAPI document). A new feature adds its module here; the tables below follow.
 */
export const SERVER_MODULES: readonly ServerModule[] = [
  authModule,
  accountModule,
  profileModule,
  formsModule,
  documentsModule,
  presenceModule,
  statisticsModule,
  adminModule,
  billingModule,
  contactModule,
  siteModule,
  teamModule,
  dataExportModule,
  registryModule,
  efacturaModule,
  appointmentsModule,
  tagsModule,
  remindersModule,
];

/** Every API route and who may call it: the health check's, then each module's. */
export const ROUTE_ACCESS = routeAccess([{ name: 'health', access: healthAccess }, ...SERVER_MODULES]);

/** The kinds of task the modules run on the PDF workers. */
export const PDF_TASKS = SERVER_MODULES.flatMap((module) => module.pdfTasks ?? []);

/** Each code's status as the modules declare them, beside the codes every route shares; app-modules.test.ts holds it equal to core's ERROR_STATUS. */
export const moduleErrors = (): Record<string, number> => {
  const all: Record<string, number> = { ...COMMON_ERRORS };
  for (const module of SERVER_MODULES) {
    for (const [code, status] of Object.entries(module.errors ?? {})) {
      if (code in all) throw new Error(`error code ${code} is declared twice (${module.name})`);
      all[code] = status;
    }
  }
  return all;
};
