import { sql, type Kysely, type Transaction } from 'kysely';
import type { AppointmentDto, AppointmentStage } from '@atelier/core';
import type { Database } from '../../db/schema.js';
import type { CalendarAppointment } from './ical.js';

type Db = Kysely<Database> | Transaction<Database>;

/** An appointment as the calendar reads it: its index row and its document's facts. */
export type SlotRow = {
  document_id: string;
  form_id: string;
  number: string;
  version: number;
  day: string | null;
  start_at: string | null;
  hours: string;
  status: string;
  deviz_id: string | null;
  facts: Record<string, string>;
  /** The last confirmation e-mail to the customer (migration 025). */
  confirmation_email: string | null;
  confirmation_sent_at: Date | string | null;
  /** The document's last change (the calendar event's LAST-MODIFIED). */
  updated_at: Date | string;
  /** The workshop's marks of the day (migration 041). */
  arrived_at: Date | string | null;
  started_at: Date | string | null;
};

/** Done is the document's status; arrived and in progress the workshop's marks beside it. */
const stageOf = (row: Pick<SlotRow, 'status' | 'arrived_at' | 'started_at'>): AppointmentStage =>
  row.status === 'completed' ? 'done' : row.started_at ? 'in_progress' : row.arrived_at ? 'arrived' : 'scheduled';

export const toDto = (row: SlotRow): AppointmentDto => ({
  id: row.document_id,
  form_id: row.form_id,
  number: row.number,
  version: row.version,
  date: row.day,
  start: row.start_at,
  hours: Number(row.hours),
  status: row.status,
  stage: stageOf(row),
  client: row.facts['client.name'] ?? '',
  phone: row.facts['client.phone'] ?? '',
  email: row.facts['client.email'] ?? '',
  plate: row.facts['vehicle.plate'] ?? '',
  reason: row.facts['service.reason'] ?? '',
  deviz_id: row.deviz_id,
  confirmation: row.confirmation_email && row.confirmation_sent_at ? { email: row.confirmation_email, sent_at: new Date(row.confirmation_sent_at).toISOString() } : null,
});

/** The appointments among the business's documents `ids` (their slots: day, start, hours, status), in time order, undated last. */
export const slotsOf = (db: Db, businessId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('appointment_slots')
        .select(['document_id', sql<string | null>`day::text`.as('day'), 'start_at', 'hours', 'status'])
        .where('business_id', '=', businessId)
        .where('document_id', 'in', [...ids])
        .orderBy(sql`day nulls last`)
        .orderBy('start_at')
        .orderBy('document_id')
        .execute();

/** A dated appointment as a calendar shows it (the feed, the e-mail's .ics). */
export const toCalendarAppointment = (row: SlotRow & { day: string }): CalendarAppointment => ({ ...toDto(row), date: row.day, updatedAt: new Date(row.updated_at) });

const slots = (db: Db, businessId: string) =>
  db
    .selectFrom('appointment_slots as s')
    .innerJoin('documents as d', 'd.id', 's.document_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('appointment_mails as m')
          .select(['m.email as confirmation_email', 'm.sent_at as confirmation_sent_at'])
          .whereRef('m.document_id', '=', 's.document_id')
          .orderBy('m.sent_at', 'desc')
          .limit(1)
          .as('m'),
      (join) => join.onTrue(),
    )
    .leftJoin('appointment_progress as p', 'p.document_id', 's.document_id')
    .select([
      's.document_id',
      'd.form_id',
      'd.number',
      'd.version',
      'd.updated_at',
      sql<string | null>`to_char(s.day, 'YYYY-MM-DD')`.as('day'),
      's.start_at',
      's.hours',
      's.status',
      's.deviz_id',
      sql<Record<string, string>>`d.facts`.as('facts'),
      'm.confirmation_email',
      'm.confirmation_sent_at',
      'p.arrived_at',
      'p.started_at',
    ])
    .where('s.business_id', '=', businessId);

/** The dated appointments of [from, to], by day and start (untimed ones last in their day). */
export const slotsBetween = async (db: Db, businessId: string, from: string, to: string): Promise<SlotRow[]> =>
  slots(db, businessId)
    .where('s.day', '>=', from)
    .where('s.day', '<=', to)
    .orderBy('s.day')
    .orderBy(sql`s.start_at nulls last`)
    .orderBy('s.document_id')
    .execute();

/** The undated appointments, newest first. */
export const undatedSlots = async (db: Db, businessId: string, limit: number): Promise<SlotRow[]> =>
  slots(db, businessId).where('s.day', 'is', null).orderBy('s.document_id', 'desc').limit(limit).execute();

export const findSlot = async (db: Db, businessId: string, documentId: string): Promise<SlotRow | undefined> =>
  slots(db, businessId).where('s.document_id', '=', documentId).executeTakeFirst();

/**
 * Serialises the bookings of one business-day until the transaction ends: the second of two
 * concurrent bookings waits here, then sees the first one's hours.
 */
export const lockDay = async (db: Transaction<Database>, businessId: string, day: string): Promise<void> => {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`appointments:${businessId}:${day}`}, 0))`.execute(db);
};

/** Hours booked on `day`, leaving out one appointment (the one being changed). */
export const scheduledHours = async (db: Db, businessId: string, day: string, except?: string): Promise<number> => {
  let query = db
    .selectFrom('appointment_slots')
    .select(sql<string>`coalesce(sum(hours), 0)`.as('hours'))
    .where('business_id', '=', businessId)
    .where('day', '=', day);
  if (except) query = query.where('document_id', '!=', except);
  return Number((await query.executeTakeFirstOrThrow()).hours);
};

/** Hours booked per day of [from, to]. */
export const hoursByDay = async (db: Db, businessId: string, from: string, to: string): Promise<Map<string, number>> => {
  const rows = await db
    .selectFrom('appointment_slots')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), sql<string>`sum(hours)`.as('hours')])
    .where('business_id', '=', businessId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('day')
    .execute();
  return new Map(rows.map((row) => [row.day, Number(row.hours)]));
};

/** The business's appointments application (kind appointment), when it has one it may use. */
export const appointmentFormIds = async (db: Db): Promise<string[]> =>
  (
    await db
      .selectFrom('forms')
      .innerJoin('form_versions as v', (join) => join.onRef('v.form_id', '=', 'forms.id').onRef('v.version', '=', 'forms.current_version'))
      .select('forms.id')
      .where('forms.deleted_at', 'is', null)
      .where(sql<boolean>`v.definition->'document'->>'kind' = 'appointment'`)
      .orderBy('forms.created_at')
      .execute()
  ).map((row) => row.id);

/** Marks where a booked car stands (arrived, work started); `null` clears a mark. */
export const markProgress = async (
  db: Db,
  { businessId, documentId, arrivedAt, startedAt, userId, at }: { businessId: string; documentId: string; arrivedAt: Date | null; startedAt: Date | null; userId: string; at: Date },
): Promise<void> => {
  await db
    .insertInto('appointment_progress')
    .values({ document_id: documentId, business_id: businessId, arrived_at: arrivedAt, started_at: startedAt, updated_by: userId, updated_at: at })
    .onConflict((oc) =>
      oc.column('document_id').doUpdateSet({
        arrived_at: sql`coalesce(appointment_progress.arrived_at, excluded.arrived_at)`,
        started_at: startedAt === null ? null : sql`coalesce(appointment_progress.started_at, excluded.started_at)`,
        updated_by: userId,
        updated_at: at,
      }),
    )
    .execute();
};
