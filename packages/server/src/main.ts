import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { APP_VERSION } from '@atelier/core';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/connection.js';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.js';
import { migrate } from './db/migrate.js';
import { ensureFirstAdmin } from './features/auth/index.js';
import { createFormsService, seedCatalog } from './features/forms/index.js';
import { loggerOptions } from './http/logging.js';
import { memoryCounterStore, redisCounterStore } from './infra/counter-store.js';
import { loadSecrets } from './secrets.js';
import { runServerProcesses } from './server-processes.js';

const print = (line: string) => process.stdout.write(`${line}\n`);

const announceFirstAdmin = async (config: Config, db: Parameters<typeof ensureFirstAdmin>[0]) => {
  const admin = await ensureFirstAdmin(db, { email: config.adminEmail, password: config.adminPassword });
  if (!admin) return;
  if (admin.generatedPassword) {
    print('');
    print('  First admin account created (this password is shown only once):');
    print(`    e-mail:   ${admin.email}`);
    print(`    password: ${admin.generatedPassword}`);
    print(`  Log in at ${config.publicUrl}/admin/login and keep the password somewhere safe.`);
    print('');
  } else {
    print(`  First admin account created: ${admin.email} (password from ADMIN_PASSWORD)`);
  }
};

/** Migrations, the first admin and the catalogue: once per start, by the only or the primary process. */
const prepare = async (config: Config, db: DatabaseHandle['db']) => {
  const log = pino(loggerOptions(config.logLevel));
  await migrate(db);
  await announceFirstAdmin(config, db);
  await seedCatalog({ dir: config.catalogDir, forms: createFormsService({ db, now: () => new Date() }), log });
  if (config.databaseUrl && !config.jwtSecret) {
    log.warn('JWT_SECRET is not set: using one generated in DATA_DIR. Running several instances? Give them all the same JWT_SECRET.');
  }
  return log;
};

const openConfiguredDatabase = (config: Config) =>
  config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl, waitMs: config.databaseWaitMs })
    : openDatabase({
        kind: 'pglite',
        dataDir: path.join(config.dataDir, 'db'),
        sharedBuffersMb: config.pgliteSharedBuffersMb,
        thread: config.pgliteThread,
        waitMs: config.databaseWaitMs,
      });

const announce = (config: Config, port: number, where: string) => print(`Atelier ${APP_VERSION} is running at http://localhost:${port} (${where})`);

/** One server process: the whole app on its port. `primary` false for a cluster worker, whose primary prepared the database. */
const serve = async ({ config, primary }: { config: Config; primary: boolean }) => {
  const secrets = loadSecrets({ dataDir: config.dataDir, jwtSecret: config.jwtSecret, encryptionKey: config.encryptionKey });
  const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  const database = await openConfiguredDatabase(config);
  // One Redis connection for rate limits and presence; counters.close() quits it after app.close().
  const redis = config.redisUrl ? new Redis(config.redisUrl) : undefined;
  const counters = redis ? redisCounterStore(redis) : memoryCounterStore();

  if (primary) await prepare(config, database.db);
  const app = await buildApp({ config, db: database.db, counters, jwtSecret: secrets.jwtSecret, encryptionKey: secrets.encryptionKey, redis, startPdfWorkers: true });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await counters.close();
    await database.close();
    unlock();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (primary) announce(config, port, database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL');
};

/** SERVER_PROCESSES > 1 (PostgreSQL only): prepare once here, then fork the server processes. */
const servePrimary = async (config: Config) => {
  // Generated secrets are written now, before the processes read them.
  loadSecrets({ dataDir: config.dataDir, jwtSecret: config.jwtSecret, encryptionKey: config.encryptionKey });
  const database = await openConfiguredDatabase(config);
  let log: FastifyBaseLogger;
  try {
    log = await prepare(config, database.db);
  } finally {
    await database.close();
  }
  const { listening } = runServerProcesses({ count: config.serverProcesses, exec: fileURLToPath(import.meta.url), log });
  announce(config, await listening, `PostgreSQL, ${config.serverProcesses} server processes`);
};

const start = async () => {
  const config = loadConfig(process.env);
  if (config.serverProcesses > 1 && cluster.isPrimary) return servePrimary(config);
  return serve({ config, primary: cluster.isPrimary });
};

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Atelier could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
