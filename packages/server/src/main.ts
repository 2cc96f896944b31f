import path from 'node:path';
import { Redis } from 'ioredis';
import { APP_VERSION } from '@atelier/core';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/connection.js';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.js';
import { migrate } from './db/migrate.js';
import { ensureFirstAdmin } from './features/auth/first-admin.js';
import { seedCatalog } from './features/forms/catalog.js';
import { createFormsService } from './features/forms/forms.service.js';
import { memoryCounterStore, redisCounterStore } from './infra/counter-store.js';
import { loadSecrets } from './secrets.js';

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

const start = async () => {
  const config = loadConfig(process.env);
  const secrets = loadSecrets({ dataDir: config.dataDir, jwtSecret: config.jwtSecret, encryptionKey: config.encryptionKey });
  const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db'), sharedBuffersMb: config.pgliteSharedBuffersMb, thread: config.pgliteThread });
  await migrate(database.db);
  await announceFirstAdmin(config, database.db);
  // One Redis connection for rate limits and presence; counters.close() quits it after app.close().
  const redis = config.redisUrl ? new Redis(config.redisUrl) : undefined;
  const counters = redis ? redisCounterStore(redis) : memoryCounterStore();

  const app = await buildApp({ config, db: database.db, counters, jwtSecret: secrets.jwtSecret, redis });
  await seedCatalog({ dir: config.catalogDir, forms: createFormsService({ db: database.db, now: () => new Date() }), log: app.log });
  if (config.databaseUrl && !config.jwtSecret) {
    app.log.warn('JWT_SECRET is not set: using one generated in DATA_DIR. Running several instances? Give them all the same JWT_SECRET.');
  }

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
  print(`Atelier ${APP_VERSION} is running at http://localhost:${port} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);
};

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Atelier could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
