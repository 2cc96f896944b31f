/**
 * The Atelier API on a fresh migrated test database, plus `GET /bare` as the baseline, in a process
 * of its own. Started by benchmarks through startServerProcess: `api-server.ts <pglite|postgres>`
 * (PostgreSQL from TEST_DATABASE_URL, as in the integration tests).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../packages/server/src/app.js';
import { loadConfig } from '../../packages/server/src/config.js';
import { memoryCounterStore } from '../../packages/server/src/infra/counter-store.js';
import type { Mailer } from '../../packages/server/src/mail/mailer.js';
import { openTestDatabase, type DatabaseKind } from '../../packages/server/src/test/databases.js';
import { serveForBench } from '../lib/server-process.js';

const kind = process.argv[2];
if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`api-server: expected pglite or postgres, got "${kind ?? ''}"`);

const noMail: Mailer = { send: async () => undefined, close: () => undefined };

const start = async (databaseKind: DatabaseKind) => {
  const database = await openTestDatabase(databaseKind);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-bench-'));
  try {
    // Tokens outlive the whole run; logging is off as in a quiet production log level.
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATA_DIR: dataDir, ACCESS_TOKEN_MINUTES: '120' });
    const app = await buildApp({
      config,
      db: database.db,
      counters: memoryCounterStore(),
      jwtSecret: randomBytes(32).toString('hex'),
      mailer: noMail,
    });
    // The baseline: same server, same global hooks, but no auth, no schema, no database.
    app.get('/bare', async () => ({ ok: true }));
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const version = await sql<{ v: string }>`select current_setting('server_version') as v`.execute(database.db);
    return {
      url,
      info: { version: version.rows[0]?.v.split(' ')[0] ?? 'unknown' },
      close: async () => {
        await app.close();
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
};

await serveForBench(() => start(kind));
