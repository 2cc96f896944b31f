/**
 * The Atelier API with the reference estimate published, in a process of its own, for the PDF
 * benchmark's "through the API" row: `pdf-server.ts <pglite|postgres>` (PostgreSQL from
 * TEST_DATABASE_URL). Its PDF calls use the worker pool as in production (PDF_WORKERS and
 * PDF_WORKER_NICE from the environment), while the benchmark times GET /api/health.
 */
import { createFormsService } from '../../packages/server/src/features/forms/forms.service.js';
import { catalogDefinition } from '../../packages/server/src/pdf/test-support/samples.js';
import { openTestDatabase } from '../../packages/server/src/test/databases.js';
import { startBenchApp } from '../lib/bench-app.js';
import { serveForBench } from '../lib/server-process.js';

const kind = process.argv[2];
if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`pdf-server: expected pglite or postgres, got "${kind ?? ''}"`);
const env = Object.fromEntries(['PDF_WORKERS', 'PDF_WORKER_NICE'].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));

await serveForBench(async () => {
  const database = await openTestDatabase(kind);
  const { id } = await createFormsService({ db: database.db, now: () => new Date() }).publish(catalogDefinition('deviz-auto-platitor-tva.json'));
  const server = await startBenchApp(database, undefined, env);
  return { ...server, info: { ...server.info, formId: id } };
});
