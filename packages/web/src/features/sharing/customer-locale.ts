import { isLocale, LOCALES, type Locale } from '@atelier/core';

/** The first of the browser's languages the page has (ro, en, it), by its primary tag; undefined when none. */
export const browserLocale = (languages: readonly string[] | undefined = typeof navigator === 'undefined' ? undefined : navigator.languages): Locale | undefined => {
  for (const language of languages ?? []) {
    const primary = language.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return undefined;
};

/**
 * The customer page's first language: the address's (`?lang=`, the switch writes it, so a reload
 * keeps the choice), else the browser's, else undefined: the server then answers in the language
 * the document was sent in, and the page follows it.
 */
export const firstLocale = (fromUrl: string | null, languages?: readonly string[]): Locale | undefined =>
  isLocale(fromUrl) ? fromUrl : browserLocale(languages);

export const PAGE_LOCALES: readonly Locale[] = LOCALES;
