import { describe, expect, it } from 'vitest';
import { bucketSpans, fillSeries, monthsOf, weeksOf } from './series.js';

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

describe('bucket spans', () => {
  it('reads whole months from month buckets and the ends from day buckets', () => {
    expect(bucketSpans({ start_date: '2026-01-10', end_date: '2026-04-05' })).toEqual({
      months: ['2026-02-01', '2026-03-01'],
      days: [['2026-01-10', '2026-01-31'], ['2026-04-01', '2026-04-05']],
    });
    expect(bucketSpans({ start_date: '2026-01-01', end_date: '2026-02-28' })).toEqual({ months: ['2026-01-01', '2026-02-01'], days: [] });
    expect(bucketSpans({ start_date: '2024-02-01', end_date: '2024-02-29' })).toEqual({ months: ['2024-02-01', '2024-02-01'], days: [] });
  });

  it('reads a range without a whole month from day buckets only', () => {
    expect(bucketSpans({ start_date: '2026-03-02', end_date: '2026-03-31' })).toEqual({ months: undefined, days: [['2026-03-02', '2026-03-31']] });
    expect(bucketSpans({ start_date: '2026-01-31', end_date: '2026-02-27' })).toEqual({ months: undefined, days: [['2026-01-31', '2026-02-27']] });
    expect(bucketSpans({ start_date: '2025-12-15', end_date: '2026-01-31' })).toEqual({ months: ['2026-01-01', '2026-01-01'], days: [['2025-12-15', '2025-12-31']] });
  });
});
