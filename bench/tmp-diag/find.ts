// Temporary diagnostic (not committed): per-keystroke find timings on a seeded workshop database.
import { sql } from 'kysely';
import { formatPhone, formatPlate } from '@atelier/core';
import { createCustomersService } from '../../packages/server/src/features/customers/customers.service.js';
import { createVehiclesService } from '../../packages/server/src/features/vehicles/vehicles.service.js';
import { BENCH_PASSWORD, seedDocuments } from '../documents/seed.js';
import { logIn, openBenchDatabase, seededServerScript, type Kind } from '../lib/seeded-database.js';
import { startServerProcess } from '../lib/server-process.js';
import { keystrokes } from '../directories/play.js';

const kind = (process.argv[2] ?? 'postgres') as Kind;
const docs = Number(process.argv[3] ?? 100000);
import { openTestDatabase } from '../../packages/server/src/test/databases.js';
let opened: any; let database: any; let where: string; let user: any;
if (process.env.SCHEMA) {
  process.env.TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
  const { createPostgresDialectDb } = {} as any;
  const pg = await import('pg'); const { Kysely, PostgresDialect } = await import('kysely');
  const pool = new pg.default.Pool({ connectionString: 'postgres://postgres@127.0.0.1:5432/test', options: `-c search_path=${process.env.SCHEMA}` });
  database = { db: new Kysely<any>({ dialect: new PostgresDialect({ pool }) }), close: () => pool.end() };
  where = process.env.SCHEMA;
  user = (await sql`select u.id, u.email from users u join documents d on d.business_id = u.id group by u.id, u.email order by count(*) desc limit 1`.execute(database.db)).rows[0];
  opened = { cleanup: async () => {} };
} else {
opened = await openBenchDatabase(kind);
if ('unavailable' in opened) throw new Error(opened.unavailable);
({ database, where } = opened);
const seeded = await seedDocuments(database.db, { users: 1, heavyDocs: docs, totalDocs: docs, budgetSeconds: Infinity, workers: 1, batchSize: 1000, maintenanceWorkMem: '256MB', source: 'workshop', log: console.log });
user = seeded.users[0]!;
await createVehiclesService({ db: database.db }).rebuildAll();
await createCustomersService({ db: database.db, now: () => new Date() }).rebuildAll();
for (const table of ['vehicles', 'vehicle_documents', 'customers', 'customer_documents']) await sql.raw(`vacuum (analyze) ${table}`).execute(database.db);
console.log('schema', where, 'user', user.id);
}
const col = async (q: any) => (await q.execute(database.db)).rows.map((r: any) => r.v);
const texts: Record<string, string[]> = {
  plate: (await col(sql`select plate_key as v from vehicles where business_id = ${user.id} and plate_key is not null order by md5(id) limit 8`)).map(formatPlate),
  phone: (await col(sql`select phone as v from customers where business_id = ${user.id} and phone is not null order by md5(id) limit 8`)).map(formatPhone),
  number: await col(sql`select number as v from documents where business_id = ${user.id} order by md5(id) limit 8`),
  name: await col(sql`select name as v from customers where business_id = ${user.id} and name is not null order by md5(id) limit 8`),
};
if (kind === 'pglite') await database.close();
const all: number[] = [];
const server = await startServerProcess({ script: seededServerScript, args: [kind, where], readyTimeoutMs: 180_000 });
const token = await logIn(server.url, user.email, BENCH_PASSWORD);
const time = async (q: string) => {
  const t = performance.now();
  const r = await fetch(`${server.url}/api/user/find?q=${encodeURIComponent(q)}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await r.json() as any;
  return { ms: performance.now() - t, groups: (body.groups ?? []).map((g: any) => `${g.group}:${g.items.length}`).join(',') };
};
for (let round = 0; round < 2; round++) for (const [k, list] of Object.entries(texts)) for (const text of list) for (const q of keystrokes(text)) {
  const { ms, groups } = await time(q);
  if (round === 1) all.push(ms);
  if (round === 1 && ms > 40) console.log(k.padEnd(7), ms.toFixed(0).padStart(5), JSON.stringify(q), groups);
}
all.sort((a,b)=>a-b); console.log('n', all.length, 'p50', all[Math.floor(all.length*0.5)]?.toFixed(1), 'p95', all[Math.floor(all.length*0.95)]?.toFixed(1));
await server.stop();
if (process.env.KEEP !== '1') await opened.cleanup(); else { console.log('kept', where); process.exit(0); }
