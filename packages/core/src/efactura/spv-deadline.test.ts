import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../appointments/holidays.js';
import { isWorkingDay, spvDeadline, workingDaysLeft } from './spv-deadline.js';

describe('the SPV upload deadline (5 working days, OUG 89/2025)', () => {
  it('counts working days after the issue day, skipping weekends and public holidays', () => {
    // Monday → the Monday after (Tuesday to Friday, then Monday).
    expect(spvDeadline('2026-03-02')).toBe('2026-03-09');
    // Friday 19 December 2025: 22, 23, 24, (25, 26 Christmas), 29, 30.
    expect(spvDeadline('2025-12-19')).toBe('2025-12-30');
    // Issued on a Saturday: Monday is the first day.
    expect(spvDeadline('2026-03-07')).toBe('2026-03-13');
    // Orthodox Easter 2026 is 12 April: Good Friday 10 April and Easter Monday 13 April are holidays.
    expect(isWorkingDay('2026-04-10')).toBe(false);
    expect(isWorkingDay('2026-04-13')).toBe(false);
    expect(spvDeadline('2026-04-08')).toBe('2026-04-17');
    // 1 May (Friday) and 1 June (Monday, Children's day and Pentecost Monday 2026).
    expect(spvDeadline('2026-04-30')).toBe('2026-05-08');
  });

  it('says how many working days are left: 0 on the last day, negative once late', () => {
    expect(workingDaysLeft('2026-03-02', '2026-03-09')).toBe(5);
    expect(workingDaysLeft('2026-03-06', '2026-03-09')).toBe(1);
    expect(workingDaysLeft('2026-03-07', '2026-03-09')).toBe(1);
    expect(workingDaysLeft('2026-03-09', '2026-03-09')).toBe(0);
    expect(workingDaysLeft('2026-03-10', '2026-03-09')).toBe(-1);
    expect(workingDaysLeft('2026-03-12', '2026-03-09')).toBe(-3);
    // Late on the weekend after a Friday deadline.
    expect(workingDaysLeft('2026-03-14', '2026-03-13')).toBe(-1);
    expect(workingDaysLeft('2025-12-24', '2025-12-30')).toBe(2);
  });

  it('counts as walking the days one by one would, over ranges of days to years, holidays and leap days included', () => {
    /** The definition, day by day: the working days after the earlier day up to the later one. */
    const walked = (today: string, deadline: string) => {
      if (today === deadline) return 0;
      const [from, to] = today < deadline ? [today, deadline] : [deadline, today];
      let count = 0;
      for (let day = from; day !== to; ) {
        day = addDays(day, 1);
        if (isWorkingDay(day)) count += 1;
      }
      return today < deadline ? count : -Math.max(1, count);
    };
    const day = fc.integer({ min: 0, max: 12 * 366 }).map((n) => addDays('2019-01-01', n));
    fc.assert(fc.property(day, day, (today, deadline) => workingDaysLeft(today, deadline) === walked(today, deadline)), { numRuns: 300 });
  });
});
