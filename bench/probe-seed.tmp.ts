import { sql } from 'kysely';
import { seedDocuments } from './documents/seed.js';
import { openBenchDatabase } from './lib/seeded-database.js';
const opened = await openBenchDatabase('postgres');
if ('unavailable' in opened) throw new Error(opened.unavailable);
const seeded = await seedDocuments(opened.database.db, { users: 10, heavyDocs: 5000, totalDocs: 50000, budgetSeconds: 600, workers: 1, batchSize: 1000, maintenanceWorkMem: '256MB', log: () => undefined });
console.log(JSON.stringify({ schema: opened.where, formId: seeded.formId, users: seeded.users.map((u) => u.id) }));
await opened.database.db.destroy?.();
process.exit(0);
