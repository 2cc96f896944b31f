import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, SubscriptionRow } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export type NewSubscription = {
  id: string;
  user_id: string;
  starts_at: Date;
  ends_at: Date;
  applications: number;
  registry_integration: boolean;
  entry_sheet: boolean;
  logo: boolean;
  logo_one_off: boolean;
  price_net: string;
  price_vat: string;
  price_gross: string;
  one_off_net: string;
  one_off_vat: string;
  one_off_gross: string;
  recorded_by: string | null;
};

export const insertSubscription = (db: Db, row: NewSubscription): Promise<SubscriptionRow> =>
  db.insertInto('subscriptions').values(row).returningAll().executeTakeFirstOrThrow();

/** What a correction may change: the period, what it covers and the price computed from that. */
export type SubscriptionChanges = Omit<NewSubscription, 'id' | 'user_id' | 'recorded_by'>;

export const updateSubscription = (db: Db, { userId, id, changes }: { userId: string; id: string; changes: SubscriptionChanges }): Promise<SubscriptionRow | undefined> =>
  db.updateTable('subscriptions').set(changes).where('id', '=', id).where('user_id', '=', userId).returningAll().executeTakeFirst();

export const deleteSubscription = async (db: Db, { userId, id }: { userId: string; id: string }): Promise<boolean> =>
  (await db.deleteFrom('subscriptions').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()).numDeletedRows > 0n;

export const findSubscription = (db: Db, { userId, id }: { userId: string; id: string }): Promise<SubscriptionRow | undefined> =>
  db.selectFrom('subscriptions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

/** Arbitrary constant: with the account id, the key of the lock one subscription writer holds. */
const SUBSCRIPTIONS_LOCK_KEY = 724113006;

/** One subscription writer per account until the transaction ends, so two overlap checks cannot both pass. */
export const lockAccountSubscriptions = async (trx: Transaction<Database>, userId: string): Promise<void> => {
  await sql`select pg_advisory_xact_lock(${SUBSCRIPTIONS_LOCK_KEY}, hashtext(${userId}))`.execute(trx);
};

/** The earliest other period of the account that shares at least an instant with [startsAt, endsAt). */
export const findOverlapping = (db: Db, { userId, startsAt, endsAt, exceptId }: { userId: string; startsAt: Date; endsAt: Date; exceptId?: string | undefined }) => {
  let query = db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).where('starts_at', '<', endsAt).where('ends_at', '>', startsAt);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return query.orderBy('starts_at').limit(1).executeTakeFirst();
};

/** Every period of an account, newest first. */
export const listSubscriptions = (db: Db, userId: string, limit: number): Promise<SubscriptionRow[]> =>
  db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('starts_at', 'desc').orderBy('created_at', 'desc').limit(limit).execute();

/** Per account: the period covering `at` (the latest recorded, if several), else the latest one. */
export const currentSubscriptions = (db: Db, userIds: readonly string[], at: Date): Promise<SubscriptionRow[]> =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('subscriptions')
        .selectAll()
        .distinctOn('user_id')
        .where('user_id', 'in', userIds)
        .orderBy('user_id')
        .orderBy(sql`(starts_at <= ${at} and ends_at > ${at})`, 'desc')
        .orderBy('ends_at', 'desc')
        .orderBy('created_at', 'desc')
        .execute();

/** Whether another period of the account already carries the logo's one-off price. */
export const logoOneOffBilled = async (db: Db, { userId, exceptId }: { userId: string; exceptId?: string | undefined }): Promise<boolean> => {
  let query = db.selectFrom('subscriptions').select('id').where('user_id', '=', userId).where('logo_one_off', '=', true);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
};

/**
 * The add-on columns of the user's period covering `at` (the latest recorded, if several, as
 * currentSubscriptions picks it): no row without an active subscription. Used as a derived table
 * by the queries that decide what the add-ons include.
 */
export const activeAddons = (db: Db, userId: string, at: Date) => activeAddonsOf(db, at).where('user_id', '=', userId);

/** As activeAddons, for the caller to narrow to one user (a column reference in a lateral join). */
export const activeAddonsOf = (db: Db, at: Date) =>
  db
    .selectFrom('subscriptions')
    .select(['registry_integration', 'entry_sheet'])
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at)
    .orderBy('ends_at', 'desc')
    .orderBy('created_at', 'desc')
    .limit(1);

export const findLogo = (db: Db, userId: string) => db.selectFrom('user_logos').select(['content', 'mime']).where('user_id', '=', userId).executeTakeFirst();

export const upsertLogo = (db: Db, row: { user_id: string; content: Buffer; mime: 'image/png' | 'image/jpeg'; updated_at: Date }) =>
  db
    .insertInto('user_logos')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ content: row.content, mime: row.mime, updated_at: row.updated_at }))
    .execute();

export const hasLogo = async (db: Db, userId: string): Promise<boolean> =>
  (await db.selectFrom('user_logos').select('user_id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;

export const deleteLogo = (db: Db, userId: string) => db.deleteFrom('user_logos').where('user_id', '=', userId).execute();
