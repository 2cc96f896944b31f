import { HOLIDAY_KEYS, holidayOn, overbookedFigures, type DayPlanDto, type OverbookedFigures } from '@atelier/core';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-error';

/** "1 decembrie" / "1 December" / "1 dicembre". */
export const dayAndMonth = (date: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** "marți, 1 decembrie". */
export const weekdayAndDay = (date: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** "Marți, 1 decembrie": a heading starts with a capital, the month stays as the language writes it. */
export const capitalized = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** Why a day takes no appointments: "1 decembrie – Ziua Națională", "4 decembrie – Inventar", "6 decembrie – zi nelucrătoare". */
export const closedReasonText = (t: TFunction, locale: string, date: string, reason: DayPlanDto['reason']): string => {
  const day = dayAndMonth(date, locale);
  if (reason?.kind === 'holiday') return t('workingHours.reasonLine', { day, why: t(`workingHours.holidays.${reason.holiday}`) });
  if (reason?.kind === 'closed_day') return t('workingHours.reasonLine', { day, why: reason.note || t('workingHours.closedDay') });
  return t('workingHours.reasonLine', { day, why: t('workingHours.dayOff') });
};

/** The public holiday's name on that day ("Sfântul Andrei"), undefined on any other day. */
export const holidayName = (t: TFunction, date: string): string | undefined => {
  const key = holidayOn(date);
  return key && t(`workingHours.holidays.${key}`);
};

/** A 422 non_working_day as the day's reason, when the error is one. */
export const nonWorkingReason = (error: unknown): { date: string; reason: NonNullable<DayPlanDto['reason']> } | undefined => {
  if (!isApiError(error) || error.code !== 'non_working_day') return undefined;
  const date = error.details.find((d) => d.path === 'date')?.message ?? '';
  const why = error.details.find((d) => d.path === 'reason');
  const holiday = HOLIDAY_KEYS.find((key) => key === why?.message);
  if (why?.code === 'holiday' && holiday) return { date, reason: { kind: 'holiday', holiday } };
  if (why?.code === 'closed_day') return { date, reason: { kind: 'closed_day', note: why.message } };
  return { date, reason: { kind: 'weekly' } };
};

/** The figures of a 409 overbooked, when the error is one. */
export const overbooking = (error: unknown): OverbookedFigures | undefined =>
  isApiError(error) && error.code === 'overbooked' ? overbookedFigures(error.details) : undefined;

/** "2,5" in Romanian, "2.5" in English. */
export const hoursText = (hours: number, locale: string): string => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(hours);
