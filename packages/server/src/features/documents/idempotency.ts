import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import * as keys from './idempotency.repo.js';

/** How long a key answers with its first result (docs/security.md). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A request that recorded no answer after this is taken for dead (its process stopped): its key is free again. */
const ABANDONED_AFTER_MS = 2 * 60 * 1000;
/** How long a request waits for another one holding its key, looking every WAIT_STEP_MS. */
const WAIT_MS = 15_000;
const WAIT_STEP_MS = 50;
/** Expired keys are deleted at most this often per process. */
const CLEANUP_EVERY_MS = 10 * 60 * 1000;

export type Answer<T> = { status: number; body: T; replayed: boolean };

/**
 * Idempotency-Key on submits: the first request with a key runs and its answer is kept; a retry
 * with the same key (its client lost the answer) gets that answer instead of a second document,
 * and one arriving while the first still runs waits for it. Only successes are kept: a refused
 * submit (400, 404…) frees the key, so a corrected retry runs. The answer is written after the
 * document commits, not in its transaction: a process dying between the two lets one retry run
 * again after ABANDONED_AFTER_MS (docs/security.md).
 */
export const createIdempotency = ({ db, now, log }: { db: Kysely<Database>; now: () => Date; log: FastifyBaseLogger }) => {
  let lastCleanup = Number.NEGATIVE_INFINITY;
  const cleanup = async () => {
    const at = now().getTime();
    if (at - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = at;
    await keys.deleteKeysBefore(db, new Date(at - IDEMPOTENCY_WINDOW_MS)).catch((error: unknown) => log.warn({ err: error }, 'idempotency: cleanup failed'));
  };

  const replay = async <T>(scope: string, key: string, fingerprint: string): Promise<Answer<T> | 'free'> => {
    for (let waited = 0; waited <= WAIT_MS; waited += WAIT_STEP_MS) {
      const row = await keys.findKey(db, scope, key);
      if (!row) return 'free';
      if (row.fingerprint !== fingerprint) {
        throw new AppError('conflict', { message: 'This Idempotency-Key was already used for another request', details: [{ path: 'idempotency-key', message: 'was used for another request' }] });
      }
      if (row.status !== null && row.response !== null) return { status: row.status, body: JSON.parse(row.response) as T, replayed: true };
      if (now().getTime() - row.created_at.getTime() > ABANDONED_AFTER_MS) return 'free';
      await sleep(WAIT_STEP_MS);
    }
    throw new AppError('conflict', { message: 'A request with this Idempotency-Key is still running', headers: { 'retry-after': '1' } });
  };

  /**
   * Runs `execute` once per (scope, key) within the window. `request` (route and body) must be the
   * same on a retry. Without a key it simply runs.
   */
  const run = async <T>(
    { scope, key, request }: { scope: string; key: string | undefined; request: unknown },
    execute: () => Promise<{ status: number; body: T }>,
  ): Promise<Answer<T>> => {
    if (!key) return { ...(await execute()), replayed: false };
    await cleanup();
    const fingerprint = createHash('sha256').update(JSON.stringify(request)).digest('hex');
    for (;;) {
      const at = now();
      const claimed = await keys.claimKey(
        db,
        { scope, key, fingerprint, created_at: at },
        { expiredBefore: new Date(at.getTime() - IDEMPOTENCY_WINDOW_MS), abandonedBefore: new Date(at.getTime() - ABANDONED_AFTER_MS) },
      );
      if (!claimed) {
        const earlier = await replay<T>(scope, key, fingerprint);
        if (earlier === 'free') continue;
        return earlier;
      }
      let answer: { status: number; body: T };
      try {
        answer = await execute();
      } catch (error) {
        await keys.releaseKey(db, scope, key);
        throw error;
      }
      await keys.recordAnswer(db, { scope, key, status: answer.status, response: JSON.stringify(answer.body) });
      return { ...answer, replayed: false };
    }
  };

  return { run };
};

export type Idempotency = ReturnType<typeof createIdempotency>;
