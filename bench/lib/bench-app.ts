/**
 * The Atelier API on a given database, listening on a random loopback port, as a benchmark's
 * server process runs it: logging off, tokens that outlive the run, no mail. `extend` adds routes
 * before listening (e.g. a bare baseline); `env` adds settings (e.g. PDF_WORKERS); `deps` more of
 * buildApp's (e.g. the directories' hooks off). Owns the database handle from then on.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp, type AppDeps } from '../../packages/server/src/app.js';
import { loadConfig } from '../../packages/server/src/config.js';
import type { DatabaseHandle } from '../../packages/server/src/db/connection.js';
import { memoryCounterStore } from '../../packages/server/src/infra/counter-store.js';
import type { Mailer } from '../../packages/server/src/mail/mailer.js';

const noMail: Mailer = { send: async () => undefined, close: () => undefined };

export const startBenchApp = async (
  database: DatabaseHandle,
  extend?: (app: FastifyInstance) => void,
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'directoryHooks'> = {},
) => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'atelier-bench-'));
  const cleanUp = async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const config = loadConfig({ ...env, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATA_DIR: dataDir, ACCESS_TOKEN_MINUTES: '120' });
    const app = await buildApp({ config, db: database.db, counters: memoryCounterStore(), jwtSecret: randomBytes(32).toString('hex'), encryptionKey: randomBytes(32).toString('hex'), mailer: noMail, ...deps });
    extend?.(app);
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const version = await sql<{ v: string }>`select current_setting('server_version') as v`.execute(database.db);
    return {
      url,
      info: { version: version.rows[0]?.v.split(' ')[0] ?? 'unknown' },
      close: async () => {
        await app.close();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
};
