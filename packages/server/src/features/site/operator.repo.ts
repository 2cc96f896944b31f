import { OPERATOR_FIELDS } from '@atelier/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database, OperatorDetailsTable } from '../../db/schema.js';

export type OperatorDetailsRow = Omit<Selectable<OperatorDetailsTable>, 'id'>;

/** Each of the operator's fields in the column of its name, and when it was saved. */
const COLUMNS = [...OPERATOR_FIELDS, 'updated_at'] as const;

/** The one row of operator_details (id 1), or undefined before the admin first saves. */
export const createOperatorRepo = (db: Kysely<Database>) => ({
  find: async (): Promise<OperatorDetailsRow | undefined> => db.selectFrom('operator_details').select(COLUMNS).where('id', '=', 1).executeTakeFirst(),
  save: async (row: Omit<OperatorDetailsRow, 'updated_at'>, at: Date): Promise<OperatorDetailsRow> =>
    db
      .insertInto('operator_details')
      .values({ id: 1, ...row, updated_at: at })
      .onConflict((oc) => oc.column('id').doUpdateSet({ ...row, updated_at: at }))
      .returning(COLUMNS)
      .executeTakeFirstOrThrow(),
});
export type OperatorRepo = ReturnType<typeof createOperatorRepo>;
