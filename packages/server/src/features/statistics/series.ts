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
