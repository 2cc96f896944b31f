import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * When the subscription covering `at` ends (null: none does), as a column of a query on `users`:
 * authentication folds it into its one session read instead of a statement of its own.
 */
export const paidUntilColumn = (at: Date): RawBuilder<Date | null> =>
  sql<Date | null>`(select max(s.ends_at) from subscriptions s where s.user_id = users.id and s.starts_at <= ${at} and s.ends_at > ${at})`;

export const paidUntil = async (db: Db, userId: string, at: Date): Promise<Date | null> =>
  (await db.selectFrom('users').select(paidUntilColumn(at).as('paid_until')).where('id', '=', userId).executeTakeFirst())?.paid_until ?? null;

/** Moves the end of the free trial (the admin's extension). */
export const setTrialEnd = async (db: Db, userId: string, trialEndsAt: Date): Promise<boolean> =>
  (await db.updateTable('users').set({ trial_ends_at: trialEndsAt }).where('id', '=', userId).where('is_admin', '=', false).executeTakeFirst()).numUpdatedRows > 0n;
