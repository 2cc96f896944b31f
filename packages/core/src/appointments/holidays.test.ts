import { describe, expect, it } from 'vitest';
import { addDays, holidayOn, orthodoxEaster, romanianHolidays } from './holidays.js';
import { DEFAULT_WEEK, freeSlots, isoWeekday, mondayOf, planDay } from './working-days.js';

describe('Orthodox Easter (Julian computation)', () => {
  it.each([
    [2023, '2023-04-16'],
    [2024, '2024-05-05'],
    [2025, '2025-04-20'],
    [2026, '2026-04-12'],
    [2027, '2027-05-02'],
    [2030, '2030-04-28'],
  ])('%i: %s', (year, easter) => expect(orthodoxEaster(year)).toBe(easter));

  it('Pentecost is 49 days later: 23 June 2024, 8 June 2025, 31 May 2026 (Monday 1 June with Children\'s day)', () => {
    expect(romanianHolidays(2024).filter((h) => h.key.startsWith('pentecost')).map((h) => h.date)).toEqual(['2024-06-23', '2024-06-24']);
    expect(romanianHolidays(2025).find((h) => h.key === 'pentecost')?.date).toBe('2025-06-08');
    expect(romanianHolidays(2026).filter((h) => h.date === '2026-06-01').map((h) => h.key)).toEqual(['children_day', 'pentecost_monday']);
  });
});

describe('Romanian public holidays (Codul muncii art. 139)', () => {
  it('lists the 17 of 2025 in date order, Good Friday and Easter Monday around Easter', () => {
    const dates = romanianHolidays(2025).map((h) => `${h.date} ${h.key}`);
    expect(dates).toEqual([
      '2025-01-01 new_year',
      '2025-01-02 new_year_2',
      '2025-01-06 epiphany',
      '2025-01-07 saint_john',
      '2025-01-24 union_day',
      '2025-04-18 good_friday',
      '2025-04-20 easter',
      '2025-04-21 easter_monday',
      '2025-05-01 labour_day',
      '2025-06-01 children_day',
      '2025-06-08 pentecost',
      '2025-06-09 pentecost_monday',
      '2025-08-15 assumption',
      '2025-11-30 saint_andrew',
      '2025-12-01 national_day',
      '2025-12-25 christmas',
      '2025-12-26 christmas_2',
    ]);
  });

  it('finds a holiday by day, and none on an ordinary day', () => {
    expect(holidayOn('2026-12-01')).toBe('national_day');
    expect(holidayOn('2024-05-03')).toBe('good_friday');
    expect(holidayOn('2026-12-02')).toBeUndefined();
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
  });
});

describe('working days', () => {
  it('knows the weekday and the week', () => {
    expect(isoWeekday('2026-11-30')).toBe(1);
    expect(isoWeekday('2026-12-06')).toBe(7);
    expect(mondayOf('2026-12-03')).toBe('2026-11-30');
  });

  it('closes a day for a holiday, then the business closed days, then its week', () => {
    const closedDays = new Map([['2026-12-03', 'Inventar']]);
    expect(planDay({ date: '2026-12-01', week: DEFAULT_WEEK, closedDays }).reason).toEqual({ kind: 'holiday', holiday: 'national_day' });
    expect(planDay({ date: '2026-12-03', week: DEFAULT_WEEK, closedDays })).toMatchObject({ working: false, available_hours: 0, reason: { kind: 'closed_day', note: 'Inventar' } });
    expect(planDay({ date: '2026-12-05', week: DEFAULT_WEEK, closedDays }).reason).toEqual({ kind: 'weekly' });
    expect(planDay({ date: '2026-12-02', week: DEFAULT_WEEK, closedDays })).toEqual({ date: '2026-12-02', working: true, open: '08:00', close: '17:00', available_hours: 8, reason: null });
  });

  it('finds the free stretches around timed appointments', () => {
    expect(
      freeSlots({
        open: '08:00',
        close: '17:00',
        booked: [
          { start: '10:00', hours: 1.5 },
          { start: '08:00', hours: 1 },
          { start: null, hours: 3 },
          { start: '16:00', hours: 2 },
        ],
      }),
    ).toEqual([
      { from: '09:00', to: '10:00' },
      { from: '11:30', to: '16:00' },
    ]);
  });
});
