import type { ErrorCode } from '@atelier/core';
import type { ParseKeys, TFunction } from 'i18next';
import { isApiError, type ClientErrorCode } from './api-error';

export type KnownErrorCode = ErrorCode | ClientErrorCode;
export type TranslationKey = ParseKeys;

/**
 * The codes whose message was written in their feature's own section before the rule below; they
 * keep it there (the texts did not change when they moved to their features).
 */
const SECTION_KEYS = {
  notificari_required: 'tags.errors.notificari_required',
  tag_not_found: 'tags.errors.tag_not_found',
  tag_name_taken: 'tags.errors.tag_name_taken',
  confirmation_mail_failed: 'appointments.errors.confirmation_mail_failed',
  not_an_invoice: 'efactura.errors.not_an_invoice',
  efactura_incomplete: 'efactura.errors.efactura_incomplete',
  month_zip_not_found: 'efactura.monthZipErrors.month_zip_not_found',
  month_zip_expired: 'efactura.monthZipErrors.month_zip_expired',
  company_not_found: 'companyLookup.errors.company_not_found',
  company_lookup_unavailable: 'companyLookup.errors.company_lookup_unavailable',
  registry_not_allocated: 'registry.errors.registry_not_allocated',
  registry_not_configured: 'registry.errors.registry_not_configured',
  registry_login_failed: 'registry.errors.registry_login_failed',
  registry_credentials_rejected: 'registry.errors.registry_credentials_rejected',
  registry_rejected: 'registry.errors.registry_rejected',
  registry_duplicate: 'registry.errors.registry_duplicate',
  registry_unavailable: 'registry.errors.registry_unavailable',
} as const satisfies Partial<Record<KnownErrorCode, TranslationKey>>;

type SectionCode = keyof typeof SECTION_KEYS;

/**
 * Every other code's message is `errors.<code>`, written by the feature that owns the code in its
 * own i18n/<lang>.json (the `errors` section is merged from every folder), so a new code touches no
 * shared file. `satisfies` makes the compiler refuse a code without its Romanian message; the keys
 * test and error-messages.test.ts check English and Italian.
 */
const conventionalKey = (code: Exclude<KnownErrorCode, SectionCode>) => `errors.${code}` as const satisfies TranslationKey;

const isSectionCode = (code: KnownErrorCode): code is SectionCode => Object.hasOwn(SECTION_KEYS, code);

/** The translation key of a code's message. */
export const errorKey = (code: KnownErrorCode): TranslationKey => (isSectionCode(code) ? SECTION_KEYS[code] : conventionalKey(code));

type Translate = (key: string, options: { returnObjects: true; defaultValue: '' }) => unknown;

/**
 * The key of a code's message when the texts have one: every code of this build has (the compiler
 * and the tests see to it), a newer server's code may not yet. The texts are asked rather than a list
 * of codes: core's table of codes would come with its module into the first page's JavaScript.
 */
const messageKey = (t: TFunction, code: string): TranslationKey | undefined => {
  const key = Object.hasOwn(SECTION_KEYS, code) ? SECTION_KEYS[code as SectionCode] : `errors.${code}`;
  // returnObjects: a section such as errors.documents is no code's message.
  const text = (t as unknown as Translate)(key, { returnObjects: true, defaultValue: '' });
  return typeof text === 'string' && text !== '' ? (key as TranslationKey) : undefined;
};

export type DescribeOptions = {
  /** The screen's own message for anything it does not name (e.g. 'generic login error'). */
  fallback?: TranslationKey;
  /** When given, only these codes get their own message; the rest get the fallback. */
  only?: readonly KnownErrorCode[];
};

/**
 * The user-facing text of an error. A code we do not know yet still shows the server's own
 * message next to the generic text, so that nothing useful is swallowed.
 */
export const describeError = (t: TFunction, error: unknown, { fallback = 'errors.generic', only }: DescribeOptions = {}): string => {
  if (!isApiError(error)) return t(fallback);
  const key = messageKey(t, error.code);
  if (key) return !only || (only as readonly string[]).includes(error.code) ? t(key) : t(fallback);
  if (only || !error.message) return t(fallback);
  return `${t(fallback)} ${t('errors.serverSaid', { message: error.message })}`;
};
