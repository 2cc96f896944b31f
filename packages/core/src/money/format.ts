import { type Locale } from '../constants.js';
import { parseDecimal } from './decimal.js';
import { INTL_LOCALE } from './intl-locale.js';

/** Locale formatting of money and dates (SPEC §3 Locale settings); numbers in number-format.ts. */

export type Currency = 'RON' | 'EUR' | 'USD';

const formatters = new Map<string, Intl.NumberFormat>();
const moneyFormatter = (locale: Locale, currency: Currency): Intl.NumberFormat => {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE[locale], {
      style: 'currency',
      currency,
      // ro: "1.234,56 lei" (the default display would print "RON"); en/it keep the usual symbol.
      currencyDisplay: locale === 'ro' ? 'narrowSymbol' : 'symbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
};

export type FormatMoneyOptions = { locale: Locale; currency?: Currency };

/**
 * "1.234,56 lei" (ro, RON), "RON 1,234.56" (en), "1234,56 RON" (it), "1.234,56 €" (ro, EUR).
 * The value is rounded half-up to 2 decimals first (decimal, not float); a value that is not a
 * number comes back as an empty string.
 */
export const formatMoney = (value: unknown, { locale, currency = 'RON' }: FormatMoneyOptions): string => {
  const amount = parseDecimal(value);
  if (amount === null || amount === undefined) return '';
  // Intl accepts a decimal string exactly (no float on the way), as "1234.56".
  const fixed = amount.round(2, 1).toFixed(2) as `${number}`;
  return moneyFormatter(locale, currency).format(fixed);
};

const pad = (n: number): string => String(n).padStart(2, '0');

const dateParts = (value: unknown): [string, string, string] | undefined => {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    return [String(value.getFullYear()), pad(value.getMonth() + 1), pad(value.getDate())];
  }
  if (typeof value !== 'string') return undefined;
  // Read the calendar date as written: "2025-09-15" or "2025-09-15T10:30…" (no time-zone shift).
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? [match[1] ?? '', match[2] ?? '', match[3] ?? ''] : undefined;
};

/** DD.MM.YYYY (ro), MM/DD/YYYY (en), DD/MM/YYYY (it); "" for a value that is not a date. */
export const formatDate = (value: unknown, locale: Locale): string => {
  const parts = dateParts(value);
  if (!parts) return '';
  const [y, m, d] = parts;
  if (locale === 'en') return `${m}/${d}/${y}`;
  return locale === 'it' ? `${d}/${m}/${y}` : `${d}.${m}.${y}`;
};

/** An instant as JSON writes a Date ("2026-11-29T23:00:00.000Z"): a moment, not a wall-clock time. */
const UTC_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/**
 * The date as formatDate plus 24-hour HH:mm, e.g. "15.09.2025 10:30": a wall-clock value as written
 * ("2025-09-15T10:30"), a Date or a UTC instant ("…Z", as the API sends timestamps) in local time:
 * a document saved at 01:00 in Bucharest is not shown as saved at 23:00 the day before.
 */
export const formatDateTime = (value: unknown, locale: Locale): string => {
  if (typeof value === 'string' && UTC_INSTANT.test(value)) return formatDateTime(new Date(value), locale);
  const date = formatDate(value, locale);
  if (!date) return '';
  let time: string | undefined;
  if (value instanceof Date) time = `${pad(value.getHours())}:${pad(value.getMinutes())}`;
  else time = /T(\d{2}:\d{2})/.exec(String(value))?.[1];
  if (!time) return date;
  return locale === 'en' ? `${date}, ${time}` : `${date} ${time}`;
};
