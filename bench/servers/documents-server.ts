/**
 * The Atelier API on a database a benchmark (documents, statistics) has already seeded, in a process of its
 * own, opened the way main.ts opens it (PostgreSQL pool of 10, PGlite on a data folder):
 * `documents-server.ts postgres <schema>` (URL from TEST_DATABASE_URL) or
 * `documents-server.ts pglite <data folder>`; `--no-directory-hooks` after them builds it without the
 * vehicle and customer directories' hooks (AppDeps.directoryHooks: the directories benchmark's twin).
 */
import { openDatabase } from '../../packages/server/src/db/connection.js';
import { migrate } from '../../packages/server/src/db/migrate.js';
import { startBenchApp } from '../lib/bench-app.js';
import { serveForBench } from '../lib/server-process.js';

const [kind, where, flag] = process.argv.slice(2);
if ((kind !== 'pglite' && kind !== 'postgres') || !where || (flag !== undefined && flag !== '--no-directory-hooks')) throw new Error(`documents-server: expected "pglite <dir>" or "postgres <schema>", got "${process.argv.slice(2).join(' ')}"`);
const deps = flag === '--no-directory-hooks' ? { directoryHooks: false } : {};

const open = () => {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite', dataDir: where });
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('documents-server: TEST_DATABASE_URL is not set');
  // `public` stays on the path for pg_trgm, as in the test databases.
  return openDatabase({ kind: 'postgres', url, schema: `${where},public`, poolSize: 10 });
};

const start = async () => {
  const database = await open();
  try {
    await migrate(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return startBenchApp(database, undefined, {}, deps);
};

await serveForBench(start);
