import type { ErrorCode } from '@atelier/core';
import type { ParseKeys, TFunction } from 'i18next';
import { isApiError, type ClientErrorCode } from './api-error';

export type KnownErrorCode = ErrorCode | ClientErrorCode;
export type TranslationKey = ParseKeys;

/** One exhaustive table: every code the API or the client can produce has a translated message. */
export const ERROR_KEYS = {
  validation_error: 'errors.validation_error',
  parse_error: 'errors.parse_error',
  invalid_definition: 'errors.invalid_definition',
  payment_required: 'errors.payment_required',
  payment_required_content: 'errors.payment_required_content',
  payment_required_features: 'errors.payment_required_features',
  payment_required_past_data: 'errors.payment_required_past_data',
  invalid_token: 'errors.invalid_token',
  unauthorized: 'errors.unauthorized',
  invalid_credentials: 'errors.invalid_credentials',
  forbidden: 'errors.forbidden',
  wrong_password: 'errors.wrong_password',
  owner_only: 'errors.owner_only',
  not_found: 'errors.not_found',
  user_not_found: 'errors.user_not_found',
  form_not_found: 'errors.form_not_found',
  document_not_found: 'errors.document_not_found',
  export_not_found: 'errors.export_not_found',
  export_running: 'errors.export_running',
  export_expired: 'errors.export_expired',
  notificari_required: 'tags.errors.notificari_required',
  tag_not_found: 'tags.errors.tag_not_found',
  tag_name_taken: 'tags.errors.tag_name_taken',
  form_misconfigured: 'errors.form_misconfigured',
  email_taken: 'errors.email_taken',
  conflict: 'errors.conflict',
  appointment_not_found: 'errors.appointment_not_found',
  overbooked: 'errors.overbooked',
  non_working_day: 'errors.non_working_day',
  form_already_usable: 'errors.form_already_usable',
  request_pending: 'errors.request_pending',
  cannot_remove_owner: 'errors.cannot_remove_owner',
  invitation_other_account: 'errors.invitation_other_account',
  invalid_invitation: 'errors.invalid_invitation',
  already_member: 'errors.already_member',
  invitation_exists: 'errors.invitation_exists',
  business_not_empty: 'errors.business_not_empty',
  invitation_mail_failed: 'errors.invitation_mail_failed',
  confirmation_mail_failed: 'appointments.errors.confirmation_mail_failed',
  payload_too_large: 'errors.payload_too_large',
  unsupported_media_type: 'errors.unsupported_media_type',
  pdf_too_complex: 'errors.pdf_too_complex',
  not_an_invoice: 'efactura.errors.not_an_invoice',
  efactura_incomplete: 'efactura.errors.efactura_incomplete',
  month_zip_not_found: 'efactura.monthZipErrors.month_zip_not_found',
  month_zip_expired: 'efactura.monthZipErrors.month_zip_expired',
  company_not_found: 'companyLookup.errors.company_not_found',
  company_lookup_unavailable: 'companyLookup.errors.company_lookup_unavailable',
  locked: 'errors.locked',
  too_many_attempts: 'errors.too_many_attempts',
  rate_limited: 'errors.rate_limited',
  internal_error: 'errors.internal_error',
  service_unavailable: 'errors.service_unavailable',
  network_error: 'errors.network_error',
  bad_response: 'errors.bad_response',
  registry_not_allocated: 'registry.errors.registry_not_allocated',
  registry_not_configured: 'registry.errors.registry_not_configured',
  registry_login_failed: 'registry.errors.registry_login_failed',
  registry_credentials_rejected: 'registry.errors.registry_credentials_rejected',
  registry_rejected: 'registry.errors.registry_rejected',
  registry_duplicate: 'registry.errors.registry_duplicate',
  registry_unavailable: 'registry.errors.registry_unavailable',
} as const satisfies Record<KnownErrorCode, TranslationKey>;

export const isKnownErrorCode = (code: string): code is KnownErrorCode => Object.hasOwn(ERROR_KEYS, code);

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
  if (isKnownErrorCode(error.code)) {
    return !only || only.includes(error.code) ? t(ERROR_KEYS[error.code]) : t(fallback);
  }
  if (only || !error.message) return t(fallback);
  return `${t(fallback)} ${t('errors.serverSaid', { message: error.message })}`;
};
