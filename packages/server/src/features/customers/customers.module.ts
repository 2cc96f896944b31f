import { CUSTOMERS_ERRORS, CUSTOMERS_MESSAGES } from '@atelier/core';
import { defineModule } from '../../modules.js';
import { documentsModule } from '../documents/index.js';
import { findModule } from '../find/index.js';
import { formsModule } from '../forms/index.js';
import { remindersModule } from '../reminders/index.js';
import { createCustomerErasure } from './customers-erasure.js';
import { createCustomerExport } from './customers-export.js';
import { customersGroup } from './customers-find.js';
import { outboxPlace } from './customers-outbox.js';
import { customersExportTables } from './customers.export-tables.js';
import { customersCustomerData } from './customers.customer-data.js';
import { customersRoutes } from './customers.routes.js';
import { createCustomersService } from './customers.service.js';

/** The customer directory (issue 31), as the app assembles it (modules.ts). */
export const customersModule = defineModule({
  name: 'customers',
  errors: CUSTOMERS_ERRORS,
  errorMessages: CUSTOMERS_MESSAGES,
  exportTables: customersExportTables,
  customerData: customersCustomerData,
  apiTags: [{ name: 'customers', description: "The business's customers, built from its documents: details, vehicles, documents, consent, GDPR export and erasure" }],
  access: {
    'GET /api/user/customers': 'user',
    'GET /api/user/customers/:id': 'user',
    'POST /api/user/customers/:id/merge': 'user',
    'POST /api/user/customers/:id/merges/:mergeId/undo': 'user',
    'PUT /api/user/customers/:id/consent': 'user',
    'GET /api/user/customers/:id/export': 'owner',
    'POST /api/user/customers/:id/erase': 'owner',
  },
  create: async ({ db, log, now, use, customerData, mailer, deps }) => {
    const { documents, pdfs } = await use(documentsModule);
    const { forms } = await use(formsModule);
    const { reminders } = await use(remindersModule);
    const customers = createCustomersService({ db, now, reminders });
    // Export and erasure walk every module's places of a customer's data (app-modules.ts CUSTOMER_DATA).
    // And the copies the mailer keeps of the mails sent to them (the outbox without SMTP).
    const erasure = createCustomerErasure({ db, log, now, documents, forms, customerData, files: mailer.copies ? [outboxPlace(mailer.copies)] : [] });
    // Saves and edits are placed after they commit; a deletion in its transaction (AppDeps.directoryHooks: always but in a benchmark's twin).
    if (deps.directoryHooks !== false) documents.addDirectory(customers.directory);
    // The top bar's find box lists them between the vehicles and the documents.
    (await use(findModule)).find.register(customersGroup(customers));
    return { customers, erasure, exportCustomer: createCustomerExport({ customers, erasure, documents, pdfs, now }) };
  },
  routes: (api, { customers, erasure, exportCustomer }) => customersRoutes(api, { customers, erasure, exportCustomer }),
});
