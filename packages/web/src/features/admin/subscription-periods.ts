import type { SubscriptionDto } from '@atelier/core';
import { DAY_MS, isoDay } from '../../lib/calendar-days';

/** A period as the editor shows it: first and last covered day, YYYY-MM-DD (UTC days). */
export type PeriodDays = { start: string; end: string };

export const periodDays = (period: Pick<SubscriptionDto, 'starts_at' | 'ends_at'>): PeriodDays => ({
  start: isoDay(Date.parse(period.starts_at)),
  // ends_at is the first instant after the period: the last covered day is the one before.
  end: isoDay(Date.parse(period.ends_at) - DAY_MS),
});

const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * The earliest other period sharing a day with [start, end], as the server's 409 names it; the
 * editor says so before saving. `exceptId`: the period being corrected.
 */
export const overlappingPeriod = (periods: readonly SubscriptionDto[], { start, end, exceptId }: PeriodDays & { exceptId?: string | undefined }) =>
  periods
    .filter((p) => p.id !== exceptId && Date.parse(p.starts_at) < dayStart(end) + DAY_MS && Date.parse(p.ends_at) > dayStart(start))
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at))[0];
