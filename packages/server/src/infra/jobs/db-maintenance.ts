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
 * stat_buckets that only a VACUUM reclaims.
 *
 * So a job on the jobs runner, every `intervalMs`, does what autovacuum would, with its default
 * thresholds: ANALYZE each table changed by more than 50 rows + 10% since its last analyse (which
 * also makes every cached plan over it be planned again), and VACUUM the one table with the most
 * dead rows past 50 + 20% (one table a run: on PGlite a VACUUM holds the only connection, and a
 * table vacuumed every few minutes has few dead rows to clear). Between two tables the runner lets
 * requests in. Where autovacuum runs (its launcher is there: PostgreSQL by default), only the ANALYZEs (cheap, and
 * at most once per threshold crossed), no VACUUM.
 */

export const DB_MAINTENANCE_JOB = 'db-maintenance';

/** autovacuum's defaults (autovacuum_analyze_threshold / _scale_factor, autovacuum_vacuum_*). */
export const MAINTENANCE_THRESHOLDS = { analyzeRows: 50, analyzeShare: 0.1, vacuumRows: 50, vacuumShare: 0.2 };

type TableStats = { table: string; live: number; dead: number; modified: number };

/** This schema's tables with their row counts (current_schema: tests and operators may use another than public). */
const tableStats = async (db: Kysely<Database>): Promise<TableStats[]> =>
  (
    await sql<{ table: string; live: string; dead: string; modified: string }>`
      select relname as "table", n_live_tup as live, n_dead_tup as dead, n_mod_since_analyze as modified
      from pg_stat_user_tables where schemaname = current_schema() order by relname`.execute(db)
  ).rows.map((r) => ({ table: r.table, live: Number(r.live), dead: Number(r.dead), modified: Number(r.modified) }));

/** Whether autovacuum looks after this database (PostgreSQL), or no one does (PGlite, or autovacuum turned off). */
const autovacuumRuns = async (db: Kysely<Database>): Promise<boolean> =>
  (await sql<{ runs: boolean }>`select exists (select 1 from pg_stat_activity where backend_type = 'autovacuum launcher') as runs`.execute(db)).rows[0]?.runs ??
  false;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export type MaintenancePlan = { analyze: string[]; vacuum?: string };

/** What one run does, from the tables' counters. */
export const planMaintenance = (tables: readonly TableStats[], { vacuum }: { vacuum: boolean }): MaintenancePlan => {
  const t = MAINTENANCE_THRESHOLDS;
  const analyze = tables.filter((s) => s.modified > t.analyzeRows + t.analyzeShare * s.live).map((s) => s.table);
  const worst = vacuum
    ? tables.filter((s) => s.dead > t.vacuumRows + t.vacuumShare * s.live).sort((a, b) => b.dead - a.dead || a.table.localeCompare(b.table))[0]
    : undefined;
  return { analyze, ...(worst ? { vacuum: worst.table } : {}) };
};

/** One run: the ANALYZEs due, one table at a time, then at most one VACUUM. */
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
  if (plan.vacuum) await timed(`vacuum ${plan.vacuum}`, `vacuum ${quoted(plan.vacuum)}`);
  if (plan.analyze.length > 0 || plan.vacuum) log.info({ ms }, 'database maintenance');
  return { ...plan, ms };
};

/** Registers the job and its schedule (a run every `intervalMs`; 0 registers nothing). */
export const scheduleDatabaseMaintenance = (jobs: Jobs, { db, log, intervalMs }: { db: Kysely<Database>; log: FastifyBaseLogger; intervalMs: number }) => {
  if (intervalMs <= 0) return;
  jobs.register(DB_MAINTENANCE_JOB, async (ctx) => void (await maintainDatabase(db, { pause: ctx.pause, log })));
  jobs.schedule({ kind: DB_MAINTENANCE_JOB, key: (at) => `${DB_MAINTENANCE_JOB}:${Math.floor(at.getTime() / intervalMs)}` });
};
