import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Takes the key for a new request: inserts it, or takes over a row older than `expiredBefore`, or
 * one whose request never recorded an answer and started before `abandonedBefore`. False when the
 * key belongs to another request (running, or answered within the window).
 */
export const claimKey = async (
  db: Db,
  row: { scope: string; key: string; fingerprint: string; created_at: Date },
  { expiredBefore, abandonedBefore }: { expiredBefore: Date; abandonedBefore: Date },
): Promise<boolean> => {
  const claimed = await db
    .insertInto('idempotency_keys')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['scope', 'key'])
        .doUpdateSet({ fingerprint: row.fingerprint, created_at: row.created_at, status: null, response: null })
        .where((eb) =>
          eb.or([
            eb('idempotency_keys.created_at', '<', expiredBefore),
            eb.and([eb('idempotency_keys.status', 'is', null), eb('idempotency_keys.created_at', '<', abandonedBefore)]),
          ]),
        ),
    )
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
};

export const findKey = (db: Db, scope: string, key: string) =>
  db.selectFrom('idempotency_keys').select(['fingerprint', 'status', 'response', 'created_at']).where('scope', '=', scope).where('key', '=', key).executeTakeFirst();

export const recordAnswer = (db: Db, { scope, key, status, response }: { scope: string; key: string; status: number; response: string }) =>
  db.updateTable('idempotency_keys').set({ status, response }).where('scope', '=', scope).where('key', '=', key).execute();

/** Frees the key of a request that failed, so that a retry runs again. */
export const releaseKey = (db: Db, scope: string, key: string) =>
  db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).where('status', 'is', null).execute();

export const deleteKeysBefore = (db: Db, before: Date) => db.deleteFrom('idempotency_keys').where('created_at', '<', before).execute();
