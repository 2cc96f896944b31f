/**
 * The Atelier API on a fresh PGlite database with the reference estimate published, in a process
 * of its own, for the PDF benchmark's "through the API" row: its PDF calls use the worker pool
 * (PDF_WORKERS, default the cores) as in production, while the benchmark times GET /api/health.
 */
import { createFormsService } from '../../packages/server/src/features/forms/forms.service.js';
import { catalogDefinition } from '../../packages/server/src/pdf/test-support/samples.js';
import { openTestDatabase } from '../../packages/server/src/test/databases.js';
import { startBenchApp } from '../lib/bench-app.js';
import { serveForBench } from '../lib/server-process.js';

await serveForBench(async () => {
  const database = await openTestDatabase('pglite');
  const { id } = await createFormsService({ db: database.db, now: () => new Date() }).publish(catalogDefinition('deviz-auto-platitor-tva.json'));
  const server = await startBenchApp(database);
  return { ...server, info: { ...server.info, formId: id } };
});
