import { describe, expect, it } from 'vitest';
import { localDay, statisticsRange } from './statistics-range';

describe('statisticsRange', () => {
  it('defaults to the twelve calendar months ending today', () => {
    expect(statisticsRange({ from: '', to: '', today: '2026-03-15' })).toEqual({ start_date: '2025-04-01', end_date: '2026-03-15' });
  });

  it('takes a valid range from the URL', () => {
    expect(statisticsRange({ from: '2026-01-01', to: '2026-03-31', today: '2026-11-22' })).toEqual({ start_date: '2026-01-01', end_date: '2026-03-31' });
  });

  it('falls back to the default for a reversed or malformed range', () => {
    expect(statisticsRange({ from: '2026-04-01', to: '2026-03-31', today: '2026-03-31' })).toEqual({ start_date: '2025-04-01', end_date: '2026-03-31' });
    expect(statisticsRange({ from: '01.01.2026', to: '2026-03-31', today: '2026-03-31' })).toEqual({ start_date: '2025-04-01', end_date: '2026-03-31' });
  });

  it('reads today in local time', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
