import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, InvitationRow } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export const listMembers = (db: Db, businessId: string) =>
  db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'created_at', 'last_seen_at'])
    .where('business_id', '=', businessId)
    .where('role', 'is not', null)
    // The owner first, then by joining date.
    .orderBy(sql`case when role = 'owner' then 0 else 1 end`)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const memberIds = async (db: Db, businessId: string): Promise<string[]> =>
  (await db.selectFrom('users').select('id').where('business_id', '=', businessId).execute()).map((row) => row.id);

export const findMember = (db: Db, businessId: string, userId: string) =>
  db.selectFrom('users').select(['id', 'role']).where('id', '=', userId).where('business_id', '=', businessId).executeTakeFirst();

/** Takes a member (never the owner) out of the business; false when they are not a member of it. */
export const removeMember = async (db: Db, businessId: string, userId: string): Promise<boolean> => {
  const result = await db
    .updateTable('users')
    .set({ business_id: null, role: null })
    .where('id', '=', userId)
    .where('business_id', '=', businessId)
    .where('role', '=', 'member')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

export const findUserByEmail = (db: Db, email: string) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'business_id', 'role', 'is_admin'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();

export type InvitationView = InvitationRow & { invited_by_name: string | null };

const invitationsWithInviter = (db: Db) =>
  db
    .selectFrom('invitations as i')
    .leftJoin('users as u', 'u.id', 'i.invited_by')
    .selectAll('i')
    // The inviter's name, or their e-mail when they gave none; null once their account is gone.
    .select(sql<string | null>`case when u.id is null then null when u.name = '' then u.email else u.name end`.as('invited_by_name'));

/** The business's open invitations (not accepted, not revoked; expired ones included: they are resent), newest first. */
export const listOpenInvitations = (db: Db, businessId: string): Promise<InvitationView[]> =>
  invitationsWithInviter(db)
    .where('i.business_id', '=', businessId)
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .execute();

export const findOpenInvitation = (db: Db, businessId: string, id: string): Promise<InvitationView | undefined> =>
  invitationsWithInviter(db)
    .where('i.id', '=', id)
    .where('i.business_id', '=', businessId)
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .executeTakeFirst();

export const findOpenInvitationByEmail = (db: Db, businessId: string, email: string) =>
  db
    .selectFrom('invitations')
    .select('id')
    .where('business_id', '=', businessId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();

/** Inserts the invitation; false when an open one for that address exists (the partial unique index decides, race-safe). */
export const insertInvitation = async (
  db: Db,
  row: { id: string; business_id: string; email: string; name: string; locale: string; invited_by: string; token_hash: string; created_at: Date; expires_at: Date },
): Promise<boolean> => {
  try {
    await db.insertInto('invitations').values(row).execute();
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') return false;
    throw error;
  }
};

/** A new link for an open invitation: the old token stops working. False when it is no longer open. */
export const renewInvitation = async (
  db: Db,
  { businessId, id, tokenHash, expiresAt, locale }: { businessId: string; id: string; tokenHash: string; expiresAt: Date; locale: string },
): Promise<boolean> => {
  const result = await db
    .updateTable('invitations')
    .set({ token_hash: tokenHash, expires_at: expiresAt, locale })
    .where('id', '=', id)
    .where('business_id', '=', businessId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

export const revokeInvitation = async (db: Db, businessId: string, id: string, at: Date): Promise<boolean> => {
  const result = await db
    .updateTable('invitations')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('business_id', '=', businessId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

/**
 * The invitation behind a link, with the business's display name: its name, else the company
 * profile's, else its owner's name or e-mail. Usable or not (the caller checks).
 */
export const findInvitationByHash = (db: Db, tokenHash: string) =>
  invitationsWithInviter(db)
    .select(
      sql<string>`coalesce(
        nullif((select b.name from businesses b where b.id = i.business_id), ''),
        nullif((select p.name from company_profiles p where p.business_id = i.business_id), ''),
        (select case when o.name = '' then o.email else o.name end from users o
          where o.business_id = i.business_id and o.role = 'owner' order by o.created_at limit 1),
        ''
      )`.as('business_name'),
    )
    .where('i.token_hash', '=', tokenHash)
    .executeTakeFirst();

/**
 * Uses the invitation once: only one of two concurrent accepts updates the row (the second waits
 * for the first's row lock, then finds it accepted). False when it is used, revoked or expired.
 */
export const markAccepted = async (db: Db, { id, tokenHash, userId, at }: { id: string; tokenHash: string; userId: string | null; at: Date }) => {
  const result = await db
    .updateTable('invitations')
    .set({ accepted_at: at, accepted_by: userId })
    .where('id', '=', id)
    .where('token_hash', '=', tokenHash)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
};

export const setAcceptedBy = (db: Db, id: string, userId: string) =>
  db.updateTable('invitations').set({ accepted_by: userId }).where('id', '=', id).execute();

/** Whether a business holds anything that joining another one would throw away: other members, documents, subscriptions. */
export const businessHasContent = async (db: Db, businessId: string, exceptUserId: string): Promise<boolean> => {
  const row = await db
    .selectNoFrom([
      sql<boolean>`exists (select 1 from users where business_id = ${businessId} and id <> ${exceptUserId})`.as('members'),
      sql<boolean>`exists (select 1 from documents where business_id = ${businessId})`.as('documents'),
      sql<boolean>`exists (select 1 from subscriptions where business_id = ${businessId})`.as('subscriptions'),
    ])
    .executeTakeFirstOrThrow();
  return row.members || row.documents || row.subscriptions;
};

export const joinBusiness = (db: Db, userId: string, businessId: string, name?: string) =>
  db
    .updateTable('users')
    .set({ business_id: businessId, role: 'member', ...(name !== undefined ? { name } : {}) })
    .where('id', '=', userId)
    .execute();

export const deleteBusiness = (db: Db, businessId: string) => db.deleteFrom('businesses').where('id', '=', businessId).execute();

/** The business's name, else its company profile's ('' when neither is set). */
export const businessName = async (db: Db, businessId: string): Promise<string> => {
  const row = await db
    .selectFrom('businesses as b')
    .leftJoin('company_profiles as p', 'p.business_id', 'b.id')
    .select(['b.name as name', 'p.name as profile_name'])
    .where('b.id', '=', businessId)
    .executeTakeFirst();
  return row?.name || row?.profile_name || '';
};

export const findSettings = (db: Db, businessId: string) =>
  db.selectFrom('businesses').select('members_see_statistics').where('id', '=', businessId).executeTakeFirst();

export const updateSettings = (db: Db, businessId: string, membersSeeStatistics: boolean) =>
  db
    .updateTable('businesses')
    .set({ members_see_statistics: membersSeeStatistics })
    .where('id', '=', businessId)
    .returning('members_see_statistics')
    .executeTakeFirst();
