import { describe, expect, it } from 'vitest';
import { addDays, isoWeek, localDay, localHour } from './reminder-dates.js';

describe('reminder dates', () => {
  it('uses Bucharest days', () => {
    expect(localDay(new Date('2026-11-26T22:30:00Z'))).toBe('2026-11-27');
    expect(localHour(new Date('2026-11-26T06:30:00Z'))).toBe(8);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });
  it('names ISO weeks', () => {
    expect(isoWeek('2026-11-26')).toBe('2026-W48');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2026-01-01')).toBe('2026-W01');
    expect(isoWeek('2024-12-30')).toBe('2025-W01');
  });
});
