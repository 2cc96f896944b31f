import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

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
