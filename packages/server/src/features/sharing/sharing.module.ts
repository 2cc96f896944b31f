import { SHARING_ERRORS, SHARING_MESSAGES } from '@atelier/core';
import { defineModule } from '../../modules.js';
import { billingModule } from '../billing/index.js';
import { documentsModule } from '../documents/index.js';
import { efacturaModule } from '../efactura/index.js';
import { formsModule } from '../forms/index.js';
import { presenceModule } from '../presence/index.js';
import { createWaitingList } from './sharing-waiting.js';
import { createAnswerCarryService } from './answer-carry.service.js';
import { sharingExportTables } from './sharing.export-tables.js';
import { sharingCustomerData } from './sharing.customer-data.js';
import { sharingRoutes } from './sharing.routes.js';
import { createSharingService } from './sharing.service.js';

/** Sending documents to their customers, the customer's page and answer (issue 29), as the app assembles it (modules.ts). */
export const sharingModule = defineModule({
  name: 'sharing',
  errors: SHARING_ERRORS,
  errorMessages: SHARING_MESSAGES,
  exportTables: sharingExportTables,
  customerData: sharingCustomerData,
  apiTags: [{ name: 'sharing', description: "Sending a business's documents to their customers: links, sends, the customers' answers" }, 'public'],
  // The customer's page on the web app, and its API: the token is the credential.
  secretLinks: ['/d/:token', '/api/public/d/:token'],
  access: {
    'POST /api/user/documents/:id/send': 'user',
    'GET /api/user/documents/:id/sharing': 'user',
    'DELETE /api/user/documents/:id/links/:linkId': 'user',
    'GET /api/user/documents/:id/answers/:answerId/pdf': 'user',
    'GET /api/user/documents/:id/answers/:answerId/carry-targets': 'user',
    'GET /api/user/documents/:id/answers/:answerId/carry': 'user',
    'GET /api/public/d/:token': 'public',
    'GET /api/public/d/:token/pdf': 'public',
    'GET /api/public/d/:token/logo': 'public',
    'GET /api/public/d/:token/xml': 'public',
    'POST /api/public/d/:token/answer': 'public',
  },
  create: async ({ config, db, counters, mailer, sms, renderer, jobs, now, log, use }) => {
    const { documents } = await use(documentsModule);
    const { forms } = await use(formsModule);
    const { efactura } = await use(efacturaModule);
    const { subscriptions } = await use(billingModule);
    const { presence } = await use(presenceModule);
    const sharing = createSharingService({
      db,
      documents,
      forms,
      efactura,
      renderer,
      jobs,
      logoOf: subscriptions.activeLogo,
      showsLogo: subscriptions.showsLogo,
      mailer,
      sms,
      counters,
      emit: presence.emitToBusiness,
      publicUrl: config.publicUrl,
      linkDays: config.shareLinkDays,
      now,
      log,
    });
    // History's column and filter of the state with the customer.
    documents.registerHook({ name: 'sharing', listing: sharing.listing });
    const answerCarry = createAnswerCarryService({ db, documents, forms });
    // Today's estimates waiting for the customer.
    const waiting = createWaitingList({ db, linkDays: config.shareLinkDays, now });
    return { sharing, answerCarry, waiting };
  },
  routes: (api, { sharing, answerCarry }) => sharingRoutes(api, { sharing, answerCarry }),
});
