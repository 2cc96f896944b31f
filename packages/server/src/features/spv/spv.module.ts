import { SPV_ERRORS, SPV_MESSAGES } from '@atelier/core';
import type { SpvConfig } from '../../config.js';
import { createSecretBox } from '../../infra/secret-box.js';
import { createRateLimiter } from '../../infra/rate-limit.js';
import { createHttpSpvAdapter } from '../../integrations/spv/http-spv-adapter.js';
import type { SpvAdapter } from '../../integrations/spv/spv-adapter.js';
import { defineModule } from '../../modules.js';
import { documentsModule } from '../documents/index.js';
import { efacturaModule } from '../efactura/index.js';
import { createSpvConnections } from './spv-connection.service.js';
import { createSpvOwnerMails } from './spv-owner-mails.js';
import { createSpvReceived } from './spv-received.js';
import { spvReceivedRoutes } from './spv-received.routes.js';
import { createSpvTokens, rotateSpvKey } from './spv-tokens.js';
import { SPV_TUNING, createSpvUploads, spvSchedules } from './spv-uploads.js';
import { spvExportTables } from './spv.export-tables.js';
import { spvRoutes } from './spv.routes.js';
import { createSpvService } from './spv.service.js';

/** Callbacks from ANAF's sign-in per address and 10 minutes: a state is 32 random bytes, but guessing is not free either. */
const CALLBACK_LIMIT = { limit: 30, windowMs: 10 * 60 * 1000 };

/** ANAF's SPV over HTTP (integrations/spv/http-spv-adapter.ts) as the configuration names it, on the app's clock (the tokens' ends). */
const httpAdapter = (spv: SpvConfig, now: () => Date): SpvAdapter =>
  createHttpSpvAdapter({
    apiUrl: spv.apiUrl,
    oauthUrl: spv.oauthUrl,
    clientId: spv.clientId,
    clientSecret: spv.clientSecret,
    redirectUri: spv.redirectUrl,
    timeoutMs: spv.timeoutMs,
    retries: spv.retries,
    now,
  });

/** e-Factura in SPV (issue 30): connecting the business to ANAF's SPV, uploading its invoices and following them, as the app assembles it (modules.ts). */
export const spvModule = defineModule({
  name: 'spv',
  errors: SPV_ERRORS,
  errorMessages: SPV_MESSAGES,
  exportTables: spvExportTables,
  apiTags: [{ name: 'spv', description: "e-Factura in ANAF's SPV: connecting the business, uploading invoices, ANAF's answers and signed archives" }],
  // ANAF brings the one-time state and the authorization code back in the callback's query.
  secretLinks: ['/api/spv/callback?state', '/api/spv/callback?code'],
  access: {
    'GET /api/user/spv': 'user',
    'POST /api/user/spv/connect': 'owner',
    'GET /api/spv/callback': 'public',
    'DELETE /api/user/spv': 'owner',
    'PUT /api/user/spv/settings': 'owner',
    'GET /api/user/spv/pending': 'user',
    'POST /api/user/documents/:id/spv': 'user',
    'GET /api/user/documents/:id/spv': 'user',
    'GET /api/user/documents/:id/spv/archive': 'user',
    'POST /api/user/spv/received/sync': 'user',
    'GET /api/user/spv/received/sync': 'user',
    'GET /api/user/spv/received-lines': 'user',
    'PUT /api/user/spv/markup': 'user',
    'GET /api/user/spv/received': 'user',
    'GET /api/user/spv/received/:id': 'user',
    'GET /api/user/spv/received/:id/zip': 'user',
  },
  rotateKey: rotateSpvKey,
  create: async ({ config, db, counters, mailer, jobs, now, log, deps, use }) => {
    const { documents } = await use(documentsModule);
    const { efactura, monthZip } = await use(efacturaModule);
    const box = createSecretBox({ key: deps.encryptionKey, previous: config.previousEncryptionKeys });
    const adapter = config.spv ? (deps.spvAdapter ?? httpAdapter(config.spv, now)) : undefined;
    const tuning = { ...SPV_TUNING, ...(config.spv ? spvSchedules(config.spv.pollSeconds) : {}), ...deps.spvTuning };
    const mails = createSpvOwnerMails({ db, mailer, publicUrl: config.publicUrl, now, log });
    const tokens = adapter ? createSpvTokens({ db, box, adapter, failed: mails.connectionFailed, now, log }) : undefined;
    const uploads =
      adapter && tokens ? createSpvUploads({ db, jobs, adapter, tokens, efactura, events: { failed: mails.uploadFailed }, tuning, concurrency: config.spv?.concurrency ?? 4, now, log }) : undefined;
    const spv = createSpvService({ db, jobs, documents, efactura, uploads, tokens, tuning, now, log });
    const connections = createSpvConnections({ db, box, adapter, tokens, stateTtlMs: tuning.stateTtlMs, onConnected: spv.resume, now, log });
    // Invoices are uploaded after they are saved (automatic mode), as a job.
    documents.registerHook(spv.documentHook);
    // Once a day, the owner hears of the invoices near their deadline.
    if (uploads) mails.scheduleDeadlineMails(jobs, spv.pendingOn);
    // The month's ZIP for the accountant carries each accepted invoice's signed archive (spv/).
    monthZip.addFiles(spv.monthZipFiles);
    const received = createSpvReceived({ db, jobs, adapter, tokens, concurrency: config.spv?.concurrency ?? 4, now, log });
    return { spv, connections, received, callbackLimiter: createRateLimiter(counters, 'spv:callback', CALLBACK_LIMIT) };
  },
  routes: (api, services) => {
    spvRoutes(api, services);
    spvReceivedRoutes(api, services);
  },
});
