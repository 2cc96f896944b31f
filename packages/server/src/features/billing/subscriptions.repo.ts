import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, SubscriptionRow } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export type NewSubscription = {
  id: string;
  business_id: string;
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
export type SubscriptionChanges = Omit<NewSubscription, 'id' | 'business_id' | 'recorded_by'>;

export const updateSubscription = (db: Db, { businessId, id, changes }: { businessId: string; id: string; changes: SubscriptionChanges }): Promise<SubscriptionRow | undefined> =>
  db.updateTable('subscriptions').set(changes).where('id', '=', id).where('business_id', '=', businessId).returningAll().executeTakeFirst();

export const deleteSubscription = async (db: Db, { businessId, id }: { businessId: string; id: string }): Promise<boolean> =>
  (await db.deleteFrom('subscriptions').where('id', '=', id).where('business_id', '=', businessId).executeTakeFirst()).numDeletedRows > 0n;

export const findSubscription = (db: Db, { businessId, id }: { businessId: string; id: string }): Promise<SubscriptionRow | undefined> =>
  db.selectFrom('subscriptions').selectAll().where('id', '=', id).where('business_id', '=', businessId).executeTakeFirst();

/** Arbitrary constant: with the account id, the key of the lock one subscription writer holds. */
const SUBSCRIPTIONS_LOCK_KEY = 724113006;

/** One subscription writer per account until the transaction ends, so two overlap checks cannot both pass. */
export const lockAccountSubscriptions = async (trx: Transaction<Database>, businessId: string): Promise<void> => {
  await sql`select pg_advisory_xact_lock(${SUBSCRIPTIONS_LOCK_KEY}, hashtext(${businessId}))`.execute(trx);
};

/** The earliest other period of the account that shares at least an instant with [startsAt, endsAt). */
export const findOverlapping = (db: Db, { businessId, startsAt, endsAt, exceptId }: { businessId: string; startsAt: Date; endsAt: Date; exceptId?: string | undefined }) => {
  let query = db.selectFrom('subscriptions').selectAll().where('business_id', '=', businessId).where('starts_at', '<', endsAt).where('ends_at', '>', startsAt);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return query.orderBy('starts_at').limit(1).executeTakeFirst();
};

/** Every period of an account, newest first. */
export const listSubscriptions = (db: Db, businessId: string, limit: number): Promise<SubscriptionRow[]> =>
  db.selectFrom('subscriptions').selectAll().where('business_id', '=', businessId).orderBy('starts_at', 'desc').orderBy('created_at', 'desc').limit(limit).execute();

/** Per account: the period covering `at` (the latest recorded, if several), else the latest one. */
export const currentSubscriptions = (db: Db, businessIds: readonly string[], at: Date): Promise<SubscriptionRow[]> =>
  businessIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('subscriptions')
        .selectAll()
        .distinctOn('business_id')
        .where('business_id', 'in', businessIds)
        .orderBy('business_id')
        .orderBy(sql`(starts_at <= ${at} and ends_at > ${at})`, 'desc')
        .orderBy('ends_at', 'desc')
        .orderBy('created_at', 'desc')
        .execute();

/** Whether another period of the account already carries the logo's one-off price. */
export const logoOneOffBilled = async (db: Db, { businessId, exceptId }: { businessId: string; exceptId?: string | undefined }): Promise<boolean> => {
  let query = db.selectFrom('subscriptions').select('id').where('business_id', '=', businessId).where('logo_one_off', '=', true);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
};

/**
 * The add-on columns of the user's period covering `at` (the latest recorded, if several, as
 * currentSubscriptions picks it): no row without an active subscription. Used as a derived table
 * by the queries that decide what the add-ons include.
 */
export const activeAddons = (db: Db, businessId: string, at: Date) => activeAddonsOf(db, at).where('business_id', '=', businessId);

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

/**
 * The user's logo while the period covering `at` (as activeAddons picks it) has the logo add-on:
 * the add-on check and the read in one statement, for every PDF the user downloads.
 */
const activeLogoQuery = (db: Db, businessId: string, at: Date) =>
  db
    .selectFrom('business_logos')
    .innerJoin(activeAddons(db, businessId, at).clearSelect().select('logo').as('addons'), (join) => join.onTrue())
    .where('business_logos.business_id', '=', businessId)
    .where('addons.logo', '=', true);

export const findActiveLogo = (db: Db, businessId: string, at: Date) => activeLogoQuery(db, businessId, at).select(['business_logos.content', 'business_logos.mime']).executeTakeFirst();

/** Whether findActiveLogo would find one, without reading the image (a page that only links to it). */
export const hasActiveLogo = async (db: Db, businessId: string, at: Date): Promise<boolean> =>
  (await activeLogoQuery(db, businessId, at).select('business_logos.business_id').executeTakeFirst()) !== undefined;

export const findLogo = (db: Db, businessId: string) => db.selectFrom('business_logos').select(['content', 'mime']).where('business_id', '=', businessId).executeTakeFirst();

export const upsertLogo = (db: Db, row: { business_id: string; content: Buffer; mime: 'image/png' | 'image/jpeg'; updated_at: Date }) =>
  db
    .insertInto('business_logos')
    .values(row)
    .onConflict((oc) => oc.column('business_id').doUpdateSet({ content: row.content, mime: row.mime, updated_at: row.updated_at }))
    .execute();

export const hasLogo = async (db: Db, businessId: string): Promise<boolean> =>
  (await db.selectFrom('business_logos').select('business_id').where('business_id', '=', businessId).executeTakeFirst()) !== undefined;

export const deleteLogo = (db: Db, businessId: string) => db.deleteFrom('business_logos').where('business_id', '=', businessId).execute();
