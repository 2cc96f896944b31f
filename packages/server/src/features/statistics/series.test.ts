import { describe, expect, it } from 'vitest';
import { fillSeries, monthsOf, weeksOf } from './series.js';

describe('statistics series', () => {
  it('lists every month of a range, across a year end', () => {
    expect(monthsOf({ start_date: '2025-11-30', end_date: '2026-02-01' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsOf({ start_date: '2026-03-16', end_date: '2026-03-16' })).toEqual(['2026-03']);
  });

  it('lists the Monday of every week the range touches', () => {
    // 2026-03-01 is a Sunday, 2026-03-16 a Monday.
    expect(weeksOf({ start_date: '2026-03-01', end_date: '2026-03-16' })).toEqual(['2026-02-23', '2026-03-02', '2026-03-09', '2026-03-16']);
  });

  it('fills the keys the database had no row for', () => {
    const filled = fillSeries(['a', 'b'], [{ k: 'b', n: 2 }], (r) => r.k, (key, row) => ({ key, n: row?.n ?? 0 }));
    expect(filled).toEqual([{ key: 'a', n: 0 }, { key: 'b', n: 2 }]);
  });
});
