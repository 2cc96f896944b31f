import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/schema.js';
import type { Jobs } from './jobs.js';

/**
 * The embedded database's upkeep (issue 28). PGlite runs PostgreSQL in single-user mode: no
 * autovacuum, so nothing ever ANALYZEs or VACUUMs. A new installation's tables were empty when the
 * statistics functions made their generic plans (stats_refresh_planned forces them), and without an
 * ANALYZE nothing tells the one long-lived backend to plan again: a save cost more with every
 * document (28 ms at 1,000 documents, 120 ms at 10,000; a restart brought it back to 30). Every
 * statistics bucket a save touches is also rewritten, leaving ~15 dead rows per save in
 * stat_buckets that only a VACUUM reclaims. And a table never vacuumed has no visibility map: an
 * "index-only" scan reads every row's page anyway. Counting a business's 500 documents for the
 * history's total read 494 pages (2.3 ms warm, 49 ms from disk) instead of 12 (0.5 ms); on a full
 * installation those pages no longer fit PGlite's page cache, and a morning's lists and searches
 * cost three times the CPU of the same data vacuumed.
 *
 * So a job on the jobs runner, every `intervalMs`, does what autovacuum would: ANALYZE each table
 * changed by more than 50 rows + 10% since its last analyse (which also makes every cached plan
 * over it be planned again), and VACUUM each table with dead rows past 50 + 20%, or more than
 * 1,000 rows inserted since its last vacuum (PostgreSQL 13's insert-driven vacuum, without its
 * scale factor: small, frequent steps), or more than 128 pages (1 MB) not known to be all-visible.
 * The last one is read from the table's size and pg_class, which outlive a restart; PGlite's
 * activity counters start again at zero at every start. Each step is one statement; between two,
 * the runner lets requests in, and a table vacuumed every few minutes has little to scan (the
 * visibility map lets VACUUM skip the rest): ~25 ms for 1 MB of new rows. Where autovacuum runs
 * (its launcher is there: PostgreSQL by default), only the ANALYZEs (cheap, and at most once per
 * threshold crossed), no VACUUM.
 */

export const DB_MAINTENANCE_JOB = 'db-maintenance';

/**
 * autovacuum's defaults (autovacuum_analyze_threshold / _scale_factor, autovacuum_vacuum_*,
 * autovacuum_vacuum_insert_threshold), and the pages not known all-visible that call for a VACUUM.
 */
export const MAINTENANCE_THRESHOLDS = { analyzeRows: 50, analyzeShare: 0.1, vacuumRows: 50, vacuumShare: 0.2, vacuumInserts: 1000, unvisiblePages: 128 };

export type TableStats = { table: string; live: number; dead: number; modified: number; inserted: number; unvisible: number };

/**
 * This schema's tables with their row counters, and their pages not known all-visible: the
 * table's size in pages now, less pg_class.relallvisible (as the last VACUUM or ANALYZE set it).
 * A table's size is pg_class.reltuples, as autovacuum's thresholds take it: it outlives a restart,
 * where PGlite's n_live_tup starts again at zero, and with it the threshold fell to 50 rows: the
 * first 50 saves after a start had the largest table ANALYZEd (1.8 s of a 60,000-document PGlite
 * with every request waiting; the spv benchmark's one-second stall). -1 (never analysed) counts as 0.
 * current_schema: tests and operators may use another than public.
 */
export const tableStats = async (db: Kysely<Database>): Promise<TableStats[]> =>
  (
    await sql<{ table: string; live: string; dead: string; modified: string; inserted: string; unvisible: string }>`
      select s.relname as "table", greatest(c.reltuples, 0)::bigint as live, s.n_dead_tup as dead, s.n_mod_since_analyze as modified, s.n_ins_since_vacuum as inserted,
        greatest(0, pg_relation_size(s.relid) / current_setting('block_size')::bigint - c.relallvisible) as unvisible
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.schemaname = current_schema() order by s.relname`.execute(db)
  ).rows.map((r) => ({ table: r.table, live: Number(r.live), dead: Number(r.dead), modified: Number(r.modified), inserted: Number(r.inserted), unvisible: Number(r.unvisible) }));

/** Whether autovacuum looks after this database (PostgreSQL), or no one does (PGlite, or autovacuum turned off). */
const autovacuumRuns = async (db: Kysely<Database>): Promise<boolean> =>
  (await sql<{ runs: boolean }>`select exists (select 1 from pg_stat_activity where backend_type = 'autovacuum launcher') as runs`.execute(db)).rows[0]?.runs ??
  false;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export type MaintenancePlan = { analyze: string[]; vacuum: string[] };

/** What one run does, from the tables' counters: the tables to vacuum, most dead rows and unvisible pages first. */
export const planMaintenance = (tables: readonly TableStats[], { vacuum }: { vacuum: boolean }): MaintenancePlan => {
  const t = MAINTENANCE_THRESHOLDS;
  const analyze = tables.filter((s) => s.modified > t.analyzeRows + t.analyzeShare * s.live).map((s) => s.table);
  const due = vacuum ? tables.filter((s) => s.dead > t.vacuumRows + t.vacuumShare * s.live || s.inserted > t.vacuumInserts || s.unvisible > t.unvisiblePages) : [];
  const weight = (s: TableStats) => s.dead + s.unvisible;
  return { analyze, vacuum: [...due].sort((a, b) => weight(b) - weight(a) || a.table.localeCompare(b.table)).map((s) => s.table) };
};

/** One run: the ANALYZEs due, then the VACUUMs, one table at a time, requests let in between. */
export const maintainDatabase = async (
  db: Kysely<Database>,
  { pause, log }: { pause: () => Promise<void>; log: FastifyBaseLogger },
): Promise<MaintenancePlan & { ms: Record<string, number> }> => {
  const plan = planMaintenance(await tableStats(db), { vacuum: !(await autovacuumRuns(db)) });
  const ms: Record<string, number> = {};
  const timed = async (what: string, statement: string) => {
    await pause();
    const started = performance.now();
    await sql.raw(statement).execute(db);
    ms[what] = Math.round(performance.now() - started);
  };
  for (const table of plan.analyze) await timed(`analyze ${table}`, `analyze ${quoted(table)}`);
  for (const table of plan.vacuum) await timed(`vacuum ${table}`, `vacuum ${quoted(table)}`);
  if (plan.analyze.length > 0 || plan.vacuum.length > 0) log.info({ ms }, 'database maintenance');
  return { ...plan, ms };
};

/** Registers the job and its schedule (a run every `intervalMs`; 0 registers nothing). */
export const scheduleDatabaseMaintenance = (jobs: Jobs, { db, log, intervalMs }: { db: Kysely<Database>; log: FastifyBaseLogger; intervalMs: number }) => {
  if (intervalMs <= 0) return;
  jobs.register(DB_MAINTENANCE_JOB, async (ctx) => void (await maintainDatabase(db, { pause: ctx.pause, log })));
  jobs.schedule({ kind: DB_MAINTENANCE_JOB, key: (at) => `${DB_MAINTENANCE_JOB}:${Math.floor(at.getTime() / intervalMs)}` });
};
