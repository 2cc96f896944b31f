import { sql, type Kysely, type Transaction } from 'kysely';
import type { WorkingDay } from '@atelier/core';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The business's week as it set it (empty until it did), Monday first. */
export const readWeek = async (db: Db, businessId: string): Promise<WorkingDay[]> =>
  (
    await db
      .selectFrom('working_hours')
      .select(['weekday', 'working', 'open_at', 'close_at', 'available_hours'])
      .where('business_id', '=', businessId)
      .orderBy('weekday')
      .execute()
  ).map((row) => ({ weekday: row.weekday, working: row.working, open: row.open_at, close: row.close_at, available_hours: Number(row.available_hours) }));

/** Replaces the business's week, all seven days in one statement. */
export const writeWeek = async (db: Db, { businessId, userId, days, at }: { businessId: string; userId: string; days: readonly WorkingDay[]; at: Date }) => {
  await db
    .insertInto('working_hours')
    .values(
      days.map((d) => ({
        business_id: businessId,
        weekday: d.weekday,
        working: d.working,
        open_at: d.open,
        close_at: d.close,
        available_hours: d.available_hours,
        updated_by: userId,
        updated_at: at,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['business_id', 'weekday']).doUpdateSet((eb) => ({
        working: eb.ref('excluded.working'),
        open_at: eb.ref('excluded.open_at'),
        close_at: eb.ref('excluded.close_at'),
        available_hours: eb.ref('excluded.available_hours'),
        updated_by: eb.ref('excluded.updated_by'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
};

export type ClosedDayRow = { id: string; date: string; note: string };

const dayText = sql<string>`to_char(day, 'YYYY-MM-DD')`;

/** The business's closed days between two days (inclusive). */
export const closedDaysBetween = async (db: Db, businessId: string, from: string, to: string): Promise<ClosedDayRow[]> =>
  db
    .selectFrom('closed_days')
    .select(['id', dayText.as('date'), 'note'])
    .where('business_id', '=', businessId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();

/** Adds a closed day, or renames the note of one already there; answers the row. */
export const upsertClosedDay = async (db: Db, row: { id: string; businessId: string; date: string; note: string; userId: string; at: Date }): Promise<ClosedDayRow> =>
  db
    .insertInto('closed_days')
    .values({ id: row.id, business_id: row.businessId, day: row.date, note: row.note, created_by: row.userId, created_at: row.at })
    .onConflict((oc) => oc.columns(['business_id', 'day']).doUpdateSet((eb) => ({ note: eb.ref('excluded.note') })))
    .returning(['id', dayText.as('date'), 'note'])
    .executeTakeFirstOrThrow();

export const deleteClosedDay = async (db: Db, businessId: string, id: string): Promise<boolean> =>
  (await db.deleteFrom('closed_days').where('business_id', '=', businessId).where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n;
