import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { JobRow } from '../../db/schema-reminders.js';

type Db = Kysely<Database>;

export type NewJob = { id: string; kind: string; key: string; businessId: string | null; payload: Record<string, unknown>; runAt: Date; maxAttempts: number; at: Date; lane?: string | null };

/**
 * Inserts a queued job unless its key exists. With `rerun`, a finished (done or failed) job of the
 * same key is queued again instead (its progress reset): a key then means "one open at a time".
 * Answers the job as it now stands and whether this call queued it.
 */
export const enqueueJob = async (db: Db, job: NewJob, rerun: boolean): Promise<{ job: JobRow; queued: boolean }> => {
  const conflict = rerun
    ? sql`do update set status = 'queued', done = 0, total = 0, attempts = 0, payload = excluded.payload, run_at = excluded.run_at,
          locked_by = null, locked_at = null, heartbeat_at = null, last_error = null, finished_at = null, created_at = excluded.created_at,
          business_id = excluded.business_id, lane = excluded.lane
        where jobs.status in ('done', 'failed')`
    : sql`do nothing`;
  const inserted = await sql<JobRow>`
    insert into jobs (id, kind, business_id, key, payload, run_at, max_attempts, created_at, lane)
    values (${job.id}, ${job.kind}, ${job.businessId}, ${job.key}, ${JSON.stringify(job.payload)}::jsonb, ${job.runAt}, ${job.maxAttempts}, ${job.at}, ${job.lane ?? null})
    on conflict (key) ${conflict}
    returning *`.execute(db);
  const row = inserted.rows[0];
  if (row) return { job: row, queued: true };
  return { job: await db.selectFrom('jobs').selectAll().where('key', '=', job.key).executeTakeFirstOrThrow(), queued: false };
};

export const findJob = (db: Db, key: string): Promise<JobRow | undefined> => db.selectFrom('jobs').selectAll().where('key', '=', key).executeTakeFirst();

export const getJob = (db: Db, { id, kind, businessId }: { id: string; kind: string; businessId: string }): Promise<JobRow | undefined> =>
  db.selectFrom('jobs').selectAll().where('id', '=', id).where('kind', '=', kind).where('business_id', '=', businessId).executeTakeFirst();

export const listJobs = (db: Db, { kind, businessId, limit }: { kind: string; businessId: string; limit: number }): Promise<JobRow[]> =>
  db.selectFrom('jobs').selectAll().where('kind', '=', kind).where('business_id', '=', businessId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();

export const finishedBetween = async (db: Db, { kind, from, to }: { kind: string; from: Date; to: Date }): Promise<string[]> =>
  (await db.selectFrom('jobs').select('id').where('kind', '=', kind).where('status', '=', 'done').where('finished_at', '<', to).where('finished_at', '>=', from).execute()).map((row) => row.id);

/** The most jobs of a kind that may run at once across every instance (kinds not named: no limit). */
export type KindCaps = Readonly<Record<string, number>>;

/** PostgreSQL's unique_violation: two claims raced for one lane (jobs_lane_running_idx). */
const isLaneRace = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505' && String((error as { constraint?: unknown }).constraint ?? (error as Error).message).includes('jobs_lane_running_idx');

/**
 * Takes the oldest due job of the given kinds for this instance: the row is locked and skipped by
 * any instance claiming at the same moment (FOR UPDATE SKIP LOCKED), and the update applies only
 * while it is still queued, so two instances never run one job. A job whose lane has a job running
 * waits for it, and a kind at its cap of running jobs waits for one to end; the unique index on the
 * running lanes settles two instances claiming in the same lane at once (the loser looks again).
 */
export const claimJob = async (db: Db, { kinds, instance, at, caps = {} }: { kinds: readonly string[]; instance: string; at: Date; caps?: KindCaps }): Promise<JobRow | undefined> => {
  if (kinds.length === 0) return undefined;
  const capped = kinds.filter((kind) => caps[kind] !== undefined);
  const underCap =
    capped.length === 0
      ? sql``
      : sql`and (j.kind not in (${sql.join(capped)}) or (select count(*) from jobs r where r.kind = j.kind and r.status = 'running') <
          (case j.kind ${sql.join(capped.map((kind) => sql`when ${kind} then ${caps[kind] ?? 0}::int`), sql` `)} end))`;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const result = await sql<JobRow>`
        update jobs set status = 'running', locked_by = ${instance}, locked_at = ${at}, heartbeat_at = ${at}, attempts = attempts + 1
        where id = (
          select j.id from jobs j where j.status = 'queued' and j.run_at <= ${at} and j.kind in (${sql.join(kinds)})
            and (j.lane is null or not exists (select 1 from jobs r where r.lane = j.lane and r.status = 'running'))
            ${underCap}
          order by j.run_at, j.id limit 1 for update skip locked)
          and status = 'queued'
        returning *`.execute(db);
      return result.rows[0];
    } catch (error) {
      if (!isLaneRace(error) || attempt >= 3) throw error;
    }
  }
};

export type Claim = { id: string; locked_by: string | null; locked_at: Date | null };

const mine = (claim: Claim) => sql<boolean>`id = ${claim.id} and status = 'running' and locked_by = ${claim.locked_by} and locked_at = ${claim.locked_at ?? new Date(0)}`;

/** Progress and heartbeat; false when the job is no longer this claim's (re-queued after a missed beat). */
export const writeProgress = async (
  db: Db,
  claim: Claim,
  { done, total, state, at }: { done?: number; total?: number; state?: Record<string, unknown>; at: Date },
): Promise<boolean> => {
  const result = await sql`update jobs set heartbeat_at = ${at}
      ${done === undefined ? sql`` : sql`, done = ${done}`}
      ${state === undefined ? sql`` : sql`, payload = payload || ${JSON.stringify(state)}::jsonb`}
      ${total === undefined ? sql`` : sql`, total = ${total}`}
    where ${mine(claim)}`.execute(db);
  return (result.numAffectedRows ?? 0n) > 0n;
};

export const finishJob = async (db: Db, claim: Claim, at: Date): Promise<void> => {
  await sql`update jobs set status = 'done', finished_at = ${at}, heartbeat_at = ${at}, last_error = null, done = greatest(done, total) where ${mine(claim)}`.execute(db);
};

/** A failed attempt: queued again after `retryAt`, or failed for good once its attempts are spent. */
export const failJob = async (db: Db, claim: Claim, { error, at, retryAt }: { error: string; at: Date; retryAt: Date }): Promise<void> => {
  await sql`update jobs set last_error = ${error},
      status = case when attempts < max_attempts then 'queued' else 'failed' end,
      run_at = case when attempts < max_attempts then ${retryAt} else run_at end,
      finished_at = case when attempts < max_attempts then null else ${at}::timestamptz end,
      locked_by = null, locked_at = null
    where ${mine(claim)}`.execute(db);
};

/** Back to the queue at once (this instance is stopping); the attempt is not counted. */
export const releaseJob = async (db: Db, claim: Claim): Promise<void> => {
  await sql`update jobs set status = 'queued', attempts = greatest(attempts - 1, 0), locked_by = null, locked_at = null where ${mine(claim)}`.execute(db);
};

/** Running jobs whose heartbeat stopped before `staleBefore` were left by an instance that died: queue them again. */
export const requeueStale = async (db: Db, staleBefore: Date): Promise<number> => {
  const result = await sql`update jobs set status = 'queued', locked_by = null, locked_at = null
    where status = 'running' and heartbeat_at < ${staleBefore}`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
};

/** Finished (done or failed) jobs older than `before` are deleted: the table keeps only recent history. */
export const deleteFinished = async (db: Db, before: Date): Promise<number> => {
  const result = await sql`delete from jobs where status in ('done', 'failed') and finished_at < ${before}`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
};
