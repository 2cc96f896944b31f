import { z } from 'zod';
import { LOCALES } from '../constants.js';
import { HOLIDAY_KEYS } from '../appointments/holidays.js';
import { calendarDay, idSchema } from './common.js';

const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a time HH:MM' })
  .describe('HH:MM, 24-hour');
const hours = z.number().min(0).max(24).multipleOf(0.25).describe('hours the workshop can sell that day (mechanics × hours), in quarter hours');

export const workingDayDto = z
  .object({
    weekday: z.number().int().min(1).max(7).describe('ISO weekday: 1 Monday … 7 Sunday'),
    working: z.boolean(),
    open: time,
    close: time,
    available_hours: hours,
  })
  .refine((d) => !d.working || d.open < d.close, { message: 'the workshop must open before it closes', path: ['close'] });
export type WorkingDayDto = z.infer<typeof workingDayDto>;

export const workingHoursBody = z.object({
  days: z
    .array(workingDayDto)
    .length(7)
    .refine((days) => new Set(days.map((d) => d.weekday)).size === 7, { message: 'one entry for each weekday 1…7' })
    .describe('the seven weekdays'),
});
export type WorkingHoursBody = z.infer<typeof workingHoursBody>;

export const workingHoursResponse = workingHoursBody.extend({
  configured: z.boolean().describe('false while the business works by the default week (Monday–Friday 08:00–17:00, 8 hours)'),
});
export type WorkingHoursResponse = z.infer<typeof workingHoursResponse>;

export const closedDayBody = z.object({
  date: calendarDay,
  note: z.string().trim().max(200).default('').describe('why (holiday, inventory…)'),
});
export type ClosedDayBody = z.input<typeof closedDayBody>;

export const closedDayDto = z.object({ id: idSchema, date: z.string().describe('YYYY-MM-DD'), note: z.string() });
export type ClosedDayDto = z.infer<typeof closedDayDto>;

export const closedDaysQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional().describe('only this year (default: from today on)') });

export const closedReasonDto = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('holiday'), holiday: z.enum(HOLIDAY_KEYS) }),
    z.object({ kind: z.literal('closed_day'), note: z.string() }),
    z.object({ kind: z.literal('weekly') }),
  ])
  .describe('why the day takes no appointments: a public holiday, a closed day of the business, or not a working weekday');

export const dayPlanDto = z.object({
  date: z.string().describe('YYYY-MM-DD'),
  working: z.boolean(),
  open: time,
  close: time,
  available_hours: z.number(),
  scheduled_hours: z.number().describe('hours of the appointments of that day (completed ones too)'),
  reason: closedReasonDto.nullable(),
});
export type DayPlanDto = z.infer<typeof dayPlanDto>;

export const APPOINTMENT_STATUSES = ['scheduled', 'completed'] as const;

/**
 * Where a booked car stands on the day (issue 31, Today): booked, arrived, work in progress, done.
 * Done is the document's status (completed); arrived and in progress are the workshop's marks
 * beside it (migration 041), set through POST /api/user/appointments/{id}/stage.
 */
export const APPOINTMENT_STAGES = ['scheduled', 'arrived', 'in_progress', 'done'] as const;
export const appointmentStage = z.enum(APPOINTMENT_STAGES);
export type AppointmentStage = z.infer<typeof appointmentStage>;
export const appointmentStageBody = z.object({
  stage: z.enum(['arrived', 'in_progress', 'done']).describe('arrived: the car is here; in_progress: work started; done: the appointment completed (its document status)'),
});
export type AppointmentStageBody = z.infer<typeof appointmentStageBody>;

export const appointmentDto = z.object({
  id: idSchema.describe("the appointment's document"),
  form_id: idSchema,
  number: z.string(),
  version: z.number().int(),
  date: z.string().nullable().describe('YYYY-MM-DD; null: undated'),
  start: z.string().nullable().describe('HH:MM; null: no start time'),
  hours: z.number(),
  status: z.string().describe('scheduled | completed'),
  stage: appointmentStage.describe('scheduled, arrived, in_progress (the workshop marked them), or done (status completed)'),
  client: z.string(),
  phone: z.string(),
  plate: z.string(),
  reason: z.string(),
  deviz_id: idSchema.nullable().describe('the estimate made from this appointment'),
  email: z.string().describe("the customer's e-mail address on the document ('' when unknown)"),
  confirmation: z
    .object({ email: z.string(), sent_at: z.string().describe('ISO instant') })
    .nullable()
    .describe('the last confirmation e-mail sent to the customer, if any'),
});
export type AppointmentDto = z.infer<typeof appointmentDto>;

export const weekQuery = z.object({ from: calendarDay, to: calendarDay });

export const weekResponse = z.object({
  form_id: idSchema.nullable().describe('the internal appointments application of the business; null when it is not allocated'),
  days: z.array(dayPlanDto),
  appointments: z.array(appointmentDto).describe('dated appointments of the range, by day and start'),
  undated: z.array(appointmentDto).describe('appointments without a date, newest first (at most 100)'),
});
export type WeekResponse = z.infer<typeof weekResponse>;

export const availabilityQuery = z.object({ date: calendarDay });

export const availabilityResponse = dayPlanDto.extend({
  free: z.array(z.object({ from: z.string(), to: z.string() })).describe('free stretches between opening and closing'),
  appointments: z.array(appointmentDto),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;

const confirmOverbooking = z.boolean().default(false).describe('book even when the day’s available hours are exceeded (else 409 overbooked)');

export const rescheduleBody = z.object({
  date: calendarDay,
  start: time.nullable().default(null),
  confirm_overbooking: confirmOverbooking,
});
export type RescheduleBody = z.input<typeof rescheduleBody>;

/** `?confirm_overbooking=true` on a save of an appointment document. */
export const confirmOverbookingQuery = z.object({
  confirm_overbooking: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true')
    .describe('for an appointment: save even when its day’s available hours are exceeded (else 409 overbooked with the figures)'),
});

/**
 * The figures of a 409 `overbooked`, in its `details` (path → message): `available`, `scheduled`
 * (other appointments), `requested`, `over` (how many hours past the available ones), `date`.
 */
export type OverbookedFigures = { date: string; available: number; scheduled: number; requested: number; over: number };

export const overbookedFigures = (details: readonly { path: string; message: string }[]): OverbookedFigures | undefined => {
  const value = (path: string) => details.find((d) => d.path === path)?.message;
  const date = value('date');
  const numbers = ['available', 'scheduled', 'requested', 'over'].map((path) => Number(value(path)));
  if (!date || numbers.some((n) => !Number.isFinite(n))) return undefined;
  const [available = 0, scheduled = 0, requested = 0, over = 0] = numbers;
  return { date, available, scheduled, requested, over };
};

/** Video-editing projects (SPEC §2 Video-edit project): the editor's week. */
export const videoWeekQuery = z.object({ from: calendarDay, to: calendarDay });

export const videoProjectDto = z.object({
  id: idSchema,
  form_id: idSchema,
  number: z.string(),
  project: z.string(),
  client: z.string(),
  type: z.string().describe('option value of the project type'),
  status: z.string().describe('option value: new, in_progress, review, changes, on_hold, delivered'),
  priority: z.string().describe('low, normal, high, urgent'),
  due_date: z.string().describe('YYYY-MM-DD'),
  duration: z.number().describe('estimated working hours'),
  overdue: z.boolean().describe('due before today and not delivered'),
});
export type VideoProjectDto = z.infer<typeof videoProjectDto>;

export const videoWeekResponse = z.object({
  form_id: idSchema.nullable().describe('the video-project application of the business; null when it is not allocated'),
  projects: z.array(videoProjectDto).describe('due within [from, to], and the overdue ones not delivered, by due date then priority (urgent first)'),
});
export type VideoWeekResponse = z.infer<typeof videoWeekResponse>;

export const VIDEO_STATUSES = ['new', 'in_progress', 'review', 'changes', 'on_hold', 'delivered'] as const;
export const videoStatusBody = z.object({ status: z.enum(VIDEO_STATUSES) });

/** POST /user/appointments/{id}/confirmation: the confirmation e-mail with its .ics (issue 16). */
export const confirmationMailBody = z.object({
  email: z.string().trim().toLowerCase().email().max(254).optional().describe("to this address (default: the customer's e-mail on the appointment)"),
  locale: z.enum(LOCALES).default('ro').describe("the customer's language"),
});
export type ConfirmationMailBody = z.input<typeof confirmationMailBody>;

/**
 * The business's private calendar feed (issue 16). Only the token's hash is kept: `url` is there
 * only in the answer that made the link (creating or regenerating it), never afterwards.
 */
export const calendarFeedDto = z.object({
  active: z.boolean().describe('a feed link exists (false: none yet, or revoked)'),
  created_at: z.string().nullable(),
  last_used_at: z.string().nullable().describe('when a calendar last read the feed'),
  url: z.string().nullable().describe('https URL of the feed: only in the answer that created it'),
  webcal_url: z.string().nullable().describe('the same as webcal://, which phones open as a subscription'),
});
export type CalendarFeedDto = z.infer<typeof calendarFeedDto>;
