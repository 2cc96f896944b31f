import { isLocale, LANG_PARAM, LOCALE_STORAGE_KEY, normalizeLocale, type Locale } from '@atelier/core';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
// The Romanian the first page shows (the bar, the footer, the home page and its price cards): named
// imports of the merged Romanian's top-level sections (texts-plugin.ts merges every folder's
// i18n/ro.json), so the build bundles only these (Vite's JSON named exports); the rest comes as its
// own chunk, loaded by the first page that needs it.
import { app, banner, calendar, catalog, footer, home, languages, nav, paymentRequired, presence, pricing } from 'virtual:texts/ro.json';

// Romanian is the default language and every other language falls back to it. English and Italian
// (~13 KB compressed each) are fetched only by those who choose them, as their own chunks; the app
// still works offline once a language was loaded.
const otherLanguages: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('virtual:texts/en.json'),
  it: () => import('virtual:texts/it.json'),
};

const languageChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    const load = otherLanguages[language];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const readStoredLocale = (): Locale => {
  try {
    return normalizeLocale(localStorage.getItem(LOCALE_STORAGE_KEY));
  } catch {
    return normalizeLocale(undefined);
  }
};

// On the server (entry-server.tsx renders the public pages) there is no page, storage or address:
// the language is the one each render asks for.
const inBrowser = typeof window !== 'undefined';

const applyLocale = (lng: string): void => {
  if (!inBrowser) return;
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
  if (!inBrowser) return undefined;
  const value = new URLSearchParams(window.location.search).get(LANG_PARAM);
  return isLocale(value) ? value : undefined;
};

const urlLocale = readUrlLocale();

export const i18n = i18next.createInstance();

const firstPageRomanian = { app, banner, calendar, catalog, footer, home, languages, nav, paymentRequired, presence, pricing };

let allRomanian: Promise<void> | undefined;

/**
 * Every Romanian text, fetched once as one JSON string (`?raw`: another module than the named
 * imports above, so the first page keeps only its part; JSON.parse is also quicker than a literal). Every page but the home page waits for it before it renders
 * (lazyPage), so no screen shows a key instead of its text; a failed fetch rejects like a page
 * chunk that failed, and the next call tries again.
 */
export const loadAllTexts = (): Promise<void> => {
  allRomanian ??= import('virtual:texts/ro.json?raw').then(
    (module) => {
      i18n.addResourceBundle('ro', 'translation', JSON.parse(module.default) as Record<string, unknown>, true, false);
    },
    (error: unknown) => {
      allRomanian = undefined;
      throw error;
    },
  );
  return allRomanian;
};

/** Resolves once the chosen language is loaded: the app renders after it, never in the wrong language. */
export const i18nReady = i18n.use(languageChunks).use(initReactI18next).init({
  resources: { ro: { translation: firstPageRomanian } },
  partialBundledLanguages: true,
  // The URL's language wins (a link from a search engine), then the visitor's stored choice.
  lng: urlLocale ?? readStoredLocale(),
  fallbackLng: 'ro',
  supportedLngs: ['ro', 'en', 'it'],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  // The rest of the Romanian texts arrives after the first render: what is on screen re-renders with it.
  react: { bindI18nStore: 'added' },
});

i18n.on('languageChanged', applyLocale);
// A language from the URL is remembered as the visitor's choice.
if (urlLocale) applyLocale(urlLocale);
else if (inBrowser) document.documentElement.lang = i18n.language;

export const currentLocale = (): Locale => normalizeLocale(i18n.resolvedLanguage ?? i18n.language);
