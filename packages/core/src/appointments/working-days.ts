import { dayDate, holidayOn, type HolidayKey } from './holidays.js';

/** One weekday of a business's week: ISO weekday 1 (Monday) … 7 (Sunday). */
export type WorkingDay = { weekday: number; working: boolean; open: string; close: string; available_hours: number };

/**
 * The week a business works until it sets its own (the dashboard's working-hours card says so):
 * Monday to Friday 08:00–17:00 with 8 hours to sell, the weekend closed.
 */
export const DEFAULT_WEEK: readonly WorkingDay[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  working: weekday <= 5,
  open: '08:00',
  close: '17:00',
  available_hours: weekday <= 5 ? 8 : 0,
}));

/** ISO weekday of "YYYY-MM-DD": 1 Monday … 7 Sunday. */
export const isoWeekday = (day: string): number => ((dayDate(day).getUTCDay() + 6) % 7) + 1;

/** The Monday of the week holding `day`. */
export const mondayOf = (day: string): string => {
  const date = dayDate(day);
  date.setUTCDate(date.getUTCDate() - (isoWeekday(day) - 1));
  return date.toISOString().slice(0, 10);
};

/** Why a day takes no appointments. */
export type ClosedReason = { kind: 'holiday'; holiday: HolidayKey } | { kind: 'closed_day'; note: string } | { kind: 'weekly' };

export type DayPlan = { date: string; working: boolean; open: string; close: string; available_hours: number; reason: ClosedReason | null };

/**
 * A day as the business works it: a public holiday first, then the business's own closed days,
 * then its week. A closed day has no hours to sell.
 */
export const planDay = ({ date, week, closedDays }: { date: string; week: readonly WorkingDay[]; closedDays: ReadonlyMap<string, string> }): DayPlan => {
  const weekly = week.find((d) => d.weekday === isoWeekday(date)) ?? { working: false, open: '08:00', close: '17:00', available_hours: 0 };
  const closed = (reason: ClosedReason): DayPlan => ({ date, working: false, open: weekly.open, close: weekly.close, available_hours: 0, reason });
  const holiday = holidayOn(date);
  if (holiday) return closed({ kind: 'holiday', holiday });
  const note = closedDays.get(date);
  if (note !== undefined) return closed({ kind: 'closed_day', note });
  if (!weekly.working) return closed({ kind: 'weekly' });
  return { date, working: true, open: weekly.open, close: weekly.close, available_hours: weekly.available_hours, reason: null };
};

/** "HH:MM" as minutes after midnight. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The free stretches of a working day between opening and closing, around the timed
 * appointments (an appointment without a start time takes hours but no place in the day).
 */
export const freeSlots = ({ open, close, booked }: { open: string; close: string; booked: readonly { start: string | null; hours: number }[] }): { from: string; to: string }[] => {
  const end = minutesOf(close);
  const taken = booked
    .filter((b): b is { start: string; hours: number } => b.start !== null)
    .map((b) => [minutesOf(b.start), minutesOf(b.start) + Math.round(b.hours * 60)] as const)
    .sort((x, y) => x[0] - y[0]);
  const free: { from: string; to: string }[] = [];
  let at = minutesOf(open);
  for (const [from, to] of taken) {
    if (from > at) free.push({ from: timeOf(at), to: timeOf(Math.min(from, end)) });
    at = Math.max(at, to);
    if (at >= end) break;
  }
  if (at < end) free.push({ from: timeOf(at), to: timeOf(end) });
  return free.filter((slot) => slot.from < slot.to);
};

/** Hours rounded to hundredths (sums of 0.25 steps stay exact). */
export const roundHours = (hours: number): number => Math.round(hours * 100) / 100;
