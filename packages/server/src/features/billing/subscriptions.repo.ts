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
  recorded_by: string | null;
};

export const insertSubscription = (db: Db, row: NewSubscription): Promise<SubscriptionRow> =>
  db.insertInto('subscriptions').values(row).returningAll().executeTakeFirstOrThrow();

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

export const hadLogoAddon = async (db: Db, userId: string): Promise<boolean> =>
  (await db.selectFrom('subscriptions').select('id').where('user_id', '=', userId).where('logo', '=', true).limit(1).executeTakeFirst()) !== undefined;

export const findLogo = (db: Db, userId: string) => db.selectFrom('user_logos').select(['content', 'mime']).where('user_id', '=', userId).executeTakeFirst();

export const upsertLogo = (db: Db, row: { user_id: string; content: Buffer; mime: 'image/png' | 'image/jpeg'; updated_at: Date }) =>
  db
    .insertInto('user_logos')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ content: row.content, mime: row.mime, updated_at: row.updated_at }))
    .execute();

export const deleteLogo = (db: Db, userId: string) => db.deleteFrom('user_logos').where('user_id', '=', userId).execute();
