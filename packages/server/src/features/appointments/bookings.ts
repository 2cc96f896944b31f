import type { Kysely, Transaction } from 'kysely';
import { DEFAULT_WEEK, addDays, isAppointmentForm, planDay, roundHours, type DayPlan, type FormDefinition } from '@atelier/core';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { DocumentHook } from '../documents/index.js';
import * as slots from './appointments.repo.js';
import { bucharestTimeExists } from './bucharest-time.js';
import * as hours from './working-hours.repo.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Whether documents of this definition are appointments the calendar holds (core's isAppointmentForm). */
export const tiedToAppointments = (definition: FormDefinition): boolean => isAppointmentForm(definition);

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A start time the calendar keeps (as the appointment_slots trigger reads it). */
const TIME_PATTERN = /^[0-2]\d:[0-5]\d$/;

/** The plans of the days [from, to] (at most a few weeks) as the business works them. */
export const planDays = async (db: Db, businessId: string, from: string, to: string): Promise<DayPlan[]> => {
  const [week, closed] = await Promise.all([hours.readWeek(db, businessId), hours.closedDaysBetween(db, businessId, from, to)]);
  const closedDays = new Map(closed.map((c) => [c.date, c.note]));
  const plans: DayPlan[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) plans.push(planDay({ date: day, week: week.length === 7 ? week : DEFAULT_WEEK, closedDays }));
  return plans;
};

const nonWorking = (plan: DayPlan): AppError => {
  const reason = plan.reason ?? { kind: 'weekly' as const };
  const why = reason.kind === 'holiday' ? `a public holiday (${reason.holiday})` : reason.kind === 'closed_day' ? `a closed day of the workshop${reason.note ? ` (${reason.note})` : ''}` : 'not a working day of the workshop';
  return new AppError('non_working_day', {
    message: `${plan.date} is ${why}: pick another date`,
    details: [
      { path: 'date', message: plan.date },
      { path: 'reason', message: reason.kind === 'holiday' ? reason.holiday : reason.kind === 'closed_day' ? reason.note : '', code: reason.kind },
    ],
  });
};

/** Spring's skipped hour: the wall clock goes from 02:59 to 04:00 on the last Sunday of March. */
const nonexistentTime = (day: string, time: string): AppError =>
  new AppError('nonexistent_time', {
    message: `${time} does not exist on ${day} in Romania (the clocks go forward from 03:00 to 04:00 that night): pick another time`,
    details: [
      { path: 'date', message: day },
      { path: 'start', message: time },
    ],
  });

export type BookingCheck = {
  businessId: string;
  facts: Record<string, string>;
  /** The appointment being changed (its own hours are not counted twice). */
  documentId?: string;
  /** The user saw the overbooking warning and chose "proceed anyway". */
  confirm: boolean;
};

/**
 * The server's rule for a save of an appointment, inside the transaction that writes it: a new
 * start must exist on the Bucharest clock (else 422 nonexistent_time: spring's skipped hour; an
 * autumn time that happens twice is its first occurrence, see bucharest-time.ts), a new
 * day must be a working one (else 422 non_working_day, naming why), and the day's hours may pass
 * its available hours only with the user's confirmation (else 409 overbooked with the figures).
 * The day is locked first, so two bookings of the last free hours cannot both pass unconfirmed.
 * Changes that keep the day and do not add hours (completing, editing the reason) are not checked.
 */
export const checkBooking = async (trx: Transaction<Database>, { businessId, facts, documentId, confirm }: BookingCheck): Promise<void> => {
  const day = facts['appointment.date'];
  if (!day || !DAY_PATTERN.test(day)) return;
  const requested = Number(facts['appointment.hours'] ?? '0');
  const previous = documentId ? await slots.findSlot(trx, businessId, documentId) : undefined;
  const time = facts['appointment.time'];
  // Checked when the day or time is new: an appointment saved before keeps its (read-only) history.
  if (time && TIME_PATTERN.test(time) && (previous?.day !== day || previous.start_at !== time) && !bucharestTimeExists(day, time)) throw nonexistentTime(day, time);
  if (previous?.day === day && requested <= Number(previous.hours)) return;
  const [plan] = await planDays(trx, businessId, day, day);
  if (!plan) return;
  if (!plan.working && previous?.day !== day) throw nonWorking(plan);
  await slots.lockDay(trx, businessId, day);
  const scheduled = await slots.scheduledHours(trx, businessId, day, documentId);
  const over = roundHours(scheduled + requested - plan.available_hours);
  if (over > 0 && !confirm) {
    throw new AppError('overbooked', {
      message: `This booking would exceed the ${plan.available_hours} available hours of ${day} by ${over} hours`,
      details: [
        { path: 'date', message: day },
        { path: 'available', message: String(plan.available_hours) },
        { path: 'scheduled', message: String(roundHours(scheduled)) },
        { path: 'requested', message: String(roundHours(requested)) },
        { path: 'over', message: String(over) },
      ],
    });
  }
};

/**
 * Appointments' hook on documents: a dated appointment is checked and written in one transaction
 * (checkBooking); every other document keeps the batched path.
 */
export const bookingHook: DocumentHook = {
  name: 'appointments',
  inSave: {
    wants: ({ definition, facts }) => tiedToAppointments(definition) && facts['appointment.date'] !== undefined,
    run: (trx, { businessId, facts, documentId, options }) =>
      checkBooking(trx, { businessId, facts, ...(documentId === undefined ? {} : { documentId }), confirm: options.confirmOverbooking === true }),
  },
};
