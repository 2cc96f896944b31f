/**
 * The Atelier API on a database the documents benchmark has already seeded, in a process of its
 * own, opened the way main.ts opens it (PostgreSQL pool of 10, PGlite on a data folder):
 * `documents-server.ts postgres <schema>` (URL from TEST_DATABASE_URL) or
 * `documents-server.ts pglite <data folder>`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../packages/server/src/app.js';
import { loadConfig } from '../../packages/server/src/config.js';
import { openDatabase } from '../../packages/server/src/db/connection.js';
import { migrate } from '../../packages/server/src/db/migrate.js';
import { memoryCounterStore } from '../../packages/server/src/infra/counter-store.js';
import type { Mailer } from '../../packages/server/src/mail/mailer.js';
import { serveForBench } from '../lib/server-process.js';

const [kind, where] = process.argv.slice(2);
if ((kind !== 'pglite' && kind !== 'postgres') || !where) throw new Error(`documents-server: expected "pglite <dir>" or "postgres <schema>", got "${process.argv.slice(2).join(' ')}"`);

const noMail: Mailer = { send: async () => undefined, close: () => undefined };

const open = () => {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite', dataDir: where });
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('documents-server: TEST_DATABASE_URL is not set');
  // `public` stays on the path for pg_trgm, as in the test databases.
  return openDatabase({ kind: 'postgres', url, schema: `${where},public`, poolSize: 10 });
};

const start = async () => {
  const database = await open();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-bench-'));
  try {
    await migrate(database.db);
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATA_DIR: dataDir, ACCESS_TOKEN_MINUTES: '120' });
    const app = await buildApp({ config, db: database.db, counters: memoryCounterStore(), jwtSecret: randomBytes(32).toString('hex'), mailer: noMail });
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
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
};

await serveForBench(start);
