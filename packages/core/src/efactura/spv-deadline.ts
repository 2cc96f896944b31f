import { DAY_MS, addDays, dayDate, holidayOn, romanianHolidays } from '../appointments/holidays.js';
import { isoWeekday } from '../appointments/working-days.js';

/** Working days an invoice has to reach SPV after its issue date (OUG 89/2025, from 1 January 2026). */
export const SPV_DEADLINE_WORKING_DAYS = 5;

/** Monday to Friday, except Romania's public holidays (Codul muncii art. 139). */
export const isWorkingDay = (day: string): boolean => isoWeekday(day) <= 5 && holidayOn(day) === undefined;

/**
 * The last day to upload an invoice issued on `issueDay` ("YYYY-MM-DD"): the fifth working day after
 * it (the issue day itself is not counted), so an invoice of Friday 19 December 2025 is due on
 * Tuesday 30 December (25, 26 December are holidays).
 */
export const spvDeadline = (issueDay: string, workingDays = SPV_DEADLINE_WORKING_DAYS): string => {
  let day = issueDay;
  for (let counted = 0; counted < workingDays; ) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) counted += 1;
  }
  return day;
};

/**
 * Working days from `today` to `deadline`: today itself is not counted, the deadline is, so the
 * deadline day answers 0 ("today is the last day") and the day before it 1 when it is a working day.
 * Past the deadline the answer is negative: the working days since, at least -1 (a weekend after a
 * Friday deadline is late all the same).
 */
export const workingDaysLeft = (today: string, deadline: string): number => {
  if (today === deadline) return 0;
  return today < deadline ? workingDaysAfter(today, deadline) : -Math.max(1, workingDaysAfter(deadline, today));
};

/**
 * The working days after `from` up to `to` included (from < to), counted without walking the days:
 * the "to send to SPV" list asks it for every invoice still on it, some of them months or years
 * late, on each request.
 */
const workingDaysAfter = (from: string, to: string): number => {
  const days = Math.round((dayDate(to).getTime() - dayDate(from).getTime()) / DAY_MS);
  // Whole weeks hold five working days each; the days left over (under a week) are looked at one by one.
  let count = Math.floor(days / 7) * 5;
  for (let day = addDays(from, Math.floor(days / 7) * 7); day !== to; ) {
    day = addDays(day, 1);
    if (isoWeekday(day) <= 5) count += 1;
  }
  const fromYear = Number(from.slice(0, 4));
  const toYear = Number(to.slice(0, 4));
  for (let year = fromYear; year <= toYear; year += 1) {
    // Two holidays may share a day (Good Friday on 1 May): a day is counted off once.
    const offDays = new Set(romanianHolidays(year).map((h) => h.date).filter((day) => day > from && day <= to && isoWeekday(day) <= 5));
    count -= offDays.size;
  }
  return count;
};
