import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export const hasActiveSubscription = async (db: Kysely<Database>, userId: string, at: Date): Promise<boolean> =>
  (await db
    .selectFrom('subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at)
    .limit(1)
    .executeTakeFirst()) !== undefined;
