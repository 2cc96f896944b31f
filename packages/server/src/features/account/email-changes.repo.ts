import type { Kysely, Transaction } from 'kysely';
import type { Database, EmailChangeRow } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export const insertEmailChange = (
  db: Db,
  row: { id: string; user_id: string; new_email: string; locale: string; token_hash: string; expires_at: Date },
) => db.insertInto('email_changes').values(row).execute();

export const findEmailChangeByHash = (db: Db, tokenHash: string): Promise<EmailChangeRow | undefined> =>
  db.selectFrom('email_changes').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

/** Uses the link once; false when it was already used. */
export const markEmailChangeUsed = async (db: Db, id: string, at: Date): Promise<boolean> => {
  const result = await db.updateTable('email_changes').set({ used_at: at }).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

/** Sets the address; false when another account holds it (the unique index on lower(email) decides). */
export const setEmail = async (db: Db, userId: string, email: string): Promise<boolean> => {
  try {
    await db.updateTable('users').set({ email }).where('id', '=', userId).execute();
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') return false;
    throw error;
  }
};
