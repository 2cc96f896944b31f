import type { Locale } from '@atelier/core';

// SPEC §3: DD.MM.YYYY (ro), MM/DD/YYYY (en), DD/MM/YYYY (it).
const INTL_LOCALE: Record<Locale, string> = { ro: 'ro-RO', en: 'en-US', it: 'it-IT' };

const formatters = new Map<Locale, Intl.DateTimeFormat>();

export const formatDate = (iso: string, locale: Locale): string => {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: '2-digit', month: '2-digit', year: 'numeric' });
    formatters.set(locale, formatter);
  }
  return formatter.format(new Date(iso));
};
