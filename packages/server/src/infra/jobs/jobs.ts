import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { JobRow } from '../../db/schema-reminders.js';
import { newId } from '../../db/ids.js';
import * as repo from './jobs.repo.js';

/**
 * The one background-jobs mechanism (DESIGN.md "Background work"): a `jobs` table claimed with
 * FOR UPDATE SKIP LOCKED, so any number of instances share the work and none runs a job twice.
 * Every background job runs here: auto-tagging, reminder e-mails, digests, data exports, month
 * ZIPs and their sweeps. pg-boss 12 and graphile-worker 0.18 both need Node 22 (engine-strict
 * refuses them here; we run Node 20). Tried on PGlite through a socket (issue 27, load 10):
 * graphile-worker installed its schema in 12.6 s, then failed as soon as a second connection (its
 * LISTEN/NOTIFY one and its pool) came, PGlite serving one; pg-boss 12.38 ran a job with one
 * connection (7.5 s to install its schema, a job 0.5 s after sending at 0.5 s polling), but has no
 * progress kept in the row nor a business per job, and its own schema per test database. A table
 * of our own runs the same on both databases and keeps what the owner sees in one row.
 */

export type JobContext = {
  job: JobRow;
  payload: Record<string, unknown>;
  /**
   * Progress (done of total) and the heartbeat, written at most every `progressMs` unless forced;
   * `state` is merged into the payload, so a job taken over after a restart resumes from it.
   * Throws JobLost when another instance took the job over (this one's heartbeat was late).
   */
  progress: (p: { done?: number; total?: number; state?: Record<string, unknown>; force?: boolean }) => Promise<void>;
  /** Lets the API's requests in between two batches (PGlite has one connection). */
  pause: () => Promise<void>;
  /** The instance is shutting down: stop at the next batch (throw JobStopped) and the job is queued again. */
  isStopping: () => boolean;
  now: () => Date;
};

export type JobHandler = (ctx: JobContext) => Promise<void>;

export class JobLost extends Error {}
export class JobStopped extends Error {}

export type JobsTuning = {
  /** How often an instance looks for due jobs, stale ones and schedules. */
  pollMs: number;
  /** A running job whose heartbeat is older than this was left by an instance that died. */
  staleMs: number;
  /** Heartbeat while a handler runs, and the most often progress is written. */
  progressMs: number;
  /** Pause between batches (ctx.pause). */
  pauseMs: number;
  /** First retry after a failed attempt; doubled per attempt. */
  retryMs: number;
  /**
   * Finished and failed jobs are deleted this long after they finished. At least 7 days: a
   * schedule's key names its day or ISO week, and a week's digest deleted within its own week
   * would be enqueued (and sent) again.
   */
  keepMs: number;
  /** How often an instance deletes them. */
  cleanupMs: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

export const JOBS_TUNING: JobsTuning = { pollMs: 2000, staleMs: 60_000, progressMs: 1000, pauseMs: 10, retryMs: 30_000, keepMs: 7 * DAY_MS, cleanupMs: 60 * 60 * 1000 };

export type EnqueueOptions = {
  kind: string;
  /** Idempotency: a second enqueue of the same key does nothing (or, with `rerun`, queues a finished one again). */
  key: string;
  businessId?: string | null;
  payload?: Record<string, unknown>;
  runAt?: Date;
  rerun?: boolean;
  maxAttempts?: number;
  /**
   * Inside the caller's transaction (the job commits with the row it is for). Nothing runs until the
   * caller has committed and kicks: `kick({ kinds: [kind] })`.
   */
  db?: Kysely<Database>;
  /** Run it at once on this instance, even where the runner is not started (tests): a user waits for it. */
  runNow?: boolean;
  /**
   * Jobs of one lane run one at a time across every instance, in the order they are due (one
   * business's calls to an outside service that limits them: `spv:<business>`).
   */
  lane?: string;
};

export type RegisterOptions = {
  /** The most jobs of this kind running at once across every instance (an outside service's overall limit). */
  concurrency?: number;
};

/** Which kinds a kick runs: all registered, or only these. */
type Wanted = 'all' | ReadonlySet<string>;

const merge = (a: Wanted | undefined, b: Wanted): Wanted => (a === undefined ? b : a === 'all' || b === 'all' ? 'all' : new Set([...a, ...b]));

/** A recurring job: on every poll `key(now)` names the current run ("reminder-mails:2026-11-27"), or undefined when none is due. */
export type Schedule = { kind: string; key: (now: Date) => string | undefined; payload?: (now: Date) => Record<string, unknown> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long an error asks to be left alone before the job runs again: its `retryAfterMs` (an
 * adapter's error carries the Retry-After of a 429 or 503 there: SpvError), else 0.
 */
const retryAfterOf = (error: unknown): number => {
  const asked = (error as { retryAfterMs?: unknown } | null)?.retryAfterMs;
  return typeof asked === 'number' && Number.isFinite(asked) && asked > 0 ? asked : 0;
};

export const createJobs = ({ db, now, log, tuning: given = {}, instance = `${hostname()}:${process.pid}:${newId()}` }: {
  db: Kysely<Database>;
  now: () => Date;
  log: FastifyBaseLogger;
  tuning?: Partial<JobsTuning>;
  instance?: string;
}) => {
  const tuning = { ...JOBS_TUNING, ...given };
  const handlers = new Map<string, JobHandler>();
  const caps: Record<string, number> = {};
  const schedules: Schedule[] = [];
  let stopping = false;
  let started = false;
  let busy: Promise<void> | undefined;
  let again: Wanted | undefined;
  let timer: NodeJS.Timeout | undefined;
  let cleanedAt = Number.NEGATIVE_INFINITY;

  const enqueue = async ({ kind, key, businessId = null, payload = {}, runAt, rerun = false, maxAttempts = 3, db: within, runNow = false, lane }: EnqueueOptions) => {
    const at = now();
    const result = await repo.enqueueJob(within ?? db, { id: newId(at), kind, key, businessId, payload, runAt: runAt ?? at, maxAttempts, at, lane: lane ?? null }, rerun);
    if (result.queued && !within && (started || runNow)) void kick(started ? {} : { kinds: [kind] });
    return result;
  };

  const run = async (job: JobRow, handler: JobHandler) => {
    let lost = false;
    let written = 0;
    const beat = setInterval(() => {
      void repo.writeProgress(db, job, { at: now() }).then(
        (ok) => (lost ||= !ok),
        (error: unknown) => log.warn({ err: error, job: job.id }, 'job heartbeat failed'),
      );
    }, tuning.progressMs);
    beat.unref();
    const ctx: JobContext = {
      job,
      payload: job.payload,
      now,
      isStopping: () => stopping,
      pause: async () => {
        if (stopping) throw new JobStopped();
        await sleep(tuning.pauseMs);
      },
      progress: async ({ force = false, ...p }) => {
        if (lost) throw new JobLost();
        const at = now().getTime();
        if (!force && p.state === undefined && at - written < tuning.progressMs) return;
        written = at;
        if (!(await repo.writeProgress(db, job, { ...p, at: new Date(at) }))) {
          lost = true;
          throw new JobLost();
        }
      },
    };
    try {
      await handler(ctx);
      if (lost) throw new JobLost();
      await repo.finishJob(db, job, now());
    } catch (error) {
      if (error instanceof JobLost) log.warn({ job: job.id, kind: job.kind }, 'job taken over by another instance');
      else if (error instanceof JobStopped) await repo.releaseJob(db, job);
      else {
        log.error({ err: error, job: job.id, kind: job.kind, key: job.key, attempt: job.attempts }, 'job failed');
        const at = now();
        // The backoff, or later when the error says when to come back (an outside service's Retry-After: retryAfterMs).
        const backoffMs = Math.max(tuning.retryMs * 2 ** (job.attempts - 1), retryAfterOf(error));
        await repo.failJob(db, job, { error: error instanceof Error ? error.message : String(error), at, retryAt: new Date(at.getTime() + backoffMs) });
      }
    } finally {
      clearInterval(beat);
    }
  };

  const drain = async (first: Wanted) => {
    let wanted: Wanted | undefined = first;
    while (wanted && !stopping) {
      const only = wanted;
      const kinds = [...handlers.keys()].filter((kind) => only === 'all' || only.has(kind));
      again = undefined;
      for (;;) {
        if (stopping) return;
        const job = await repo.claimJob(db, { kinds, instance, at: now(), caps });
        if (!job) break;
        await run(job, handlers.get(job.kind)!);
      }
      wanted = again;
    }
  };

  /**
   * Runs every due job now (or after the one running); never throws. `kinds` limits it to those
   * (a user's request runs its own job at once without starting the others' on an idle runner).
   */
  const kick = ({ kinds }: { kinds?: readonly string[] } = {}): Promise<void> => {
    if (stopping) return Promise.resolve();
    const wanted: Wanted = kinds ? new Set(kinds) : 'all';
    if (busy) {
      again = merge(again, wanted);
      return busy;
    }
    busy = drain(wanted)
      .catch((error: unknown) => log.error({ err: error }, 'jobs runner failed'))
      .finally(() => {
        busy = undefined;
      });
    return busy;
  };

  /** One round: stale jobs queued again, old finished ones deleted (every cleanupMs), due schedules enqueued, then every due job run. */
  const tick = async () => {
    try {
      const requeued = await repo.requeueStale(db, new Date(now().getTime() - tuning.staleMs));
      if (requeued > 0) log.warn({ requeued }, 'jobs left running by a stopped instance queued again');
      const at = now().getTime();
      if (at - cleanedAt >= tuning.cleanupMs) {
        cleanedAt = at;
        const deleted = await repo.deleteFinished(db, new Date(at - Math.max(tuning.keepMs, 7 * DAY_MS)));
        if (deleted > 0) log.info({ deleted }, 'finished jobs deleted');
      }
      for (const schedule of schedules) {
        const at = now();
        const key = schedule.key(at);
        if (key) await repo.enqueueJob(db, { id: newId(at), kind: schedule.kind, key, businessId: null, payload: schedule.payload?.(at) ?? {}, runAt: at, maxAttempts: 3, at }, false);
      }
    } catch (error) {
      log.error({ err: error }, 'jobs housekeeping failed');
    }
    await kick();
  };

  return {
    instance,
    register: (kind: string, handler: JobHandler, { concurrency }: RegisterOptions = {}) => {
      handlers.set(kind, handler);
      if (concurrency !== undefined) caps[kind] = Math.max(1, concurrency);
    },
    schedule: (schedule: Schedule) => void schedules.push(schedule),
    enqueue,
    find: (key: string) => repo.findJob(db, key),
    /** A job of this kind and business by its id (another business's is as unknown as a made-up id). */
    get: (p: { id: string; kind: string; businessId: string }) => repo.getJob(db, p),
    /** A business's jobs of a kind, newest first. */
    list: (p: { kind: string; businessId: string; limit: number }) => repo.listJobs(db, p),
    /** Ids of the jobs of a kind that finished (done) in [from, to): their files are due for deletion. */
    finishedBetween: (p: { kind: string; from: Date; to: Date }) => repo.finishedBetween(db, p),
    kick,
    tick,
    /** Looks for work at once and then every pollMs. */
    start: () => {
      if (timer || stopping) return;
      started = true;
      void tick();
      timer = setInterval(() => void tick(), tuning.pollMs);
      timer.unref();
    },
    /** Stops claiming; a running job stops at its next pause and is queued again. */
    stop: async () => {
      stopping = true;
      if (timer) clearInterval(timer);
      await busy;
    },
  };
};

export type Jobs = ReturnType<typeof createJobs>;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into Fastify's
  interface FastifyInstance {
    /** The background-jobs runner of this instance (tests drive it with tick()). */
    jobs: Jobs;
  }
}
