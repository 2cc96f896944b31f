/**
 * The Atelier API on a fresh migrated test database, plus `GET /bare` as the baseline, in a process
 * of its own. Started by benchmarks through startServerProcess: `api-server.ts <pglite|postgres>`
 * (PostgreSQL from TEST_DATABASE_URL, as in the integration tests).
 */
import { openTestDatabase } from '../../packages/server/src/test/databases.js';
import { startBenchApp } from '../lib/bench-app.js';
import { serveForBench } from '../lib/server-process.js';

const kind = process.argv[2];
if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`api-server: expected pglite or postgres, got "${kind ?? ''}"`);

// The baseline: same server, same global hooks, but no auth, no schema, no database.
await serveForBench(async () => startBenchApp(await openTestDatabase(kind), (app) => app.get('/bare', async () => ({ ok: true }))));
