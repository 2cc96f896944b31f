import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * When the subscription of the user's business covering `at` ends (null: none does), as a column of
 * a query on `users`: authentication folds it into its one session read instead of a statement of its own.
 */
export const paidUntilColumn = (at: Date): RawBuilder<Date | null> =>
  sql<Date | null>`(select max(s.ends_at) from subscriptions s where s.business_id = users.business_id and s.starts_at <= ${at} and s.ends_at > ${at})`;

export const paidUntil = async (db: Db, businessId: string, at: Date): Promise<Date | null> =>
  (
    await db
      .selectFrom('subscriptions')
      .select((eb) => eb.fn.max('ends_at').as('paid_until'))
      .where('business_id', '=', businessId)
      .where('starts_at', '<=', at)
      .where('ends_at', '>', at)
      .executeTakeFirst()
  )?.paid_until ?? null;

/** Moves the end of the free trial of a business (the admin's extension). */
export const setTrialEnd = async (db: Db, businessId: string, trialEndsAt: Date): Promise<boolean> =>
  (await db.updateTable('businesses').set({ trial_ends_at: trialEndsAt }).where('id', '=', businessId).executeTakeFirst()).numUpdatedRows > 0n;
