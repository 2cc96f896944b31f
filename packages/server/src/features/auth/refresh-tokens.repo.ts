import type { Kysely, Transaction } from 'kysely';
import type { Database, RefreshTokenRow } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export const insertRefreshToken = (
  db: Db,
  row: { id: string; user_id: string; family_id: string; token_hash: string; expires_at: Date },
) => db.insertInto('refresh_tokens').values(row).execute();

export const findRefreshTokenByHash = (db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> =>
  db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** Marks the token rotated; false when another request rotated it first. */
export const markRotated = async (db: Db, id: string, at: Date): Promise<boolean> => {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: at })
    .where('id', '=', id)
    .where('rotated_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

export const revokeFamily = (db: Db, familyId: string, at: Date) =>
  db.updateTable('refresh_tokens').set({ revoked_at: at }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();

export const revokeAllForUser = (db: Db, userId: string, at: Date) =>
  db.updateTable('refresh_tokens').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
