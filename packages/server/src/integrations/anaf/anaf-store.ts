import { sql, type Kysely } from 'kysely';
import type { CompanyLookupDto } from '@atelier/core';
import type { Database } from '../../db/schema.js';
import type { CounterStore } from '../../infra/counter-store.js';

/** ANAF's answers by CUI (null: ANAF does not know it); `get` answers only those fetched within the cache's time. */
export type AnafCache = {
  get: (cuis: readonly string[]) => Promise<Map<string, CompanyLookupDto | null>>;
  put: (answers: ReadonlyMap<string, CompanyLookupDto | null>, day: string) => Promise<void>;
};

/**
 * Whether this process may send a request to ANAF now: true takes the turn (no other process gets
 * one for `intervalMs`), false means another took it; ask again a little later.
 */
export type AnafPacer = { take: () => Promise<boolean> };

/** One process's cache (the client's own tests; an app always has the database's). */
export const memoryAnafCache = ({ now, cacheMs }: { now: () => Date; cacheMs: number }): AnafCache => {
  const kept = new Map<string, { at: number; value: CompanyLookupDto | null }>();
  return {
    get: async (cuis) => {
      const fresh = new Map<string, CompanyLookupDto | null>();
      for (const cui of cuis) {
        const hit = kept.get(cui);
        if (hit && now().getTime() - hit.at < cacheMs) fresh.set(cui, hit.value);
      }
      return fresh;
    },
    put: async (answers) => {
      const at = now().getTime();
      for (const [cui, value] of answers) kept.set(cui, { at, value });
    },
  };
};

/**
 * The answers in `anaf_companies` (migration 024), shared by every process and instance on the
 * database; rows past the cache's time are deleted when new ones are written.
 */
export const dbAnafCache = ({ db, now, cacheMs }: { db: Kysely<Database>; now: () => Date; cacheMs: number }): AnafCache => ({
  get: async (cuis) => {
    if (cuis.length === 0) return new Map();
    const since = new Date(now().getTime() - cacheMs);
    const rows = await db.selectFrom('anaf_companies').select(['cui', 'answer']).where('cui', 'in', cuis).where('fetched_at', '>', since).execute();
    return new Map(rows.map((row) => [row.cui, row.answer]));
  },
  put: async (answers, day) => {
    if (answers.size === 0) return;
    const at = now();
    const rows = [...answers].map(([cui, answer]) => ({ cui, day, answer: answer === null ? null : JSON.stringify(answer), fetched_at: at }));
    await db
      .insertInto('anaf_companies')
      .values(rows)
      .onConflict((oc) => oc.column('cui').doUpdateSet((eb) => ({ day: eb.ref('excluded.day'), answer: eb.ref('excluded.answer'), fetched_at: eb.ref('excluded.fetched_at') })))
      .execute();
    await db.deleteFrom('anaf_companies').where('fetched_at', '<', new Date(at.getTime() - cacheMs)).execute();
  },
});

/** Turns in this process only: enough where there is one (PGlite). */
export const localAnafPacer = (intervalMs: number): AnafPacer => {
  let last = -Infinity;
  return {
    take: async () => {
      if (Date.now() - last < intervalMs) return false;
      last = Date.now();
      return true;
    },
  };
};

/**
 * Turns through the counter store (Redis when REDIS_URL is set): the first increment of the key
 * makes it live for `intervalMs` and takes the turn; every other increment in that time finds it taken.
 */
export const counterAnafPacer = (counters: CounterStore, intervalMs: number): AnafPacer => ({
  take: async () => (await counters.increment('anaf:turn', intervalMs)) === 1,
});

/**
 * Turns through the database (several processes on one PostgreSQL without Redis): the one row of
 * `anaf_pacing` (made by the first send) moves to the database's clock only when its last send is
 * `intervalMs` old, in one statement, so of processes asking at once exactly one gets the turn.
 */
export const dbAnafPacer = (db: Kysely<Database>, intervalMs: number): AnafPacer => ({
  take: async () => {
    const result = await sql`insert into anaf_pacing (id, sent_at) values (1, clock_timestamp())
      on conflict (id) do update set sent_at = excluded.sent_at
      where anaf_pacing.sent_at <= clock_timestamp() - ${intervalMs} * interval '1 millisecond'`.execute(db);
    return (result.numAffectedRows ?? 0n) > 0n;
  },
});
