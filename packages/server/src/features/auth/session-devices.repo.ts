import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export const insertSessionDevice = (
  db: Db,
  row: { family_id: string; user_id: string; user_agent: string; ip_prefix: string | null; created_at: Date },
) => db.insertInto('session_devices').values(row).onConflict((oc) => oc.column('family_id').doNothing()).execute();

/**
 * The user's sessions that can still refresh (no token of the family revoked, the newest not
 * expired), most recently used first. Last used is the newest token's issue: no write per request.
 */
export const listActiveSessions = async (db: Db, userId: string, at: Date) => {
  const rows = await db
    .selectFrom('refresh_tokens as t')
    .leftJoin('session_devices as d', 'd.family_id', 't.family_id')
    .select(['t.family_id', 'd.user_agent', 'd.ip_prefix'])
    .select(sql<Date>`coalesce(d.created_at, min(t.created_at))`.as('created_at'))
    .select(sql<Date>`max(t.created_at)`.as('last_used_at'))
    .where('t.user_id', '=', userId)
    .groupBy(['t.family_id', 'd.user_agent', 'd.ip_prefix', 'd.created_at'])
    .having(sql<boolean>`bool_and(t.revoked_at is null)`)
    .having(sql<Date>`max(t.expires_at)`, '>', at)
    .orderBy(sql`max(t.created_at)`, 'desc')
    .orderBy('t.family_id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at), last_used_at: new Date(row.last_used_at) }));
};

/** Revokes the family if it is the user's and still live; false when there is no such session (someone else's, or ended). */
export const revokeUserFamily = async (db: Db, userId: string, familyId: string, at: Date): Promise<boolean> => {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('family_id', '=', familyId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};
