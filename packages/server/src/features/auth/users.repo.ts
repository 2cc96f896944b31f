import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { executePrepared } from '../../db/prepared.js';
import type { Database, NewUser, UserRow } from '../../db/schema.js';

/**
 * When the subscription of the user's business covering `at` ends (null: none does), as a column of
 * a query on `users`: authentication folds it into its one session read instead of a statement of its own.
 */
export const paidUntilColumn = (at: Date): RawBuilder<Date | null> =>
  sql<Date | null>`(select max(s.ends_at) from subscriptions s where s.business_id = users.business_id and s.starts_at <= ${at} and s.ends_at > ${at})`;

type Db = Kysely<Database> | Transaction<Database>;

export const findUserByEmail = (db: Db, email: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).executeTakeFirst();

export const findUserById = (db: Db, id: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

/** Inserts the user, or returns undefined when the e-mail is already taken (race-safe). */
export const insertUser = (db: Db, user: NewUser): Promise<UserRow | undefined> =>
  db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returningAll()
    .executeTakeFirst();

export const setPassword = (db: Db, { id, passwordHash, tokensValidAfter }: { id: string; passwordHash: string; tokensValidAfter: Date }) =>
  db.updateTable('users').set({ password_hash: passwordHash, tokens_valid_after: tokensValidAfter }).where('id', '=', id).execute();

export const hasAdmin = async (db: Db): Promise<boolean> =>
  (await db.selectFrom('users').select('id').where('is_admin', '=', true).limit(1).executeTakeFirst()) !== undefined;

/**
 * Only what authenticating a request needs: runs on every authenticated call. `session_revoked`:
 * the session `sid` (a refresh family) was ended (logout, reuse, password reset or change);
 * `session_locked`: it is locked (SPEC §4 Lock). The user's business and role, its trial's end and
 * the subscription covering `at` come along, for the scoping of every query and the payment-required
 * states (one statement: authentication is on every call).
 */
export const findSessionUser = async (db: Db, id: string, sid: string, at: Date) =>
  (
    await executePrepared(
      db,
      db
        .selectFrom('users')
        .leftJoin('businesses', 'businesses.id', 'users.business_id')
        .select(['users.id', 'users.email', 'users.is_admin', 'users.last_seen_at', 'users.business_id', 'users.role', 'users.name'])
        .select(['businesses.name as business_name', 'businesses.trial_ends_at', 'businesses.members_see_statistics'])
        .select(
          sql<boolean>`exists (select 1 from refresh_tokens r where r.family_id = ${sid} and r.revoked_at is not null)`.as('session_revoked'),
        )
        .select(paidUntilColumn(at).as('paid_until'))
        .select(sql<boolean>`exists (select 1 from session_locks l where l.family_id = ${sid})`.as('session_locked'))
        .where('users.id', '=', id)
        .compile(),
    )
  ).rows[0];

/** Records activity; skipped when another request already did within the last minute. */
export const touchLastSeen = (db: Db, id: string, at: Date) =>
  db
    .updateTable('users')
    .set({ last_seen_at: at })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_seen_at', 'is', null), eb('last_seen_at', '<', new Date(at.getTime() - LAST_SEEN_EVERY_MS))]))
    .execute();

/** How stale last_seen_at may get: one write per account per minute at most, however busy it is. */
export const LAST_SEEN_EVERY_MS = 60_000;

/** The user, with the trial's end of their business (null for an admin or someone without one). */
export const findUserWithBusiness = (db: Db, id: string) =>
  db
    .selectFrom('users')
    .leftJoin('businesses', 'businesses.id', 'users.business_id')
    .selectAll('users')
    .select(['businesses.trial_ends_at', 'businesses.name as business_name', 'businesses.auto_lock_minutes', 'businesses.members_see_statistics'])
    .where('users.id', '=', id)
    .executeTakeFirst();

/** A new business of its own for the user (registration, or signing in again after being removed from one). */
export const insertBusiness = (db: Db, business: { id: string; name?: string; created_at: Date; trial_ends_at: Date }) =>
  db.insertInto('businesses').values(business).returningAll().executeTakeFirstOrThrow();

/** Makes the user the owner of the business, if they still have none (a concurrent sign-in may have given them one). */
export const joinAsOwnerIfAlone = async (db: Db, userId: string, businessId: string): Promise<boolean> =>
  (
    await db
      .updateTable('users')
      .set({ business_id: businessId, role: 'owner' })
      .where('id', '=', userId)
      .where('business_id', 'is', null)
      .where('is_admin', '=', false)
      .executeTakeFirst()
  ).numUpdatedRows > 0n;
