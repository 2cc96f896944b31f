import type { Kysely } from 'kysely';
import {
  DEFAULT_WEEK,
  freeSlots,
  roundHours,
  type AppointmentDto,
  type AppointmentStageBody,
  type AvailabilityResponse,
  type ClosedDayBody,
  type ClosedDayDto,
  type FormData,
  type FormDefinition,
  type RescheduleBody,
  type WeekResponse,
  type WorkingHoursBody,
  type WorkingHoursResponse,
} from '@atelier/core';
import type { Database } from '../../db/schema.js';
import { newId } from '../../db/ids.js';
import { AppError } from '../../errors.js';
import type { RequestScope } from '../../http/request-user.js';
import type { DocumentsService } from '../documents/index.js';
import type { FormsService } from '../forms/index.js';
import * as slots from './appointments.repo.js';
import { toDto } from './appointments.repo.js';
import { planDays } from './bookings.js';
import * as hours from './working-hours.repo.js';

/** A calendar asks for a week, a phone for a day; a month view is the most any screen shows. */
const MAX_RANGE_DAYS = 42;
const UNDATED_SHOWN = 100;
const FORM_IDS_TTL_MS = 60_000;


const daysBetween = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** The document's data with the fields of these roles set (a role the definition lacks is left out). */
const withRoles = (definition: FormDefinition, data: FormData, values: Partial<Record<string, string | null>>): FormData => {
  const next: FormData = { ...data };
  for (const step of definition.steps) {
    for (const field of step.fields) {
      if (!field.role || !(field.role in values)) continue;
      const value = values[field.role];
      next[step.name] = { ...next[step.name], [field.name]: value ?? '' };
    }
  }
  return next;
};

export const createAppointmentsService = ({ db, forms, documents, now }: { db: Kysely<Database>; forms: FormsService; documents: DocumentsService; now: () => Date }) => {
  const workingHours = async ({ businessId }: RequestScope): Promise<WorkingHoursResponse> => {
    const week = await hours.readWeek(db, businessId);
    return week.length === 7 ? { configured: true, days: week } : { configured: false, days: [...DEFAULT_WEEK] };
  };

  const saveWorkingHours = async ({ businessId, userId }: RequestScope, body: WorkingHoursBody): Promise<WorkingHoursResponse> => {
    const days = [...body.days].sort((a, b) => a.weekday - b.weekday);
    await hours.writeWeek(db, { businessId, userId, days, at: now() });
    return { configured: true, days };
  };

  const closedDays = async ({ businessId }: RequestScope, year: number | undefined): Promise<ClosedDayDto[]> => {
    const today = now().toISOString().slice(0, 10);
    return hours.closedDaysBetween(db, businessId, year ? `${year}-01-01` : today, year ? `${year}-12-31` : '9999-12-31');
  };

  const addClosedDay = async ({ businessId, userId }: RequestScope, body: ClosedDayBody): Promise<ClosedDayDto> =>
    hours.upsertClosedDay(db, { id: newId(now()), businessId, date: body.date, note: body.note ?? '', userId, at: now() });

  const removeClosedDay = async ({ businessId }: RequestScope, id: string): Promise<void> => {
    if (!(await hours.deleteClosedDay(db, businessId, id))) throw new AppError('not_found', { message: 'Closed day not found' });
  };

  // Which applications are appointments changes only when one is published: reading every current
  // definition's kind costs more than the rest of a week's calendar, so it is kept a minute.
  let kinds: { at: number; ids: Promise<string[]> } | undefined;
  const appointmentFormIds = (): Promise<string[]> => {
    const at = Date.now();
    if (!kinds || at - kinds.at > FORM_IDS_TTL_MS) kinds = { at, ids: slots.appointmentFormIds(db).catch((error: unknown) => {
      kinds = undefined;
      throw error;
    }) };
    return kinds.ids;
  };

  /** The first appointments application (document kind appointment) the business may use, if any. */
  const appointmentForm = async (scope: RequestScope): Promise<string | null> => {
    for (const id of await appointmentFormIds()) {
      const usable = await forms.usableForm(scope, id).then(
        () => true,
        () => false,
      );
      if (usable) return id;
    }
    return null;
  };

  const checkRange = (from: string, to: string) => {
    if (to < from || daysBetween(from, to) > MAX_RANGE_DAYS) {
      throw new AppError('validation_error', { message: `from must not be after to, and the range at most ${MAX_RANGE_DAYS} days`, details: [{ path: 'to', message: 'range' }] });
    }
  };

  const week = async (scope: RequestScope, from: string, to: string): Promise<WeekResponse> => {
    checkRange(from, to);
    const { businessId } = scope;
    const [plans, booked, rows, undated, formId] = await Promise.all([
      planDays(db, businessId, from, to),
      slots.hoursByDay(db, businessId, from, to),
      slots.slotsBetween(db, businessId, from, to),
      slots.undatedSlots(db, businessId, UNDATED_SHOWN),
      appointmentForm(scope),
    ]);
    return {
      form_id: formId,
      days: plans.map((plan) => ({ ...plan, scheduled_hours: roundHours(booked.get(plan.date) ?? 0) })),
      appointments: rows.map(toDto),
      undated: undated.map(toDto),
    };
  };

  const availability = async ({ businessId }: RequestScope, date: string): Promise<AvailabilityResponse> => {
    const [[plan], rows] = await Promise.all([planDays(db, businessId, date, date), slots.slotsBetween(db, businessId, date, date)]);
    if (!plan) throw new AppError('validation_error');
    const appointments = rows.map(toDto);
    return {
      ...plan,
      scheduled_hours: roundHours(appointments.reduce((sum, a) => sum + a.hours, 0)),
      free: plan.working ? freeSlots({ open: plan.open, close: plan.close, booked: appointments }) : [],
      appointments,
    };
  };

  const loadAppointment = async (scope: RequestScope, id: string) => {
    const slot = await slots.findSlot(db, scope.businessId, id);
    if (!slot) throw new AppError('appointment_not_found');
    const document = await documents.get(scope, id);
    const definition = await forms.definitionOf(document.form_id, document.form_version);
    return { slot, document, definition };
  };

  /** A new date and start time (the document is saved as its editor would: validated, checked, versioned). */
  const reschedule = async (scope: RequestScope, id: string, body: RescheduleBody): Promise<AppointmentDto> => {
    const { document, definition } = await loadAppointment(scope, id);
    const data = withRoles(definition, document.data, { 'appointment.date': body.date, 'appointment.time': body.start ?? null });
    await documents.update(scope, id, { data, version: document.version }, { confirmOverbooking: body.confirm_overbooking ?? false });
    return toDto((await slots.findSlot(db, scope.businessId, id)) ?? (await loadAppointment(scope, id)).slot);
  };

  const complete = async (scope: RequestScope, id: string): Promise<AppointmentDto> => {
    const { document, definition, slot } = await loadAppointment(scope, id);
    if (slot.status !== 'completed') {
      await documents.update(scope, id, { data: withRoles(definition, document.data, { 'appointment.status': 'completed' }), version: document.version });
    }
    return toDto((await slots.findSlot(db, scope.businessId, id)) ?? slot);
  };

  /**
   * Where a booked car stands (Today): done completes the appointment (its document); arrived and
   * in progress are marked beside it, and take a completed one back to scheduled in its document.
   */
  const setStage = async (scope: RequestScope, id: string, { stage }: AppointmentStageBody): Promise<AppointmentDto> => {
    if (stage === 'done') return complete(scope, id);
    const { document, definition, slot } = await loadAppointment(scope, id);
    if (slot.status === 'completed') {
      await documents.update(scope, id, { data: withRoles(definition, document.data, { 'appointment.status': 'scheduled' }), version: document.version });
    }
    const at = now();
    await slots.markProgress(db, { businessId: scope.businessId, documentId: id, arrivedAt: at, startedAt: stage === 'in_progress' ? at : null, userId: scope.userId, at });
    return toDto((await slots.findSlot(db, scope.businessId, id)) ?? slot);
  };

  /** One day's dated appointments, by start time (Today): one range of the day index. */
  const onDay = async ({ businessId }: RequestScope, date: string): Promise<AppointmentDto[]> => (await slots.slotsBetween(db, businessId, date, date)).map(toDto);


  /** The appointments among the business's documents `ids`, for another feature's page (a vehicle's appointments). */
  const appointmentsOf = async ({ businessId }: RequestScope, ids: readonly string[]) =>
    (await slots.slotsOf(db, businessId, ids)).map((row) => ({ document_id: row.document_id, day: row.day, start: row.start_at, hours: Number(row.hours), status: row.status }));

  return { workingHours, saveWorkingHours, closedDays, addClosedDay, removeClosedDay, week, availability, reschedule, complete, setStage, onDay, appointmentForm, appointmentsOf };
};

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;

