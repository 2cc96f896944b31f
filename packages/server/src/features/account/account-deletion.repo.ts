import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, DeletedAccountBilling } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export const insertDeletionRequest = (
  db: Db,
  row: { id: string; business_id: string; user_id: string; token_hash: string; locale: string; created_at: Date; expires_at: Date },
) => db.insertInto('account_deletion_requests').values(row).execute();

export const findDeletionRequest = (db: Db, tokenHash: string) =>
  db.selectFrom('account_deletion_requests').select('business_id').where('token_hash', '=', tokenHash).executeTakeFirst();

/**
 * Uses a confirmation link once: the row is marked used in the same statement that checks it is
 * unused and unexpired, so two concurrent confirmations cannot both go on.
 */
export const claimDeletionRequest = (db: Db, tokenHash: string, at: Date) =>
  db
    .updateTable('account_deletion_requests')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning(['business_id', 'user_id', 'locale'])
    .executeTakeFirst();

/** The people of the business, the owner first (the deletion notice goes to the owner). */
export const listMembers = (db: Db, businessId: string) =>
  db.selectFrom('users').select(['id', 'email', 'role']).where('business_id', '=', businessId).orderBy('role', 'desc').orderBy('id').execute();

/** Every subscription period billed to the business, oldest first: the operator's accounting record. */
export const listBilledPeriods = (db: Db, businessId: string) =>
  db
    .selectFrom('subscriptions')
    .select([
      'starts_at',
      'ends_at',
      'created_at',
      'applications',
      'registry_integration',
      'entry_sheet',
      'logo',
      'logo_one_off',
      'price_net',
      'price_vat',
      'price_gross',
      'one_off_net',
      'one_off_vat',
      'one_off_gross',
    ])
    .where('business_id', '=', businessId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const countDocuments = async (db: Db, businessId: string): Promise<number> =>
  Number((await db.selectFrom('documents').select((eb) => eb.fn.countAll<string>().as('n')).where('business_id', '=', businessId).executeTakeFirstOrThrow()).n);

/**
 * Deletes the business and everything of it. The statistics rows first (they have no foreign key,
 * and with them gone the documents' delete trigger has nothing to take off the buckets), then the
 * documents, then the people (their sessions, resets, e-mail changes, devices and locks go with
 * their rows by cascade; their idempotency replies hold document data, so they go too), then the
 * business row, whose cascade takes counters, form access and requests, subscriptions, the logo,
 * the profile, invitations, exports and deletion requests.
 */
export const deleteBusiness = async (db: Db, { businessId, memberIds }: { businessId: string; memberIds: string[] }) => {
  // stat_buckets is written only by the SQL functions of 005, so it has no type in schema.ts.
  await sql`delete from stat_buckets where business_id = ${businessId}`.execute(db);
  await db.deleteFrom('document_stat_lines').where('business_id', '=', businessId).execute();
  await db.deleteFrom('document_stats').where('business_id', '=', businessId).execute();
  await db.deleteFrom('documents').where('business_id', '=', businessId).execute();
  if (memberIds.length > 0) {
    await db
      .deleteFrom('idempotency_keys')
      .where(
        'scope',
        'in',
        memberIds.map((id) => `user:${id}`),
      )
      .execute();
    await db.deleteFrom('users').where('id', 'in', memberIds).where('business_id', '=', businessId).execute();
  }
  await db.deleteFrom('businesses').where('id', '=', businessId).execute();
};

export const insertDeletedAccount = (
  db: Db,
  row: { id: string; business_id: string; deleted_at: Date; deleted_by: 'owner' | 'admin'; admin_id: string | null; reason: string; billing: DeletedAccountBilling },
) => db.insertInto('deleted_accounts').values({ ...row, billing: JSON.stringify(row.billing) }).execute();

/** Locks the business row for the transaction: a second deletion of it waits, then finds it gone (undefined). */
export const lockBusiness = (db: Db, businessId: string) => db.selectFrom('businesses').select('id').where('id', '=', businessId).forUpdate().executeTakeFirst();

/**
 * Erases the deleted_accounts rows whose retention ended before `day` (GDPR art. 5(1)(e): kept no
 * longer than needed). The row keeps its end in `billing.retention.until`: 10 years from the end of
 * the year of the last billed period; a business never billed has none (null), so nothing of it
 * must be kept and its row goes too. Answers how many rows went.
 */
export const eraseExpiredDeletedAccounts = async (db: Db, day: string): Promise<number> => {
  const result = await sql`
    delete from deleted_accounts
    where coalesce(billing -> 'retention' ->> 'until', '') !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
       or (billing -> 'retention' ->> 'until') < ${day}`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
};
