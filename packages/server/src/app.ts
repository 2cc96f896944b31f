import path from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { PRESENCE_UPDATE_INTERVAL_MS } from '@atelier/core';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import { adminFormsRoutes } from './features/admin/index.js';
import { createAdminFormsService } from './features/admin/index.js';
import { adminUsersRoutes } from './features/admin/index.js';
import { createAdminUsersService } from './features/admin/index.js';
import { billingRoutes } from './features/billing/index.js';
import { createSubscriptionsService } from './features/billing/index.js';
import { contactRoutes } from './features/contact/index.js';
import { createContactService } from './features/contact/index.js';
import { dataExportRoutes } from './features/data-export/index.js';
import { createDataExportService, type DataExportTuning } from './features/data-export/index.js';
import { accountDeletionRoutes } from './features/account/index.js';
import { createAccountDeletionService } from './features/account/index.js';
import { accountRoutes } from './features/account/index.js';
import { createAccountService } from './features/account/index.js';
import { createAccountSettingsService } from './features/account/index.js';
import { accessTokens } from './features/auth/index.js';
import { authRoutes } from './features/auth/index.js';
import { createAuthService } from './features/auth/index.js';
import { documentsRoutes } from './features/documents/index.js';
import { pdfRoutes } from './features/documents/index.js';
import { createPdfService } from './features/documents/index.js';
import { companyLookupRoutes } from './features/efactura/index.js';
import { efacturaRoutes } from './features/efactura/index.js';
import { ANAF_INTERVAL_MS, DAY_MS, anafTurnMs, createAnafClient, type AnafClient } from './integrations/anaf/anaf-client.js';
import { counterAnafPacer, dbAnafCache, dbAnafPacer } from './integrations/anaf/anaf-store.js';
import { createEfacturaService } from './features/efactura/index.js';
import { invoiceFilesTask } from './features/efactura/index.js';
import { createMonthZip } from './features/efactura/index.js';
import { createMonthZipJobs } from './features/efactura/index.js';
import { publicSubmissionsRoutes } from './features/documents/index.js';
import { createPublicSubmissionsService } from './features/documents/index.js';
import { createDocumentsService } from './features/documents/index.js';
import { createIdempotency } from './features/documents/index.js';
import { stepDataRoutes } from './features/documents/index.js';
import { createStepDataService } from './features/documents/index.js';
import { formRequestsRoutes } from './features/forms/index.js';
import { createFormRequestsService } from './features/forms/index.js';
import { createCatalogSamples } from './features/forms/index.js';
import { formsRoutes } from './features/forms/index.js';
import { profileRoutes } from './features/profile/index.js';
import { createProfileService } from './features/profile/index.js';
import { presenceRoutes } from './features/presence/index.js';
import { startPresenceServer } from './features/presence/index.js';
import { memoryPresenceStore, redisPresenceStore } from './features/presence/index.js';
import { createFormsService } from './features/forms/index.js';
import { loadSiteContent } from './features/site/index.js';
import { siteRoutes } from './features/site/index.js';
import { statisticsRoutes } from './features/statistics/index.js';
import { createStatisticsService } from './features/statistics/index.js';
import { registryRoutes } from './features/registry/index.js';
import { createRegistryService } from './features/registry/index.js';
import { createSecretBox } from './features/registry/index.js';
import { createHttpRegistryAdapter } from './integrations/registry/http-registry-adapter.js';
import type { RegistryAdapter } from './integrations/registry/registry-adapter.js';
import { teamRoutes } from './features/team/index.js';
import { appointmentsRoutes } from './features/appointments/index.js';
import { createAppointmentsService } from './features/appointments/index.js';
import { bookingHook } from './features/appointments/index.js';
import { createCalendarFeedService } from './features/appointments/index.js';
import { createConfirmationMails } from './features/appointments/index.js';
import { createVideoPlannerService } from './features/appointments/index.js';
import { createTeamService } from './features/team/index.js';
import { registerAuthentication } from './http/auth-guard.js';
import { registerCanonicalHost } from './http/canonical-host.js';
import { registerErrorHandling } from './http/error-handler.js';
import { healthRoutes } from './http/health.js';
import { loggerOptions, registerRequestLogging } from './http/logging.js';
import { registerOpenApi } from './http/openapi.js';
import { registerTextGuard } from './http/text-guard.js';
import { registerSecurityHeaders } from './http/security.js';
import { readIndexHtml, registerSpa } from './http/spa.js';
import { createSiteSeo, siteUrl } from './features/site/index.js';
import { appStyles, loadServerRenderer, siteEntry, type ServerRenderer } from './features/site/index.js';
import { seoApiRoutes, seoRoutes } from './features/site/index.js';
import type { CounterStore } from './infra/counter-store.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { createJobs, type JobsTuning } from './infra/jobs/jobs.js';
import { notificariAccess } from './features/tags/index.js';
import { tagsRoutes } from './features/tags/index.js';
import { createTagsService, type AutoTagTuning } from './features/tags/index.js';
import { remindersRoutes } from './features/reminders/index.js';
import { createRemindersService } from './features/reminders/index.js';
import { registerReminderMails } from './features/reminders/index.js';
import { createPdfRenderer } from './pdf/pool.js';

export const API_PREFIX = '/api';

export type AppDeps = {
  config: Config;
  db: Kysely<Database>;
  /** Defaults to SMTP_URL, or the DATA_DIR/outbox folder. */
  mailer?: Mailer;
  counters: CounterStore;
  /** With REDIS_URL: live presence is shared by every instance (the caller owns and closes it). */
  redis?: Redis;
  /** Prefix of the Redis keys and channels (tests isolate themselves with their own). */
  redisPrefix?: string;
  jwtSecret: string;
  /** ENCRYPTION_KEY as loadSecrets resolved it (the environment's, else DATA_DIR/secrets.json's). */
  encryptionKey: string;
  /** Default: the HTTP adapter against REGISTRY_URL (none without it). */
  registryAdapter?: RegistryAdapter;
  now?: () => Date;
  logStream?: NodeJS.WritableStream;
  /**
   * Start the PDF workers (fonts loaded, a sample rendered) before listening, so the first PDF is
   * as fast as the rest: main.ts does; tests leave it to the first PDF, so most never start any.
   */
  startPdfWorkers?: boolean;
  /**
   * Poll for queued data exports (and sweep expired ones) in the background; default on. Tests of
   * the claim turn it off to drive the worker themselves. A requested export runs at once either way.
   */
  exportWorker?: boolean;
  /** Page size, progress and polling of the data export (tests make pages small). */
  exportTuning?: Partial<DataExportTuning>;
  /** ANAF's VAT-payer register; defaults to ANAF_URL (tests pass the fake's client or URL). */
  anaf?: AnafClient;
  /**
   * Run background jobs (auto-tagging, reminder e-mails, digests) on this instance; default on.
   * Tests of the runner turn it off to drive it themselves (jobs.tick()).
   */
  jobsRunner?: boolean;
  jobsTuning?: Partial<JobsTuning>;
  autoTagTuning?: Partial<AutoTagTuning>;
  /** Sees every route as it is added (tests list them to check schemas and authorization). */
  onRoute?: (route: RouteOptions) => void;
};

/** Builds the whole application (API + SPA) without listening: tests and main.ts both use it. */
export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const { config, db, counters } = deps;
  const now = deps.now ?? (() => new Date());
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    // One line per request comes from registerRequestLogging instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // Fastify fails a start whose plugins take over 10 s. Ours only register routes (well under a
    // second), but a machine busy enough to starve this process that long (a test run beside other
    // suites; several processes and PDF workers starting at once on two cores) is not a broken
    // plugin: give it a minute before calling the start failed.
    pluginTimeout: 60_000,
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const forms = createFormsService({ db, now });
  const siteContent = loadSiteContent({ dir: config.contentDir, operator: config.operator });
  let ssr: Promise<ServerRenderer | undefined> | undefined;
  const seo = createSiteSeo({
    contentDir: config.contentDir,
    publicUrl: siteUrl(config),
    operator: config.operator,
    catalog: (locale) => forms.catalog(locale),
    catalogVersion: () => forms.catalogVersion(),
    content: siteContent,
    template: readIndexHtml(config.webDist),
    // The public pages as the app draws them, their data asked of this server without a network.
    serverRenderer: () =>
      (ssr ??= loadServerRenderer(config.webSsrDist, async ({ method, url, headers, body }) => {
        const answer = await app.inject({ method: method as 'GET', url, headers, ...(body === undefined ? {} : { payload: body }) });
        return { status: answer.statusCode, headers: answer.headers, body: answer.rawPayload };
      })),
    styles: appStyles(config.webDist),
    entry: siteEntry(config.webDist),
  });
  // Before any route: encapsulated plugins take the error handler in force when they register.
  const spaFallback = await registerSpa(app, config.webDist, seo.renderPage);
  registerErrorHandling(app, { apiPrefix: API_PREFIX, spaFallback });

  const https = config.publicUrl.startsWith('https:');
  if (config.canonicalHost) registerCanonicalHost(app, config.canonicalHost);
  registerSecurityHeaders(app, { https });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: config.bodyLimit });
  registerRequestLogging(app);
  registerTextGuard(app);
  await registerOpenApi(app, API_PREFIX);

  const mailer =
    deps.mailer ?? createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: app.log,
      timeoutMs: config.smtpTimeoutMs,
      retries: config.smtpRetries,
    });
  app.addHook('onClose', async () => mailer.close());

  const tokens = accessTokens({ secret: deps.jwtSecret, lifetimeMinutes: config.accessTokenMinutes, now });
  const auth = createAuthService({ db, config, tokens, counters, mailer, secret: deps.jwtSecret, now, log: app.log });
  const account = createAccountService({ db, counters, now, forgetSession: auth.forgetSession });
  const accountSettings = createAccountSettingsService({ db, auth, counters, mailer, config, now, log: app.log });
  const profile = createProfileService({ db, now });
  const formRequests = createFormRequestsService({ db, now });
  // The one background-jobs runner (infra/jobs): every instance runs one; the table shares the work.
  const jobs = createJobs({ db, now, log: app.log, ...(deps.jobsTuning ? { tuning: deps.jobsTuning } : {}) });
  app.decorate('jobs', jobs);
  const notificari = notificariAccess({ db, now });
  const tags = createTagsService({ db, access: notificari, jobs, now, log: app.log, ...(deps.autoTagTuning ? { tuning: deps.autoTagTuning } : {}) });
  const reminders = createRemindersService({ db, access: notificari, now, secret: deps.jwtSecret });
  const documents = createDocumentsService({ db, forms, now });
  documents.registerHook(tags.documentHook);
  const steps = createStepDataService({ db, forms });
  const statistics = createStatisticsService({ db, forms, now });
  const renderer = createPdfRenderer({ workers: config.pdfWorkers, nice: config.pdfWorkerNice, limits: config.pdfLimits, tasks: [invoiceFilesTask] });
  app.addHook('onClose', async () => renderer.close());
  if (deps.startPdfWorkers) {
    // Here rather than in an onReady hook: hooks time out after 10 s (pluginTimeout), which a busy
    // machine's warm-up can pass; buildApp returns before the server listens either way.
    const startedAt = performance.now();
    const threads = await renderer.start();
    app.log.info({ threads: threads.length, ms: Math.round(performance.now() - startedAt) }, 'PDF workers ready');
  }
  const publics = createPublicSubmissionsService({ db, forms, counters, limits: config.publicLimits, now });
  const idempotency = createIdempotency({ db, now, log: app.log });
  const subscriptions = createSubscriptionsService({ db, now, forgetBusiness: auth.forgetBusiness });
  const pdfs = createPdfService({ documents, forms, publics, renderer, logoFor: subscriptions.pdfLogo });
  const catalogSamples = createCatalogSamples({ dir: config.catalogDir, forms, renderer, countRender: publics.countPdf });
  const efactura = createEfacturaService({ documents, forms });

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
  const adminForms = createAdminFormsService({ db, forms, now });
  const adminUsers = createAdminUsersService({ db, subscriptions, now, forgetBusiness: auth.forgetBusiness });
  const contact = createContactService({ db, counters, now });
  const exports = createDataExportService({
    db,
    forms,
    renderer,
    logoFor: subscriptions.pdfLogo,
    mailer,
    counters,
    exportDir: config.exportDir,
    publicUrl: config.publicUrl,
    operatorEmail: config.operator.email,
    now,
    log: app.log,
    ...(deps.exportTuning ? { tuning: deps.exportTuning } : {}),
  });
  if (deps.exportWorker !== false) {
    app.addHook('onReady', async () => exports.worker.start());
  }
  registerReminderMails({ db, jobs, mailer, reminders, publicUrl: config.publicUrl, now, log: app.log });
  const monthZip = createMonthZip({ documents, forms, renderer, logoFor: subscriptions.pdfLogo });
  const monthZipJobs = createMonthZipJobs({ db, jobs, monthZip, documents, dir: path.join(config.exportDir, 'efactura-month'), now, log: app.log });
  if (deps.jobsRunner !== false) app.addHook('onReady', async () => jobs.start());
  // Before the database closes: a running job stops at its next batch and is queued again.
  app.addHook('preClose', async () => jobs.stop());
  // Before the PDF pool and the database close: an export being written is queued again.
  app.addHook('preClose', async () => exports.worker.stop());
  registerAuthentication(app, auth);
  const redisPrefix = deps.redisPrefix ?? 'atelier:';
  // A crashed instance stops touching its entries: they expire after three missed beats.
  const presenceStore = deps.redis
    ? redisPresenceStore({ redis: deps.redis, prefix: redisPrefix, ttlMs: 3 * PRESENCE_UPDATE_INTERVAL_MS })
    : memoryPresenceStore();
  const presence = startPresenceServer({
    httpServer: app.server,
    auth,
    tokens,
    store: presenceStore,
    redis: deps.redis && { client: deps.redis, prefix: redisPrefix },
    origins: config.presenceOrigins,
    now,
    log: app.log,
  });
  // Before the HTTP server closes: open sockets would otherwise hold it open.
  app.addHook('preClose', async () => presence.close());
  documents.registerHook(bookingHook);
  const appointments = createAppointmentsService({ db, forms, documents, now });
  const calendarFeed = createCalendarFeedService({ db, counters, publicUrl: config.publicUrl, now });
  const confirmations = createConfirmationMails({ db, mailer, now, log: app.log });
  const videoPlanner = createVideoPlannerService({ db, forms, documents, now });
  const team = createTeamService({ db, auth, presence, counters, mailer, config, now, log: app.log });
  const accountDeletion = createAccountDeletionService({
    db,
    auth,
    counters,
    mailer,
    config,
    now,
    log: app.log,
    forgetPresence: async (userIds) => {
      await Promise.all(userIds.map((id) => presence.forgetUser(id)));
    },
    removeOrphanExports: () => exports.sweep(),
  });

  const registry = createRegistryService({
    db,
    box: createSecretBox({ key: deps.encryptionKey, previous: config.previousEncryptionKeys }),
    adapter:
      deps.registryAdapter ??
      (config.registryUrl ? createHttpRegistryAdapter({ baseUrl: config.registryUrl, timeoutMs: config.registryTimeoutMs, retries: config.registryRetries }) : undefined),
    counters,
    now,
  });

  seoRoutes(app, { seo });
  await app.register(
    async (api) => {
      healthRoutes(api, { db });
      authRoutes(api, { auth, secureCookies: https });
      accountRoutes(api, { account, settings: accountSettings });
      accountDeletionRoutes(api, { deletion: accountDeletion });
      profileRoutes(api, { profile });
      formsRoutes(api, { forms, samples: catalogSamples });
      formRequestsRoutes(api, { requests: formRequests });
      documentsRoutes(api, { documents, idempotency });
      stepDataRoutes(api, { steps });
      publicSubmissionsRoutes(api, { publics, idempotency });
      pdfRoutes(api, { pdfs });
      presenceRoutes(api, { store: presenceStore });
      statisticsRoutes(api, { statistics });
      adminFormsRoutes(api, { adminForms });
      adminUsersRoutes(api, { adminUsers });
      billingRoutes(api, { subscriptions });
      contactRoutes(api, { contact });
      siteRoutes(api, { content: siteContent, operator: config.operator });
      seoApiRoutes(api, { seo });
      teamRoutes(api, { team, secureCookies: https });
      dataExportRoutes(api, { exports });
      registryRoutes(api, { registry });
      efacturaRoutes(api, { efactura, monthZip, monthZipJobs });
      companyLookupRoutes(api, { anaf });
      appointmentsRoutes(api, { appointments, videoPlanner, calendarFeed, confirmations });
      tagsRoutes(api, { tags });
      remindersRoutes(api, { reminders });
    },
    { prefix: API_PREFIX },
  );
  return app;
};
