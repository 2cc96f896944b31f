import { addDays, holidayOn } from '../appointments/holidays.js';
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
  const forward = today < deadline;
  let count = 0;
  for (let day = today; day !== deadline; ) {
    day = addDays(day, forward ? 1 : -1);
    if (forward ? isWorkingDay(day) : isWorkingDay(addDays(day, 1))) count += 1;
  }
  return forward ? count : -Math.max(1, count);
};
