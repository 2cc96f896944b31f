import path from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { CUSTOMER_DATA, EXPORT_TABLES, OPENAPI_TAGS, PDF_TASKS, ROUTE_ACCESS, SECRET_LINKS, SERVER_MODULES } from './app-modules.js';
import type { Config } from './config.js';
import type { Database } from './db/schema.js';
import type { DataExportTuning } from './features/data-export/index.js';
import { siteModule } from './features/site/index.js';
import type { SpvTuning } from './features/spv/index.js';
import type { AutoTagTuning } from './features/tags/index.js';
import { registerCanonicalHost } from './http/canonical-host.js';
import { registerErrorHandling } from './http/error-handler.js';
import { healthRoutes } from './http/health.js';
import { loggerOptions, registerRequestLogging, urlRedactor } from './http/logging.js';
import { registerOpenApi } from './http/openapi.js';
import { registerSecurityHeaders } from './http/security.js';
import { registerClosingConnections } from './http/closing-connections.js';
import { registerSpa } from './http/spa.js';
import { registerTextGuard } from './http/text-guard.js';
import type { CounterStore } from './infra/counter-store.js';
import { scheduleDatabaseMaintenance } from './infra/jobs/db-maintenance.js';
import { createJobs, type JobsTuning } from './infra/jobs/jobs.js';
import type { AnafClient } from './integrations/anaf/anaf-client.js';
import type { RegistryAdapter } from './integrations/registry/registry-adapter.js';
import type { SpvAdapter } from './integrations/spv/spv-adapter.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { createSmsGateway, type SmsGateway } from './integrations/sms/sms-gateway.js';
import { moduleContext, type ServerModule } from './modules.js';
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
  /** Default: the HTTP gateway of SMS_GATEWAY_URL (off without it); tests pass one against the fake. */
  sms?: SmsGateway;
  /** Default: the HTTP adapter against REGISTRY_URL (none without it). */
  registryAdapter?: RegistryAdapter;
  /** Default: the HTTP adapter against ANAF_SPV_URL / ANAF_OAUTH_URL when ANAF_SPV_CLIENT_ID is set (none without: SPV is not configured). */
  spvAdapter?: SpvAdapter;
  /** The SPV uploads' schedules (tests make them short). */
  spvTuning?: Partial<SpvTuning>;
  now?: () => Date;
  logStream?: NodeJS.WritableStream;
  /**
   * Start the PDF workers (fonts loaded, a sample rendered) before listening, so the first PDF is
   * as fast as the rest: main.ts does; tests leave it to the first PDF, so most never start any.
   */
  startPdfWorkers?: boolean;
  /** Page size, progress and sweeps of the data export (tests make pages small). */
  exportTuning?: Partial<DataExportTuning>;
  /** ANAF's VAT-payer register; defaults to ANAF_URL (tests pass the fake's client or URL). */
  anaf?: AnafClient;
  /**
   * Run background jobs (auto-tagging, reminder e-mails, digests, data exports, month ZIPs, their
   * sweeps) on this instance; default on. Tests of the runner turn it off to drive it themselves
   * (jobs.tick()). A requested data export runs at once either way.
   */
  jobsRunner?: boolean;
  /**
   * Keep the derived directories (vehicles, customers: DESIGN.md "Derived directories") current on
   * every save, edit and deletion through their document hooks; default on. Only the directories
   * benchmark's twin server turns it off, to time a save as it was before the directories; main.ts
   * never does (the directories would go stale until their rebuild).
   */
  directoryHooks?: boolean;
  jobsTuning?: Partial<JobsTuning>;
  autoTagTuning?: Partial<AutoTagTuning>;
  /** Sees every route as it is added (tests list them to check schemas and authorization). */
  onRoute?: (route: RouteOptions) => void;
};

/**
 * Builds the whole application (API + SPA) without listening: tests and main.ts both use it. First
 * the infrastructure, then every module of app-modules.ts (DESIGN.md "Features are modules").
 */
export const buildApp = async (deps: AppDeps): Promise<FastifyInstance> => {
  const { config, db, counters } = deps;
  const now = deps.now ?? (() => new Date());
  // Every URL the log writes loses the secrets of the links the modules declare.
  const redactUrl = urlRedactor(SECRET_LINKS);
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream, redactUrl),
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
  const sms =
    deps.sms ??
    createSmsGateway({
      baseUrl: config.sms?.url,
      apiKey: config.sms?.key,
      sender: config.sms?.sender,
      ...(config.sms ? { timeoutMs: config.sms.timeoutMs, retries: config.sms.retries } : {}),
      logger: app.log,
    });
  // The one background-jobs runner (infra/jobs): every instance runs one; the table shares the work.
  const jobs = createJobs({ db, now, log: app.log, ...(deps.jobsTuning ? { tuning: deps.jobsTuning } : {}) });
  app.decorate('jobs', jobs);
  scheduleDatabaseMaintenance(jobs, { db, log: app.log, intervalMs: config.dbMaintenanceMs });
  // Before the PDF pool and the database close: a running job (an export being written too) stops
  // at its next batch and is queued again.
  app.addHook('preClose', async () => jobs.stop());
  const renderer = createPdfRenderer({ workers: config.pdfWorkers, nice: config.pdfWorkerNice, limits: config.pdfLimits, tasks: PDF_TASKS });
  app.addHook('onClose', async () => renderer.close());
  if (deps.startPdfWorkers) {
    // Here rather than in an onReady hook: hooks time out after 10 s (pluginTimeout), which a busy
    // machine's warm-up can pass; buildApp returns before the server listens either way.
    const startedAt = performance.now();
    const threads = await renderer.start();
    app.log.info({ threads: threads.length, ms: Math.round(performance.now() - startedAt) }, 'PDF workers ready');
  }
  const https = config.publicUrl.startsWith('https:');

  // Every module's services, each built once (a module builds the ones it uses first).
  const context = moduleContext({ app, config, db, counters, mailer, sms, jobs, renderer, now, log: app.log, https, deps, exportTables: EXPORT_TABLES, customerData: CUSTOMER_DATA, secretLinks: SECRET_LINKS });
  const modules: { module: ServerModule; services: unknown }[] = [];
  for (const module of SERVER_MODULES) modules.push({ module, services: await context.use(module) });

  // Before any route: encapsulated plugins take the error handler in force when they register.
  // A path the API does not know is the SPA's, its public pages drawn by the site module.
  const { seo } = await context.use(siteModule);
  const spaFallback = await registerSpa(app, config.webDist, seo.renderPage);
  registerErrorHandling(app, { apiPrefix: API_PREFIX, spaFallback });
  if (config.canonicalHost) registerCanonicalHost(app, config.canonicalHost);
  registerSecurityHeaders(app, { https });
  registerClosingConnections(app);
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: config.bodyLimit });
  registerRequestLogging(app, redactUrl);
  registerTextGuard(app);
  await registerOpenApi(app, { apiPrefix: API_PREFIX, tags: OPENAPI_TAGS, access: ROUTE_ACCESS, serverUrl: config.publicUrl });

  for (const { module, services } of modules) module.decorate?.(app, services, context);
  await app.register(
    async (api) => {
      healthRoutes(api, { db });
      for (const { module, services } of modules) module.routes(api, services, context);
    },
    { prefix: API_PREFIX },
  );
  if (deps.jobsRunner !== false) app.addHook('onReady', async () => jobs.start());
  return app;
};
