import { describe, expect, it } from 'vitest';
import { fleetStatsQuery, MAX_STATISTICS_DAYS, resolveStatisticsRange, serviceStatisticsQuery } from './statistics.js';

describe('statistics range', () => {
  it('defaults to the twelve calendar months ending today', () => {
    const result = resolveStatisticsRange({ today: '2026-03-16' });
    expect(result).toMatchObject({ ok: true, range: { start_date: '2025-04-01', end_date: '2026-03-16' } });
  });

  it('gives the previous period of equal length', () => {
    const result = resolveStatisticsRange({ start: '2026-03-01', end: '2026-03-31', today: '2026-01-01' });
    expect(result).toEqual({ ok: true, days: 31, range: { start_date: '2026-03-01', end_date: '2026-03-31' }, previous: { start_date: '2026-01-29', end_date: '2026-02-28' } });
  });

  it('accepts one day and refuses a start after the end', () => {
    expect(resolveStatisticsRange({ start: '2026-03-16', end: '2026-03-16', today: '2026-01-01' })).toMatchObject({ ok: true, days: 1 });
    expect(resolveStatisticsRange({ start: '2026-03-17', end: '2026-03-16', today: '2026-01-01' })).toMatchObject({ ok: false, problems: [{ path: 'start_date' }] });
    expect(resolveStatisticsRange({ start: '2027-01-01', today: '2026-03-16', names: ['from_date', 'to_date'] })).toMatchObject({ ok: false, problems: [{ path: 'from_date' }] });
  });

  it('refuses a range longer than five years', () => {
    expect(resolveStatisticsRange({ start: '2016-01-01', end: '2026-01-01', today: '2026-01-01' })).toMatchObject({ ok: false });
    const longest = resolveStatisticsRange({ start: '2021-01-01', end: '2026-01-04', today: '2026-01-01' });
    expect(longest).toMatchObject({ ok: true, days: MAX_STATISTICS_DAYS });
  });

  it('refuses dates that are not real YYYY-MM-DD days', () => {
    for (const bad of ['2026-02-30', '16.03.2026', '2026-3-1', '2026-13-01', 'abc']) {
      expect(serviceStatisticsQuery.safeParse({ start_date: bad }).success, bad).toBe(false);
    }
    expect(fleetStatsQuery.safeParse({ from_date: '2024-02-29', plate: ' CJ 12 ABC ' })).toMatchObject({ success: true, data: { plate: 'CJ 12 ABC' } });
  });
});
