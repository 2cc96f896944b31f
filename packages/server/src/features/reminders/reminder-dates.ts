/** The workshops are in Romania: "today" and "due this week" are Bucharest's days. */
const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest', year: 'numeric', month: '2-digit', day: '2-digit' });
const HOUR_FORMAT = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Bucharest', hour: '2-digit', hourCycle: 'h23' });

/** YYYY-MM-DD in Bucharest. */
export const localDay = (at: Date): string => DAY_FORMAT.format(at);
export const localHour = (at: Date): number => Number(HOUR_FORMAT.format(at));

/** `day` + `days` (calendar arithmetic on the date alone). */
export const addDays = (day: string, days: number): string => {
  const at = new Date(`${day}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

/** ISO week of a day, "2026-W48": the weekly digest's key. */
export const isoWeek = (day: string): string => {
  const at = new Date(`${day}T12:00:00Z`);
  const weekday = (at.getUTCDay() + 6) % 7;
  at.setUTCDate(at.getUTCDate() - weekday + 3);
  const year = at.getUTCFullYear();
  const week = 1 + Math.floor((at.getTime() - Date.UTC(year, 0, 1, 12)) / (7 * 86_400_000));
  return `${year}-W${String(week).padStart(2, '0')}`;
};
