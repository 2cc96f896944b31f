import { DEFAULT_LOCALE, LOCALES, type Locale } from './constants.js';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Only ro, en and it are accepted; anything else falls back to ro (SPEC §5). */
export const normalizeLocale = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);
