import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { activeAddonsOf } from '../billing/index.js';
import { includedByAddon } from '../forms/index.js';

type Db = Kysely<Database>;

/** Every live application with how many documents and allocations it has. */
export const listFormsWithCounts = (db: Db) =>
  db
    .selectFrom('forms')
    .selectAll('forms')
    .select((eb) => [
      eb.selectFrom('documents').whereRef('documents.form_id', '=', 'forms.id').select(eb.fn.countAll<string>().as('n')).as('documents'),
      eb.selectFrom('form_access').whereRef('form_access.form_id', '=', 'forms.id').select(eb.fn.countAll<string>().as('n')).as('allocated_users'),
    ])
    .where('forms.deleted_at', 'is', null)
    .orderBy('forms.category')
    .orderBy('forms.title')
    .execute();

/**
 * Every non-admin account with whether its business has the form (allocated), whether the business's
 * active subscription includes it through an add-on at `at`, and the business's pending request for it.
 */
export const listUsersForForm = (db: Db, { formId, at, limit }: { formId: string; at: Date; limit: number }) =>
  db
    .selectFrom('users')
    .innerJoin('forms', (join) => join.on('forms.id', '=', formId))
    .leftJoinLateral(
      () => activeAddonsOf(db, at).where('subscriptions.business_id', '=', sql.ref<string>('users.business_id')).as('addons'),
      (join) => join.onTrue(),
    )
    .leftJoin('form_access', (join) => join.onRef('form_access.business_id', '=', 'users.business_id').on('form_access.form_id', '=', formId))
    .leftJoin('form_requests', (join) =>
      join.onRef('form_requests.business_id', '=', 'users.business_id').on('form_requests.form_id', '=', formId).on('form_requests.status', '=', 'pending'),
    )
    .select(['users.id', 'users.email', 'form_requests.id as pending_request_id'])
    .select([sql<boolean>`form_access.business_id is not null`.as('has_access'), includedByAddon.as('included_by_addon')])
    .where('users.is_admin', '=', false)
    .orderBy(sql`form_access.business_id is null`)
    .orderBy('users.email')
    .limit(limit)
    .execute();

/** The first step's values of a form's documents, newest first, with the e-mail of who made each (null once gone). */
export const listStepData = (db: Db, { formId, step, skip, limit }: { formId: string; step: string; skip: number; limit: number }) =>
  db
    .selectFrom('documents')
    .leftJoin('users', 'users.id', 'documents.created_by')
    .select(['documents.id', 'documents.created_by', 'users.email', 'documents.number', 'documents.created_at'])
    .select(sql<Record<string, unknown> | null>`documents.data -> ${step}::text`.as('step_data'))
    .where('documents.form_id', '=', formId)
    .orderBy('documents.created_at', 'desc')
    .orderBy('documents.id', 'desc')
    .offset(skip)
    .limit(limit)
    .execute();

export const countDocumentsOfForm = async (db: Db, formId: string): Promise<number> =>
  Number((await db.selectFrom('documents').select((eb) => eb.fn.countAll<string>().as('n')).where('form_id', '=', formId).executeTakeFirstOrThrow()).n);

type Range = { from: Date; to: Date; formId: string | undefined };

const documentsIn = (db: Db, { from, to, formId }: Range) => {
  let query = db.selectFrom('documents').where('documents.created_at', '>=', from).where('documents.created_at', '<', to);
  if (formId) query = query.where('documents.form_id', '=', formId);
  return query;
};

/** Documents per UTC day in [from, to). */
export const countPerDay = (db: Db, range: Range) =>
  documentsIn(db, range)
    .select([sql<string>`to_char(documents.created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'), (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('day')
    .execute();

export const countPerForm = (db: Db, range: Range) =>
  documentsIn(db, range)
    .innerJoin('forms', 'forms.id', 'documents.form_id')
    .select(['forms.id', 'forms.title', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy(['forms.id', 'forms.title'])
    .orderBy('n', 'desc')
    .orderBy('forms.title')
    .execute();

export const countPerUser = (db: Db, range: Range, limit: number) =>
  documentsIn(db, range)
    .innerJoin('users', 'users.id', 'documents.created_by')
    .select(['users.id', 'users.email', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy(['users.id', 'users.email'])
    .orderBy('n', 'desc')
    .orderBy('users.email')
    .limit(limit)
    .execute();
