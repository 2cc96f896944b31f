/**
 * Seeds the documents benchmark straight into the tables (not through HTTP): one published
 * estimate form, `users` accounts, and documents spread over three years in time order, user 0
 * (the measured one) holding exactly `heavyDocs` of them and the others sharing the rest.
 *
 * Rows are built in worker threads (the real processSubmission once per document, see
 * documents.ts) and written in batches with one `insert … select from unnest(arrays)` each, while
 * the next batches are being built. The secondary indexes of `documents` are dropped for the load
 * and created again from their own definitions (pg_get_indexdef, so they stay exactly the
 * migration's), then VACUUM ANALYZE: what a database looks like after autovacuum caught up.
 *
 * When loading takes longer than `budgetSeconds`, the other users' documents stop there and only
 * user 0's are still written, so the measured user always has exactly `heavyDocs`.
 */
import { Worker } from 'node:worker_threads';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../packages/server/src/db/schema.js';
import { newId } from '../../packages/server/src/db/ids.js';
import { hashPassword } from '../../packages/server/src/features/auth/passwords.js';
import { createFormsService } from '../../packages/server/src/features/forms/forms.service.js';
import { customerOf, random, type Planned, type Rows } from './documents.js';
import { SOURCES, type SourceName } from './sources.js';
import type { WorkerInit, WorkerReply, WorkerRequest } from './worker.js';

export type SeedOptions = {
  users: number;
  /** Documents of user 0, exact. */
  heavyDocs: number;
  /** All documents, user 0's included. */
  totalDocs: number;
  budgetSeconds: number;
  workers: number;
  batchSize: number;
  /** For the index builds, e.g. '1GB'. */
  maintenanceWorkMem: string;
  /** What the documents are (sources.ts): the documents benchmark's estimates by default. */
  source?: SourceName;
  log: (line: string) => void;
};

export type SeedUser = {
  id: string;
  email: string;
  documents: number;
  /** Customers to pick from (customer indexes 0 … pool-1). */
  pool: number;
  /** Documents per customer index: kept for users 0 and 1 only, so probes can search for what exists. */
  visits?: Uint32Array;
};

export type Seeded = {
  /** The first application's id, and every application's in the source's order. */
  formId: string;
  formIds: string[];
  password: string;
  users: SeedUser[];
  documents: number;
  planned: number;
  /** The budget ran out: fewer documents for the other users than planned. */
  truncated: boolean;
  seconds: { load: number; indexes: number; vacuum: number; total: number };
  /** Time the workers spent building rows (processSubmission and serialization), summed over workers. */
  buildSeconds: number;
  indexSeconds: Record<string, number>;
  /** The secondary indexes over trigrams (gin_trgm_ops), whatever the migrations call them. */
  trigramIndexes: string[];
  sizes: { table: string; trigramIndex: string; total: string };
};

export const BENCH_PASSWORD = 'parola-sigura-bench-1';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

type Connection = Kysely<Database>;

const workerUrl = new URL('./worker.ts', import.meta.url).href;

/** Worker threads with a queue each; `run` resolves with the rows of one batch. */
const workerPool = (count: number, init: WorkerInit) => {
  const waiting = new Map<number, { resolve: (reply: { rows: Rows; buildMs: number }) => void; reject: (error: Error) => void }>();
  const workers = Array.from({ length: count }, () => {
    // A TypeScript worker entry is not run through tsx's hooks on Node 20: load it through tsx's API.
    const worker = new Worker(`import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(workerUrl)}, ${JSON.stringify(workerUrl)}));`, {
      eval: true,
      workerData: init,
    });
    worker.on('message', (reply: WorkerReply) => {
      const entry = waiting.get(reply.id);
      waiting.delete(reply.id);
      if ('error' in reply) entry?.reject(new Error(`seed worker: ${reply.error}`));
      else entry?.resolve(reply);
    });
    worker.on('error', (error) => {
      for (const entry of waiting.values()) entry.reject(error);
      waiting.clear();
    });
    return worker;
  });
  let next = 0;
  return {
    run: (batch: Planned[]) =>
      new Promise<{ rows: Rows; buildMs: number }>((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        workers[id % workers.length]?.postMessage({ id, batch } satisfies WorkerRequest);
      }),
    close: () => Promise.all(workers.map((w) => w.terminate())),
  };
};

/** `forms`: the published applications, which each row's `form` indexes. */
const insertRows = (db: Connection, forms: readonly { id: string; version: number }[], rows: Rows) =>
  sql`
    insert into documents (id, business_id, created_by, form_id, form_version, number, seq, data, reusable, facts, search_text, created_at, updated_at)
    select r.id, r.user_id, r.user_id, f.id, f.version, r.number, r.seq, r.data, r.reusable, r.facts, r.search_text, r.created_at, r.created_at
    from unnest(${rows.id}::text[], ${rows.user_id}::text[], ${rows.number}::text[], ${rows.seq}::int[], ${rows.data}::jsonb[],
                ${rows.reusable}::jsonb[], ${rows.facts}::jsonb[], ${rows.search_text}::text[], ${rows.created_at}::timestamptz[], ${rows.form}::int[])
      as r(id, user_id, number, seq, data, reusable, facts, search_text, created_at, form)
    join unnest(${forms.map((f) => f.id)}::text[], ${forms.map((f) => f.version)}::int[]) with ordinality as f(id, version, n) on f.n = r.form + 1`.execute(db);

/** The indexes of `documents` that no constraint owns, with the statement that makes each. */
const secondaryIndexes = async (db: Connection) =>
  (
    await sql<{ name: string; definition: string }>`
      select i.relname as name, pg_get_indexdef(i.oid) as definition
      from pg_index x
      join pg_class i on i.oid = x.indexrelid
      join pg_class t on t.oid = x.indrelid
      where t.relname = 'documents' and t.relnamespace = current_schema()::regnamespace
        and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
      order by i.relname`.execute(db)
  ).rows;

const seconds = (since: number) => (performance.now() - since) / 1000;

export const seedDocuments = async (database: Kysely<Database>, options: SeedOptions): Promise<Seeded> => {
  const { users: userCount, heavyDocs, totalDocs, log } = options;
  if (userCount < 1 || heavyDocs < 1 || totalDocs < heavyDocs) throw new Error('seed: need users ≥ 1 and totalDocs ≥ heavyDocs ≥ 1');
  if (userCount === 1 && totalDocs !== heavyDocs) throw new Error('seed: with one user, totalDocs must equal heavyDocs');
  const started = performance.now();
  // One connection throughout, so the session settings below hold for every statement.
  return database.connection().execute(async (db) => {
    await sql`set synchronous_commit = off`.execute(db);
    await sql.raw(`set maintenance_work_mem = '${options.maintenanceWorkMem}'`).execute(db);

    const source = options.source ?? 'estimates';
    const forms: { id: string; version: number }[] = [];
    for (const definition of SOURCES[source].definitions()) {
      forms.push({ id: (await createFormsService({ db, now: () => new Date() }).publish(definition)).id, version: definition.version });
    }

    const end = Date.now() - 60 * 60 * 1000;
    const start = end - 3 * YEAR_MS;
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const others = totalDocs - heavyDocs;
    const users: SeedUser[] = Array.from({ length: userCount }, (_, i) => ({
      id: newId(new Date(start - YEAR_MS + i * 1000)),
      email: `bench.user${String(i).padStart(3, '0')}@example.ro`,
      documents: 0,
      pool: SOURCES[source].pool(i === 0 ? heavyDocs : others / (userCount - 1)),
    }));
    for (const user of users.slice(0, 2)) user.visits = new Uint32Array(user.pool);
    // Each account owns a business of the same id (as migration 018 made of every account).
    await db
      .insertInto('businesses')
      .values(users.map((u) => ({ id: u.id, created_at: new Date(start - YEAR_MS), trial_ends_at: new Date(end + 10 * YEAR_MS) })))
      .execute();
    await db
      .insertInto('users')
      .values(
        users.map((u) => ({
          id: u.id,
          email: u.email,
          password_hash: passwordHash,
          created_at: new Date(start - YEAR_MS),
          tokens_valid_after: new Date(0),
          business_id: u.id,
          role: 'owner' as const,
        })),
      )
      .execute();

    const indexes = await secondaryIndexes(db);
    for (const index of indexes) await sql.raw(`drop index "${index.name}"`).execute(db);

    // The timeline: position i is at start + i·step; user 0 takes exactly heavyDocs positions, evenly spread.
    const step = (end - start) / totalDocs;
    let position = 0;
    let truncated = false;
    const loadStarted = performance.now();
    const nextBatch = (): Planned[] | undefined => {
      if (!truncated && seconds(loadStarted) > options.budgetSeconds && position < totalDocs) {
        truncated = true;
        log(`  seeding budget of ${options.budgetSeconds} s reached at position ${position.toLocaleString('en-US')}: only user 0's documents from here on`);
      }
      const batch: Planned[] = [];
      while (batch.length < options.batchSize && position < totalDocs) {
        const index = position++;
        const heavy = Math.floor(((index + 1) * heavyDocs) / totalDocs) - Math.floor((index * heavyDocs) / totalDocs) === 1;
        if (!heavy && truncated) continue;
        const user = heavy ? 0 : 1 + Math.floor(random(index, 0x05e)() * (userCount - 1));
        const owner = users[user] as SeedUser;
        owner.documents += 1;
        if (owner.visits) {
          const c = customerOf(index, owner.pool);
          owner.visits[c] = (owner.visits[c] ?? 0) + 1;
        }
        batch.push({ index, user, seq: owner.documents, createdAt: start + (index + random(index, 0x7)()) * step });
      }
      return batch.length > 0 ? batch : undefined;
    };

    const pool = workerPool(options.workers, { userIds: users.map((u) => u.id), pools: users.map((u) => u.pool), source });
    let written = 0;
    let buildMs = 0;
    let lastLog = performance.now();
    try {
      const pending: Promise<{ rows: Rows; buildMs: number }>[] = [];
      for (;;) {
        while (pending.length < options.workers * 2) {
          const batch = nextBatch();
          if (!batch) break;
          pending.push(pool.run(batch));
        }
        const next = pending.shift();
        if (!next) break;
        const { rows, buildMs: batchMs } = await next;
        buildMs += batchMs;
        await insertRows(db, forms, rows);
        written += rows.id.length;
        if (performance.now() - lastLog > 15_000) {
          lastLog = performance.now();
          log(`  ${written.toLocaleString('en-US')} documents written, ${Math.round(written / seconds(loadStarted)).toLocaleString('en-US')}/s`);
        }
      }
    } finally {
      await pool.close();
    }
    const loadSeconds = seconds(loadStarted);
    log(`  ${written.toLocaleString('en-US')} documents written in ${Math.round(loadSeconds)} s; building ${indexes.length} indexes`);

    const indexesStarted = performance.now();
    const indexSeconds: Record<string, number> = {};
    for (const index of indexes) {
      const t = performance.now();
      await sql.raw(index.definition).execute(db);
      indexSeconds[index.name] = seconds(t);
    }
    const indexesTook = seconds(indexesStarted);

    // Where submits continue the numbering.
    await sql`insert into document_counters (business_id, form_id, last_number) select business_id, form_id, max(seq) from documents group by business_id, form_id`.execute(db);
    // …and each series of a prefix (migration 027), shared by a business's applications with it.
    await sql`insert into document_series (business_id, series, last_number)
      select business_id, left(number, strpos(number, '-') - 1), max(seq) from documents where strpos(number, '-') > 1 group by 1, 2`.execute(db);
    const vacuumStarted = performance.now();
    for (const table of ['documents', 'document_counters', 'document_series', 'users', 'forms', 'form_versions', 'document_stats', 'document_stat_lines', 'stat_buckets']) await sql.raw(`vacuum (analyze) ${table}`).execute(db);
    const vacuumTook = seconds(vacuumStarted);

    const trigramIndexes = indexes.filter((index) => index.definition.includes('gin_trgm_ops')).map((index) => index.name);
    const size = await sql<{ table: string; trigram: string | null; total: string }>`
      select pg_size_pretty(pg_table_size('documents')) as table,
             (select pg_size_pretty(sum(pg_relation_size(to_regclass(name)))) from unnest(${trigramIndexes}::text[]) as name) as trigram,
             pg_size_pretty(pg_total_relation_size('documents')) as total`.execute(db);
    const sizes = size.rows[0];
    return {
      formId: forms[0]?.id ?? '',
      formIds: forms.map((f) => f.id),
      password: BENCH_PASSWORD,
      users,
      documents: written,
      planned: totalDocs,
      truncated,
      seconds: { load: loadSeconds, indexes: indexesTook, vacuum: vacuumTook, total: seconds(started) },
      buildSeconds: buildMs / 1000,
      indexSeconds,
      trigramIndexes,
      sizes: { table: sizes?.table ?? '?', trigramIndex: sizes?.trigram ?? '–', total: sizes?.total ?? '?' },
    };
  });
};
