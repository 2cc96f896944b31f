import { COMMON_ERRORS, COMMON_MESSAGES } from '@atelier/core';
import { assembleCustomerData } from './db/customer-data.js';
import { assembleCoverage } from './db/export-coverage.js';
import { accountModule } from './features/account/index.js';
import { adminModule } from './features/admin/index.js';
import { appointmentsModule } from './features/appointments/index.js';
import { authModule } from './features/auth/index.js';
import { billingModule } from './features/billing/index.js';
import { contactModule } from './features/contact/index.js';
import { customersModule } from './features/customers/index.js';
import { dataExportModule } from './features/data-export/index.js';
import { documentsModule } from './features/documents/index.js';
import { efacturaModule } from './features/efactura/index.js';
import { findModule } from './features/find/index.js';
import { formsModule } from './features/forms/index.js';
import { presenceModule } from './features/presence/index.js';
import { profileModule } from './features/profile/index.js';
import { registryModule } from './features/registry/index.js';
import { remindersModule } from './features/reminders/index.js';
import { sharingModule } from './features/sharing/index.js';
import { siteModule } from './features/site/index.js';
import { spvModule } from './features/spv/index.js';
import { statisticsModule } from './features/statistics/index.js';
import { tagsModule } from './features/tags/index.js';
import { teamModule } from './features/team/index.js';
import { todayModule } from './features/today/index.js';
import { vehiclesModule } from './features/vehicles/index.js';
import { healthAccess, healthApiTags } from './http/health.js';
import { openApiTags, routeAccess, type ServerModule } from './modules.js';

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
  sharingModule,
  vehiclesModule,
  customersModule,
  spvModule,
  todayModule,
  findModule,
];

/** The health check's route, which is the infrastructure's, beside the modules'. */
export const HEALTH: Pick<ServerModule, 'name' | 'access' | 'apiTags'> = { name: 'health', access: healthAccess, apiTags: healthApiTags };

/** Every API route and who may call it: the health check's, then each module's. */
export const ROUTE_ACCESS = routeAccess([HEALTH, ...SERVER_MODULES]);

/** The OpenAPI document's tags, as the modules describe them (routes.int.test.ts: a route uses only its module's tags). */
export const OPENAPI_TAGS = openApiTags([HEALTH, ...SERVER_MODULES]);

/** Where the modules keep a customer's personal data outside the documents: their export and erasure walk every place (customers feature). */
export const CUSTOMER_DATA = assembleCustomerData(SERVER_MODULES);

/** The links that carry a secret, as the modules declare them: the log masks their secrets (http/logging.ts). */
export const SECRET_LINKS = SERVER_MODULES.flatMap((module) => module.secretLinks ?? []);

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

/** Each code's default message as the modules declare them, beside the shared codes'; app-modules.test.ts holds it equal to core's ERROR_MESSAGES, which AppError uses. */
export const moduleErrorMessages = (): Record<string, string> => {
  const all: Record<string, string> = { ...COMMON_MESSAGES };
  for (const module of SERVER_MODULES) {
    for (const [code, message] of Object.entries(module.errorMessages ?? {})) {
      if (code in all) throw new Error(`error code ${code} has a message twice (${module.name})`);
      all[code] = message;
    }
  }
  return all;
};

/**
 * The modules whose tables the data export's ZIP holds as CSVs, first, in the order its archive has
 * always listed them (data/<file>.csv entries and README.txt); any other module's come after, in the
 * list's order. A new feature adds nothing here.
 */
const EXPORT_FIRST: readonly ServerModule[] = [formsModule, teamModule, documentsModule, tagsModule, remindersModule, appointmentsModule, registryModule];

/** Every table of the database in the data export (the modules', then the infrastructure's); data-export.int.test.ts fails on a table nobody declared. */
export const EXPORT_TABLES = assembleCoverage([
  ...EXPORT_FIRST,
  ...SERVER_MODULES.filter((module) => !EXPORT_FIRST.includes(module)),
  {
    name: 'infrastructure',
    exportTables: {
      jobs: { excluded: 'background work bookkeeping (tagging runs, reminder runs, e-Factura month ZIPs made from the documents, SPV upload steps)' },
      schema_migrations: { excluded: "the database's own bookkeeping" },
    },
  },
]);
