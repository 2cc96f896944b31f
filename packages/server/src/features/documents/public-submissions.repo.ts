import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, PublicSubmissionRow } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Next number of a form's public submissions (one sequence per form, apart from every user's). */
export const nextPublicSeq = async (db: Db, { formId, start }: { formId: string; start: number }): Promise<number> =>
  (
    await db
      .insertInto('public_submission_counters')
      .values({ form_id: formId, last_number: start })
      .onConflict((oc) => oc.column('form_id').doUpdateSet({ last_number: sql`public_submission_counters.last_number + 1` }))
      .returning('last_number')
      .executeTakeFirstOrThrow()
  ).last_number;

export type NewPublicSubmission = Omit<PublicSubmissionRow, 'created_at'> & { created_at: Date };

export const insertPublicSubmission = (db: Db, row: NewPublicSubmission) =>
  db
    .insertInto('public_submissions')
    .values({ ...row, data: JSON.stringify(row.data), facts: JSON.stringify(row.facts), totals: JSON.stringify(row.totals) })
    .execute();

export const findPublicSubmission = (db: Db, id: string): Promise<PublicSubmissionRow | undefined> =>
  db.selectFrom('public_submissions').selectAll().where('id', '=', id).executeTakeFirst();
