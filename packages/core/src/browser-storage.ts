import type { Locale } from './constants.js';
import { STORAGE_KEYS } from './storage-keys.js';

type Text = Record<Locale, string>;

export type BrowserStorageEntry = {
  /** Cookie or key name; a trailing `*` stands for the variable rest of the key. */
  name: string;
  kind: 'cookie' | 'localStorage';
  /** All of them are strictly necessary (Legea nr. 506/2004 art. 4 alin. (5) lit. b): no consent banner needed. */
  category: 'strictly-necessary';
  purpose: Text;
  duration: Text;
};

/**
 * Every cookie and browser-storage key the app sets (STORAGE_KEYS), described: the /cookies page
 * prints this list.
 */
export const BROWSER_STORAGE = {
  refreshCookie: {
    ...STORAGE_KEYS.refreshCookie,
    category: 'strictly-necessary',
    purpose: {
      ro: 'Menține sesiunea de autentificare; inaccesibil scripturilor (HttpOnly), trimis doar serverului Atelier.',
      en: 'Keeps you signed in; hidden from scripts (HttpOnly), sent only to the Atelier server.',
      it: "Mantiene l'accesso; invisibile agli script (HttpOnly), inviato solo al server Atelier.",
    },
    duration: { ro: 'până la 30 de zile sau deconectare', en: 'up to 30 days or until you sign out', it: "fino a 30 giorni o fino all'uscita" },
  },
  deviceCookie: {
    ...STORAGE_KEYS.deviceCookie,
    category: 'strictly-necessary',
    purpose: {
      ro: 'Recunoaște un dispozitiv pe care v-ați autentificat deja, ca protecție împotriva încercărilor repetate de ghicire a parolei.',
      en: 'Recognises a device you have signed in from, to protect against repeated password guessing.',
      it: 'Riconosce un dispositivo da cui avete già effettuato l’accesso, contro i tentativi ripetuti di indovinare la password.',
    },
    duration: { ro: '180 de zile', en: '180 days', it: '180 giorni' },
  },
  accessToken: {
    ...STORAGE_KEYS.accessToken,
    category: 'strictly-necessary',
    purpose: {
      ro: 'Jetonul de acces al sesiunii curente (expiră după câteva minute și se reînnoiește).',
      en: 'The access token of the current session (expires after a few minutes and is renewed).',
      it: "Il token d'accesso della sessione corrente (scade dopo pochi minuti e viene rinnovato).",
    },
    duration: { ro: 'până la deconectare', en: 'until you sign out', it: "fino all'uscita" },
  },
  locale: {
    ...STORAGE_KEYS.locale,
    category: 'strictly-necessary',
    purpose: { ro: 'Limba aleasă pentru interfață.', en: 'The interface language you chose.', it: "La lingua scelta per l'interfaccia." },
    duration: { ro: 'până o ștergeți din browser', en: 'until you clear it in the browser', it: 'finché non la cancellate dal browser' },
  },
  activity: {
    ...STORAGE_KEYS.activity,
    category: 'strictly-necessary',
    purpose: {
      ro: 'Momentul ultimei activități, pentru blocarea automată a aplicației după inactivitate.',
      en: 'Time of your last activity, for locking the app automatically when idle.',
      it: "Momento dell'ultima attività, per bloccare automaticamente l'app dopo inattività.",
    },
    duration: { ro: 'până la deconectare', en: 'until you sign out', it: "fino all'uscita" },
  },
  lockChanged: {
    ...STORAGE_KEYS.lockChanged,
    category: 'strictly-necessary',
    purpose: {
      ro: 'Anunță celelalte file deschise că aplicația a fost blocată sau deblocată.',
      en: 'Tells your other open tabs that the app was locked or unlocked.',
      it: "Avvisa le altre schede aperte che l'app è stata bloccata o sbloccata.",
    },
    duration: { ro: 'până la deconectare', en: 'until you sign out', it: "fino all'uscita" },
  },
  drafts: {
    ...STORAGE_KEYS.drafts,
    category: 'strictly-necessary',
    purpose: {
      ro: 'Ciorne ale formularelor încă nesalvate, ca să nu pierdeți datele la o reîncărcare a paginii.',
      en: 'Drafts of forms not yet saved, so a page reload loses nothing.',
      it: 'Bozze dei moduli non ancora salvati, per non perdere nulla ricaricando la pagina.',
    },
    duration: { ro: 'până la salvare sau deconectare', en: 'until saved or until you sign out', it: "fino al salvataggio o all'uscita" },
  },
} as const satisfies Record<keyof typeof STORAGE_KEYS, BrowserStorageEntry>;
