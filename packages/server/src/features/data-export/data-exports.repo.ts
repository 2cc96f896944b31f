import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { Database, DataExportRow } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export type DataExportListRow = DataExportRow & { requested_by_email: string | null };

/** Inserts a queued export; false when the business already has one queued or running (the unique index). */
export const insertExport = async (db: Db, row: { id: string; business_id: string; requested_by: string; locale: string; created_at: Date }): Promise<boolean> => {
  try {
    await db.insertInto('data_exports').values({ ...row, status: 'queued' }).execute();
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') return false;
    throw error;
  }
};

const withRequester = (db: Db) =>
  db.selectFrom('data_exports').leftJoin('users', 'users.id', 'data_exports.requested_by').selectAll('data_exports').select('users.email as requested_by_email');

export const findOpenExport = (db: Db, businessId: string): Promise<DataExportListRow | undefined> =>
  withRequester(db).where('data_exports.business_id', '=', businessId).where('data_exports.status', 'in', ['queued', 'running']).executeTakeFirst();

export const findExport = (db: Db, { businessId, id }: { businessId: string; id: string }): Promise<DataExportListRow | undefined> =>
  withRequester(db).where('data_exports.business_id', '=', businessId).where('data_exports.id', '=', id).executeTakeFirst();

export const listExports = (db: Db, businessId: string, limit: number): Promise<DataExportListRow[]> =>
  withRequester(db).where('data_exports.business_id', '=', businessId).orderBy('data_exports.created_at', 'desc').orderBy('data_exports.id', 'desc').limit(limit).execute();

/**
 * Marks the export running for this run of its job (the job engine makes sure one instance runs it
 * at a time); a run that took over from a dead one starts it again. Its start time is its claim:
 * the run it replaced writes nothing more. Undefined when it is gone or already finished.
 */
export const startExport = async (db: Db, { id, at }: { id: string; at: Date }): Promise<DataExportRow | undefined> =>
  db
    .updateTable('data_exports')
    .set({ status: 'running', started_at: at, heartbeat_at: at, done: 0, total: 0 })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .returningAll()
    .executeTakeFirst();

/** An export as claimed: its claim is its start time, so a process that lost it (re-queued, claimed again) writes nothing more. */
export type ClaimedExport = Pick<DataExportRow, 'id' | 'business_id' | 'requested_by' | 'locale'> & { started_at: Date | null };

const stillMine = (claim: ClaimedExport) => (eb: ExpressionBuilder<Database, 'data_exports'>) =>
  eb.and([eb('id', '=', claim.id), eb('status', '=', 'running'), eb('started_at', '=', claim.started_at ?? new Date(0))]);

/** Progress of a running export (also its heartbeat); false when it is no longer this claim's (re-queued). */
export const writeProgress = async (db: Db, { claim, done, total, at }: { claim: ClaimedExport; done: number; total: number; at: Date }): Promise<boolean> =>
  (await db.updateTable('data_exports').set({ done, total, heartbeat_at: at }).where(stillMine(claim)).executeTakeFirst()).numUpdatedRows > 0n;

export const markDone = async (db: Db, { claim, bytes, at, expiresAt }: { claim: ClaimedExport; bytes: number; at: Date; expiresAt: Date }): Promise<boolean> =>
  (
    await db
      .updateTable('data_exports')
      .set({ status: 'done', done: sql`total`, bytes, finished_at: at, heartbeat_at: at, expires_at: expiresAt, error: null })
      .where(stillMine(claim))
      .executeTakeFirst()
  ).numUpdatedRows > 0n;

export const markFailed = (db: Db, { claim, error, at }: { claim: ClaimedExport; error: string; at: Date }) =>
  db.updateTable('data_exports').set({ status: 'failed', error, finished_at: at }).where(stillMine(claim)).execute();

/** Back to the queue (the process is stopping): the next process to look takes it from the start. */
export const requeue = (db: Db, claim: ClaimedExport) => db.updateTable('data_exports').set({ status: 'queued', done: 0 }).where(stillMine(claim)).execute();

/** Finished exports past their expiry: the sweep deletes their files and marks them expired. */
export const findExpired = (db: Db, at: Date, limit: number) =>
  db.selectFrom('data_exports').select(['id']).where('status', '=', 'done').where('expires_at', '<=', at).orderBy('expires_at').limit(limit).execute();

export const markExpired = (db: Db, id: string) => db.updateTable('data_exports').set({ status: 'expired' }).where('id', '=', id).where('status', '=', 'done').execute();

/** Ids of every export row (the sweep deletes any file in the folder that has none: a business deleted). */
export const existingExportIds = async (db: Db, ids: readonly string[]): Promise<Set<string>> =>
  ids.length === 0 ? new Set() : new Set((await db.selectFrom('data_exports').select('id').where('id', 'in', ids).where('status', 'in', ['queued', 'running', 'done']).execute()).map((r) => r.id));

/** The business's applications that have documents, with how many and the definition versions they were made with. */
export const formsWithDocuments = async (db: Db, businessId: string) =>
  (
    await db
      .selectFrom('documents')
      .innerJoin('forms', 'forms.id', 'documents.form_id')
      .select(['documents.form_id', 'forms.key', 'forms.current_version'])
      .select((eb) => [eb.fn.countAll<string>().as('documents'), sql<number[]>`array_agg(distinct documents.form_version)`.as('versions')])
      .where('documents.business_id', '=', businessId)
      .groupBy(['documents.form_id', 'forms.key', 'forms.current_version'])
      .orderBy('forms.key')
      .execute()
  ).map((row) => ({ ...row, documents: Number(row.documents) }));

export type ExportDocumentRow = {
  id: string;
  number: string;
  form_version: number;
  data: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  created_by_name: string | null;
  created_by_email: string | null;
};

export type PageCursor = { created_at: Date; id: string };

/** One page of an application's documents, oldest first, after `after` (keyset: the index on owner, form, created_at, id). */
export const documentsPage = (db: Db, { businessId, formId, after, limit }: { businessId: string; formId: string; after: PageCursor | undefined; limit: number }): Promise<ExportDocumentRow[]> => {
  let query = db
    .selectFrom('documents')
    .leftJoin('users', 'users.id', 'documents.created_by')
    .select(['documents.id', 'documents.number', 'documents.form_version', 'documents.data', 'documents.created_at', 'documents.updated_at'])
    .select(['users.name as created_by_name', 'users.email as created_by_email'])
    .where('documents.business_id', '=', businessId)
    .where('documents.form_id', '=', formId);
  if (after) query = query.where((eb) => eb(eb.refTuple('documents.created_at', 'documents.id'), '>', eb.tuple(after.created_at, after.id)));
  return query.orderBy('documents.created_at').orderBy('documents.id').limit(limit).execute();
};

/** What business.json holds: the business, its members, the company profile, the subscription periods, the logo. */
export const businessSnapshot = async (db: Db, businessId: string) => {
  const [business, profile, subscriptions, logo, members] = await Promise.all([
    db.selectFrom('businesses').select(['id', 'name', 'created_at', 'trial_ends_at']).where('id', '=', businessId).executeTakeFirst(),
    db.selectFrom('company_profiles').selectAll().where('business_id', '=', businessId).executeTakeFirst(),
    db.selectFrom('subscriptions').selectAll().where('business_id', '=', businessId).orderBy('starts_at').execute(),
    db.selectFrom('business_logos').select(['content', 'mime']).where('business_id', '=', businessId).executeTakeFirst(),
    db.selectFrom('users').select(['id', 'name', 'email', 'role', 'created_at', 'last_seen_at']).where('business_id', '=', businessId).orderBy('created_at').execute(),
  ]);
  // The name the business goes by: its own, else its company profile's.
  const name = business?.name || profile?.name || '';
  return { business: { id: businessId, name, created_at: business?.created_at ?? null, trial_ends_at: business?.trial_ends_at ?? null }, profile, subscriptions, logo, members };
};

/** Deletes every export row of a business; answers their ids (their files are the caller's to delete). */
export const deleteBusinessExports = async (db: Db, businessId: string): Promise<string[]> =>
  (await db.deleteFrom('data_exports').where('business_id', '=', businessId).returning('id').execute()).map((row) => row.id);
