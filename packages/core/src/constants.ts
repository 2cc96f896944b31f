import { STORAGE_KEYS } from './storage-keys.js';

/** The one place the app version lives; server, web and PDFs read it from here. */
export const APP_VERSION = '1.1.116';

export const LOCALES = ['ro', 'en', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ro';
/** The query parameter naming a public page's language (`?lang=en`); none means Romanian. */
export const LANG_PARAM = 'lang';
export const LOCALE_STORAGE_KEY = STORAGE_KEYS.locale.name;
/**
 * A form of a server-rendered page (/login, /register) sent before the app runs it: the page's own
 * entry (web site-entry.ts) holds the submit back and marks the form `pressed`; the form, once the
 * app runs it, says `ready` and sends what was pressed (web use-typed-before-start.ts). Here, beside
 * LANG_PARAM, so that the first page's entry gets it without a chunk of its own.
 */
export const EARLY_SUBMIT = { attribute: 'data-early-submit', pressed: 'pressed', ready: 'ready' } as const;

export const TRIAL_DAYS_DEFAULT = 30;
export const ACCESS_TOKEN_MINUTES_DEFAULT = 30;
export const REFRESH_TOKEN_DAYS_DEFAULT = 30;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Failed logins allowed before 429 too_many_attempts (docs/security.md): per address and client IP,
 * per client IP across addresses, and a slower limit per address from every client together.
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  perClient: 5,
  perIp: 20,
  perAccount: 50,
  accountWindowMs: 60 * 60 * 1000,
} as const;

/** Registrations allowed per client IP and window (docs/security.md). */
export const REGISTER_LIMITS = { perIp: 10, windowMs: 60 * 60 * 1000 } as const;

/** How long a link to confirm a new e-mail address stays valid. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Anonymous use of public applications, per client IP and window (defaults; the server reads
 * PUBLIC_SUBMIT_LIMIT, PUBLIC_PDF_LIMIT and PUBLIC_LIMIT_WINDOW_SECONDS).
 */
export const PUBLIC_LIMITS_DEFAULT = {
  windowSeconds: 10 * 60,
  submits: 10,
  pdfs: 30,
} as const;

/** SPEC §9: the title lookup gives up after 3 s and remembers at most 100 titles. */
export const TITLE_LOOKUP = { timeoutMs: 3000, cacheSize: 100 } as const;

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

