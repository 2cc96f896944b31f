import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Locks the session (a refresh family) of the user; locking it again keeps the first time. */
export const lockSession = (db: Db, { familyId, userId, at }: { familyId: string; userId: string; at: Date }) =>
  db
    .insertInto('session_locks')
    .values({ family_id: familyId, user_id: userId, locked_at: at })
    .onConflict((oc) => oc.column('family_id').doNothing())
    .execute();

/** Only the user's own session: a session id of someone else's matches nothing. */
export const unlockSession = (db: Db, { familyId, userId }: { familyId: string; userId: string }) =>
  db.deleteFrom('session_locks').where('family_id', '=', familyId).where('user_id', '=', userId).execute();

export const isSessionLocked = async (db: Db, familyId: string): Promise<boolean> =>
  (await db.selectFrom('session_locks').select('family_id').where('family_id', '=', familyId).executeTakeFirst()) !== undefined;

/** The business's idle minutes before its members' apps lock themselves. */
export const setAutoLockMinutes = (db: Db, businessId: string, minutes: number) =>
  db.updateTable('businesses').set({ auto_lock_minutes: minutes }).where('id', '=', businessId).execute();
