import { formatDate, formatMoney, type Locale } from '@atelier/core';

/** "Mar 2026" / "mar. 2026" / "mar 2026" for a "2026-03" period, in the screen's language. */
export const formatMonth = (month: string, locale: Locale): string => {
  const date = new Date(`${month}-01T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return month;
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
};

/** Short axis ticks: "12 k", "1,2 mil."; the tooltip shows the exact amount. */
export const formatCompact = (value: number, locale: Locale): string =>
  new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);

export const formatCount = (value: number, locale: Locale): string => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);

/** A 0…1 share as "42,5%"; "–" when there is no share (no previous customers). */
export const formatPercent = (value: number | null, locale: Locale): string =>
  value === null ? '–' : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);

/** An amount that may be missing (an average of nothing): "–" instead of an empty cell. */
export const formatAmount = (value: string | null, locale: Locale): string => (value === null ? '–' : formatMoney(value, { locale }));

export const formatDay = (value: string, locale: Locale): string => formatDate(value, locale);

/** Chart values are plain numbers; amounts stay decimal strings everywhere else. */
export const amountNumber = (value: string | null): number => (value === null ? 0 : Number(value));
