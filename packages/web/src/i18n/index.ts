import { isLocale, LANG_PARAM, LOCALE_STORAGE_KEY, normalizeLocale, type Locale } from '@atelier/core';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import it from './it.json';
import ro from './ro.json';

// Bundled, not fetched: three small files, and the app works offline after the first load.
export const resources = {
  ro: { translation: ro },
  en: { translation: en },
  it: { translation: it },
} as const;

const readStoredLocale = (): Locale => {
  try {
    return normalizeLocale(localStorage.getItem(LOCALE_STORAGE_KEY));
  } catch {
    return normalizeLocale(undefined);
  }
};

const applyLocale = (lng: string): void => {
  const locale = normalizeLocale(lng);
  document.documentElement.lang = locale;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage disabled (private mode): the choice lasts until the tab closes.
  }
};

/** The language a page URL names (`?lang=en`), as the server's canonical and hreflang URLs do. */
const readUrlLocale = (): Locale | undefined => {
  const value = new URLSearchParams(window.location.search).get(LANG_PARAM);
  return isLocale(value) ? value : undefined;
};

const urlLocale = readUrlLocale();

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  // The URL's language wins (a link from a search engine), then the visitor's stored choice.
  lng: urlLocale ?? readStoredLocale(),
  fallbackLng: 'ro',
  supportedLngs: ['ro', 'en', 'it'],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

i18n.on('languageChanged', applyLocale);
// A language from the URL is remembered as the visitor's choice.
if (urlLocale) applyLocale(urlLocale);
else document.documentElement.lang = i18n.language;

export const currentLocale = (): Locale => normalizeLocale(i18n.resolvedLanguage ?? i18n.language);
