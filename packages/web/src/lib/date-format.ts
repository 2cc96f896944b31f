import type { Locale } from '@atelier/core';

/** SPEC §3 date formats: DD.MM.YYYY (ro), MM/DD/YYYY (en), DD/MM/YYYY (it). */
export const DATE_FORMAT: Record<Locale, string> = { ro: 'DD.MM.YYYY', en: 'MM/DD/YYYY', it: 'DD/MM/YYYY' };

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A day typed in the language's order ("14.11.2026" in ro, "11/14/2026" in en, "14/11/2026" in it;
 * one-digit days and months and any of . / - as separator) as YYYY-MM-DD, or null when the text is
 * not yet a whole, real day (31.02 is not).
 */
export const parseLocaleDate = (text: string, locale: Locale): string | null => {
  const parts = /^\s*(\d{1,2})[./-](\d{1,2})[./-](\d{4})\s*$/.exec(text);
  if (!parts) return null;
  const [first, second, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const [month, day] = locale === 'en' ? [first, second] : [second, first];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
};
