import type { Locale } from '../constants.js';
import { INTL_LOCALE } from './intl-locale.js';

// A file of its own, not beside formatMoney: the web's first page uses formatMoney, and a bundler
// ships a module whole, so formatNumber (for forms and PDFs) would ride along there.

const numberFormatters = new Map<string, Intl.NumberFormat>();
const numberFormatter = (locale: Locale, decimals: number | undefined, grouping: boolean): Intl.NumberFormat => {
  const key = `${locale}:${decimals ?? '-'}:${grouping}`;
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    // Grouping left to the locale (not useGrouping: true, which is "always"): it-IT writes 1234,5 as
    // formatMoney and the PDF always have.
    const options: Intl.NumberFormatOptions = { maximumFractionDigits: decimals ?? 6 };
    if (!grouping) options.useGrouping = false;
    formatter = new Intl.NumberFormat(INTL_LOCALE[locale], options);
    numberFormatters.set(key, formatter);
  }
  return formatter;
};

export type FormatNumberOptions = {
  locale: Locale;
  /** The most fraction digits shown (a field's `decimals`); 6 when unset. Trailing zeros are not added. */
  decimals?: number | undefined;
  /** Thousands separators; true unless the field holds a year or a code (see groupsDigits). */
  grouping?: boolean | undefined;
};

/**
 * "1.234,5" (ro), "1,234.5" (en), "1234,5" (it, CLDR's rule for 4 digits, as formatMoney); "" for a
 * value that is not a number (a number, or a string that reads as one).
 */
export const formatNumber = (value: unknown, { locale, decimals, grouping = true }: FormatNumberOptions): string => {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? numberFormatter(locale, decimals, grouping).format(number) : '';
};
