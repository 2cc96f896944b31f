import type { StatisticsRangeDto } from '@atelier/core';

const DAY_MS = 24 * 60 * 60 * 1000;
const utc = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** Every month ("YYYY-MM") the range touches, oldest first. */
export const monthsOf = ({ start_date, end_date }: StatisticsRangeDto): string[] => {
  const months: string[] = [];
  const end = end_date.slice(0, 7);
  for (let d = utc(`${start_date.slice(0, 7)}-01`); ; d = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1))) {
    const month = d.toISOString().slice(0, 7);
    months.push(month);
    if (month >= end) return months;
  }
};

/** The Monday ("YYYY-MM-DD") of every ISO week the range touches, oldest first. */
export const weeksOf = ({ start_date, end_date }: StatisticsRangeDto): string[] => {
  const start = utc(start_date);
  const monday = start.getTime() - ((start.getUTCDay() + 6) % 7) * DAY_MS;
  const weeks: string[] = [];
  for (let t = monday; t <= utc(end_date).getTime(); t += 7 * DAY_MS) weeks.push(new Date(t).toISOString().slice(0, 10));
  return weeks;
};

/** One entry per key of `keys`, taken from `rows` or made by `zero` when the database had none. */
export const fillSeries = <R, T>(keys: string[], rows: R[], keyOf: (row: R) => string, map: (key: string, row: R | undefined) => T): T[] => {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => map(key, byKey.get(key)));
};

const shift = (day: string, days: number) => new Date(utc(day).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** Whole months (their first days, inclusive) and the days left over at either end. */
export type BucketSpans = { months: [string, string] | undefined; days: [string, string][] };

/**
 * How a range is read from the pre-aggregated buckets: every whole month from a month bucket, the
 * rest from day buckets. 2026-01-10 … 2026-04-05 → months 2026-02-01 … 2026-03-01, days 2026-01-10 …
 * 2026-01-31 and 2026-04-01 … 2026-04-05.
 */
export const bucketSpans = ({ start_date, end_date }: StatisticsRangeDto): BucketSpans => {
  const firstWhole = start_date.endsWith('-01') ? start_date : `${monthsOf({ start_date, end_date: shift(start_date, 31) })[1] ?? ''}-01`;
  const afterEnd = shift(end_date, 1);
  const lastWholeEnd = afterEnd.endsWith('-01') ? end_date : shift(`${end_date.slice(0, 7)}-01`, -1);
  if (firstWhole > lastWholeEnd) return { months: undefined, days: [[start_date, end_date]] };
  const days: [string, string][] = [];
  if (start_date < firstWhole) days.push([start_date, shift(firstWhole, -1)]);
  if (lastWholeEnd < end_date) days.push([shift(lastWholeEnd, 1), end_date]);
  return { months: [firstWhole, `${lastWholeEnd.slice(0, 7)}-01`], days };
};
