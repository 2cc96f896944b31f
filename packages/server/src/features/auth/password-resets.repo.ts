import type { Kysely, Transaction } from 'kysely';
import type { Database, PasswordResetRow } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export const insertPasswordReset = (
  db: Db,
  row: { id: string; user_id: string; token_hash: string; expires_at: Date },
) => db.insertInto('password_resets').values(row).execute();

export const findPasswordResetByHash = (db: Db, tokenHash: string): Promise<PasswordResetRow | undefined> =>
  db.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** Uses the token once; false when it was already used (by a concurrent request, say). */
export const markResetUsed = async (db: Db, id: string, at: Date): Promise<boolean> => {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};
