import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, RefreshTokenRow } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export const insertRefreshToken = (
  db: Db,
  row: { id: string; user_id: string; family_id: string; token_hash: string; created_at: Date; expires_at: Date },
) =>
  // The same successor may be issued twice (refreshes racing within the grace window): one row.
  db.insertInto('refresh_tokens').values(row).onConflict((oc) => oc.column('token_hash').doNothing()).execute();

/** The token, and whether any token of its family was revoked (a revoked family never comes back). */
export const findRefreshTokenByHash = (db: Db, tokenHash: string): Promise<(RefreshTokenRow & { family_revoked: boolean }) | undefined> =>
  db
    .selectFrom('refresh_tokens as t')
    .selectAll('t')
    .select(
      sql<boolean>`exists (select 1 from refresh_tokens f where f.family_id = t.family_id and f.revoked_at is not null)`.as('family_revoked'),
    )
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();

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

/** Every session of the user, but the family `keep` when given. */
export const revokeAllForUser = (db: Db, userId: string, at: Date, keep?: string) => {
  let query = db.updateTable('refresh_tokens').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keep) query = query.where('family_id', '<>', keep);
  return query.execute();
};
