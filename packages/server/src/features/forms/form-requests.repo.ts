import type { Kysely, Transaction } from 'kysely';
import type { Database, FormRequestRow } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A new pending request of the business (`requested_by`: who asked); `undefined` when it already has one pending for the form. */
export const insertPendingRequest = (
  db: Db,
  row: { id: string; business_id: string; requested_by: string; form_id: string; created_at: Date },
): Promise<FormRequestRow | undefined> =>
  db
    .insertInto('form_requests')
    .values({ ...row, status: 'pending' })
    .onConflict((oc) => oc.columns(['business_id', 'form_id']).where('status', '=', 'pending').doNothing())
    .returningAll()
    .executeTakeFirst();

/** A business's requests, newest first. */
export const listBusinessRequests = (db: Db, businessId: string, limit: number): Promise<FormRequestRow[]> =>
  db.selectFrom('form_requests').selectAll().where('business_id', '=', businessId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();

/** Pending requests of live applications, oldest first, with who asked (still there) and for what. */
export const listPendingRequests = (db: Db, limit: number) =>
  db
    .selectFrom('form_requests')
    .innerJoin('users', 'users.id', 'form_requests.requested_by')
    .innerJoin('forms', 'forms.id', 'form_requests.form_id')
    .selectAll('form_requests')
    .select(['users.email as user_email', 'forms.title as form_title'])
    .where('form_requests.status', '=', 'pending')
    .where('forms.deleted_at', 'is', null)
    .orderBy('form_requests.created_at')
    .orderBy('form_requests.id')
    .limit(limit)
    .execute();

export const findRequest = (db: Db, id: string): Promise<FormRequestRow | undefined> =>
  db.selectFrom('form_requests').selectAll().where('id', '=', id).executeTakeFirst();

/** Decides the business's pending request for a form, if any; true when there was one. */
export const decidePendingForForm = async (db: Db, { businessId, formId, status, at }: { businessId: string; formId: string; status: 'approved' | 'rejected'; at: Date }) =>
  (
    await db
      .updateTable('form_requests')
      .set({ status, decided_at: at })
      .where('business_id', '=', businessId)
      .where('form_id', '=', formId)
      .where('status', '=', 'pending')
      .executeTakeFirst()
  ).numUpdatedRows > 0n;

/** Decides one request if it is still pending; `undefined` when it was not. */
export const decideRequest = (db: Db, { id, status, at }: { id: string; status: 'approved' | 'rejected'; at: Date }): Promise<FormRequestRow | undefined> =>
  db
    .updateTable('form_requests')
    .set({ status, decided_at: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
