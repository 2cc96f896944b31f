/**
 * One database's run of the directories benchmark (issue 31): one business's workshop documents
 * seeded straight into the tables (the documents benchmark's seeder, with bench/directories/workshop.ts
 * documents), the vehicle and customer directories made from them by the product's own rebuild (what
 * `npm run vehicles:rebuild` and `npm run customers:rebuild` run: timed), then the API in a process of
 * its own on that database: the vehicle page, Today and the find box timed one request at a time, and
 * saves through the API timed in turns against a twin server whose directories' hooks are off (the
 * same database on PostgreSQL, a copy of the data folder on PGlite).
 */
import { cp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { formatPhone, formatPlate } from '@atelier/core';
import type { Database } from '../../packages/server/src/db/schema.js';
import { createCustomersService } from '../../packages/server/src/features/customers/customers.service.js';
import { createVehiclesService } from '../../packages/server/src/features/vehicles/vehicles.service.js';
import { BENCH_PASSWORD, seedDocuments } from '../documents/seed.js';
import { sampleLatencies, summarizeLatencies, type Sampled } from '../lib/latency.js';
import type { Unavailable } from '../lib/per-database.js';
import { LABEL, logIn, openBenchDatabase, seededServerScript, type Kind } from '../lib/seeded-database.js';
import { startServerProcess, type ServerProcess } from '../lib/server-process.js';
import { knobs } from './knobs.js';
import { ESTIMATE, workshopDocument, workshopPool } from './workshop.js';

export type Line = Omit<Sampled, 'latencies' | 'notes'>;
export type FindKind = 'plate' | 'VIN' | 'name' | 'phone' | 'document number';
export type Played = {
  kind: Kind;
  version: string;
  seed: { documents: number; seconds: number };
  rebuild: { vehicles: number; vehiclesSeconds: number; customers: number; customersSeconds: number };
  pageCar: { documents: number };
  page: Line;
  otherPages: Line;
  today: Line;
  find: (Line & { kind: FindKind; keystrokes: number })[];
  findAll: Line;
  saves: { on: Line; off: Line };
  loadAverage: number;
  seconds: number;
};
/** A database not measured, and why (bench/lib/per-database.ts). */
export type { Unavailable };

const strip = ({ latencies: _latencies, notes: _notes, ...line }: Sampled): Line => line;

/** Each prefix of `text` from two characters on, as the find box sends them (trimmed, a repeat not sent again). */
export const keystrokes = (text: string): string[] => {
  const sent: string[] = [];
  for (let i = 2; i <= text.length; i++) {
    const q = text.slice(0, i).trim();
    if (q.length >= 2 && q !== sent.at(-1)) sent.push(q);
  }
  return sent;
};

/** The texts typed into the find box, each kind's letter by letter, from the seeded directory and documents. */
const findTexts = async (db: Kysely<Database>, businessId: string) => {
  const n = knobs.findTexts;
  const column = async (query: RawBuilder<{ v: string }>) => (await query.execute(db)).rows.map((r) => r.v);
  return {
    plate: (await column(sql<{ v: string }>`select plate_key as v from vehicles where business_id = ${businessId} and plate_key is not null order by md5(id) limit ${n}`)).map(formatPlate),
    VIN: await column(sql<{ v: string }>`select vin as v from vehicles where business_id = ${businessId} and vin is not null order by md5(id) limit ${n}`),
    name: await column(sql<{ v: string }>`select name as v from customers where business_id = ${businessId} and name is not null order by md5(id) limit ${n}`),
    phone: (await column(sql<{ v: string }>`select phone as v from customers where business_id = ${businessId} and phone is not null order by md5(id) limit ${n}`)).map(formatPhone),
    'document number': await column(sql<{ v: string }>`select number as v from documents where business_id = ${businessId} order by md5(id) limit ${n}`),
  } satisfies Record<FindKind, string[]>;
};

/** One save through the API, its time on the client. */
const timedSave = async (url: string, token: string, formId: string, body: string): Promise<number> => {
  const started = performance.now();
  const response = await fetch(`${url}/api/user/forms/${formId}/submit`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 201) throw new Error(`POST /api/user/forms/:id/submit: ${response.status} ${text.slice(0, 300)}`);
  return ms;
};

export const playDirectories = async (kind: Kind, log: (line: string) => void): Promise<Played | Unavailable> => {
  const started = performance.now();
  const label = LABEL[kind];
  const opened = await openBenchDatabase(kind);
  if ('unavailable' in opened) return { kind, unavailable: opened.unavailable };
  const { database, where } = opened;
  let open = true;
  const servers: ServerProcess[] = [];
  try {
    const version = (await sql<{ v: string }>`select current_setting('server_version') as v`.execute(database.db)).rows[0]?.v.split(' ')[0] ?? 'unknown';
    const seeded = await seedDocuments(database.db, {
      users: 1,
      heavyDocs: knobs.documents,
      totalDocs: knobs.documents,
      budgetSeconds: Number.POSITIVE_INFINITY,
      workers: knobs.seedWorkers,
      batchSize: 1000,
      maintenanceWorkMem: kind === 'postgres' ? '1GB' : '256MB',
      source: 'workshop',
      log,
    });
    const user = seeded.users[0];
    const estimateForm = seeded.formIds[ESTIMATE];
    if (!user || !estimateForm) throw new Error('seed: no user or no estimate application');
    log(`  ${label}: seeded ${seeded.documents.toLocaleString('en-US')} documents in ${Math.round(seeded.seconds.total)} s; rebuilding the directories`);

    // The product's rebuild, as `npm run vehicles:rebuild` and `npm run customers:rebuild` run it.
    let t = performance.now();
    const vehicles = await createVehiclesService({ db: database.db }).rebuildAll();
    const vehiclesSeconds = (performance.now() - t) / 1000;
    t = performance.now();
    const customers = await createCustomersService({ db: database.db, now: () => new Date() }).rebuildAll();
    const customersSeconds = (performance.now() - t) / 1000;
    log(`  ${label}: ${vehicles.vehicles.toLocaleString('en-US')} vehicles in ${vehiclesSeconds.toFixed(1)} s, ${customers.customers.toLocaleString('en-US')} customers in ${customersSeconds.toFixed(1)} s`);
    for (const table of ['vehicles', 'vehicle_documents', 'customers', 'customer_documents']) await sql.raw(`vacuum (analyze) ${table}`).execute(database.db);

    const pageCar = (await sql<{ id: string; documents: number }>`select id, documents from vehicles where business_id = ${user.id} order by documents desc, id limit 1`.execute(database.db)).rows[0];
    if (!pageCar) throw new Error('no vehicle in the directory');
    const otherCars = (await sql<{ id: string }>`select id from vehicles where business_id = ${user.id} and id <> ${pageCar.id} order by md5(id) limit 500`.execute(database.db)).rows.map((r) => r.id);
    const texts = await findTexts(database.db, user.id);

    // PGlite: one process per data folder, so the twin gets a copy; PostgreSQL: both serve the same schema.
    let twinWhere = where;
    if (kind === 'pglite') {
      await database.close();
      open = false;
      twinWhere = path.join(path.dirname(where), 'twin');
      await cp(where, twinWhere, { recursive: true });
    }
    const server = await startServerProcess({ script: seededServerScript, args: [kind, where], readyTimeoutMs: 180_000 });
    servers.push(server);
    const twin = await startServerProcess({ script: seededServerScript, args: [kind, twinWhere, '--no-directory-hooks'], readyTimeoutMs: 180_000 });
    servers.push(twin);
    const token = await logIn(server.url, user.email, BENCH_PASSWORD);
    const twinToken = await logIn(twin.url, user.email, BENCH_PASSWORD);

    const kinds = Object.keys(texts) as FindKind[];
    const typed = Object.fromEntries(kinds.map((k) => [k, texts[k].flatMap(keystrokes)])) as Record<FindKind, string[]>;
    const sampled = await sampleLatencies({
      url: server.url,
      headers: { authorization: `Bearer ${token}` },
      samples: knobs.samples,
      warmup: 10,
      probes: [
        {
          name: `GET /api/user/vehicles/:id (${pageCar.documents} documents)`,
          path: () => `/api/user/vehicles/${pageCar.id}`,
          check: (answer) => ((JSON.parse(answer.body) as { documents: unknown[] }).documents.length === pageCar.documents ? undefined : `not its ${pageCar.documents} documents`),
        },
        { name: 'GET /api/user/vehicles/:id (other cars)', path: (i) => `/api/user/vehicles/${otherCars[i % otherCars.length] ?? ''}` },
        { name: 'GET /api/user/today', path: () => '/api/user/today' },
        ...kinds.map((k) => ({
          name: `GET /api/user/find: ${k}`,
          path: (i: number) => `/api/user/find?q=${encodeURIComponent(typed[k][i % typed[k].length] ?? '')}`,
        })),
      ],
    });
    const [page, otherPages, today, ...find] = sampled;
    if (!page || !otherPages || !today) throw new Error('missing lines');
    const findAll = summarizeLatencies('GET /api/user/find: every keystroke', find.flatMap((line) => line.latencies));
    for (const line of sampled) log(`  ${label} ${line.name}: p50 ${line.p50Ms.toFixed(1)} p95 ${line.p95Ms.toFixed(1)} ms`);

    // Saves in turns, the same body to both servers (ABBA), one request at a time, after as many untimed:
    // each connection of a server plans a function's statements anew for its first calls (PostgreSQL's pool has 10).
    const on: number[] = [];
    const off: number[] = [];
    const pool = workshopPool(knobs.documents);
    for (let k = -knobs.saves; k < knobs.saves; k++) {
      const body = JSON.stringify({ data: workshopDocument({ index: 90_000_000 + knobs.saves + k, user: 0, seq: 2 * (knobs.saves + k) + 1, createdAt: Date.now() }, pool).data });
      const order: [string, string, number[]][] = [[server.url, token, on], [twin.url, twinToken, off]];
      if (k % 2 !== 0) order.reverse();
      for (const [url, bearer, into] of order) {
        const ms = await timedSave(url, bearer, estimateForm, body);
        if (k >= 0) into.push(ms);
      }
    }
    const saves = { on: strip(summarizeLatencies('save, directories on', on)), off: strip(summarizeLatencies('save, directories off (twin)', off)) };
    log(`  ${label} saves: p50 ${saves.on.p50Ms.toFixed(1)} ms with the directories, ${saves.off.p50Ms.toFixed(1)} ms without`);

    return {
      kind,
      version,
      seed: { documents: seeded.documents, seconds: seeded.seconds.total },
      rebuild: { vehicles: vehicles.vehicles, vehiclesSeconds, customers: customers.customers, customersSeconds },
      pageCar: { documents: pageCar.documents },
      page: strip(page),
      otherPages: strip(otherPages),
      today: strip(today),
      find: find.map((line, i) => ({ ...strip(line), kind: kinds[i] as FindKind, keystrokes: typed[kinds[i] as FindKind].length })),
      findAll: strip(findAll),
      saves,
      loadAverage: os.loadavg()[0] ?? 0,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    for (const s of servers) await s.stop();
    // PostgreSQL's cleanup closes the handle and drops the schema; PGlite's removes the folder, closed first.
    if (open && kind === 'pglite') await database.close();
    await opened.cleanup();
  }
};
