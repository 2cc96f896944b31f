import { resolveStatisticsRange, type StatisticsRangeDto } from '@atelier/core';

const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the user's own time zone, as the calendar on the wall shows it. */
export const localDay = (now = new Date()): string => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The range of a statistics screen: the URL's ?from=&to= when both are days, else the last twelve
 * calendar months up to today (the server's own default, so the figures match a call without dates).
 */
export const statisticsRange = ({ from, to, today }: { from: string; to: string; today: string }): StatisticsRangeDto => {
  if (DAY.test(from) && DAY.test(to)) {
    const chosen = resolveStatisticsRange({ start: from, end: to, today });
    if (chosen.ok) return chosen.range;
  }
  const fallback = resolveStatisticsRange({ today });
  return fallback.ok ? fallback.range : { start_date: today, end_date: today };
};
