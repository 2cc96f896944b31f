import { ERROR_STATUS, type ErrorCode, type ErrorDetail, type ErrorPosition } from '@atelier/core';

const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  validation_error: 'The request is not valid',
  parse_error: 'The file is not valid JSON',
  invalid_definition: 'The form definition is not valid',
  payment_required: 'This feature needs an active subscription add-on',
  payment_required_content: 'The free trial has ended: new documents and edits need an active subscription',
  payment_required_features: 'The free trial has ended: this feature needs an active subscription',
  payment_required_past_data: 'The free trial has ended: past entries need an active subscription',
  invalid_token: 'The link is invalid or has expired',
  unauthorized: 'Authentication required',
  invalid_credentials: 'Invalid email or password',
  forbidden: 'You do not have permission to do this',
  wrong_password: 'The current password is not correct',
  owner_only: 'Only the owner of the business can do this',
  not_found: 'Not found',
  user_not_found: 'User not found',
  form_not_found: 'Application not found',
  document_not_found: 'Document not found',
  export_not_found: 'Export not found',
  notificari_required: 'Tags and reminders need the Notificari application allocated to your account',
  tag_not_found: 'Tag not found',
  tag_name_taken: 'A tag with this name already exists',
  form_misconfigured: 'The application is not configured correctly',
  email_taken: 'An account with this email already exists',
  conflict: 'The resource was changed by someone else',
  appointment_not_found: 'Appointment not found',
  overbooked: "This booking would exceed the day's available hours",
  non_working_day: 'The workshop does not work on this day: pick another date',
  form_already_usable: 'This application is already available to your account',
  request_pending: 'You have already requested this application; it is waiting for approval',
  already_member: 'This address is already a member of your business',
  invitation_exists: 'An invitation to this address is already open: resend it instead',
  business_not_empty: 'Your account still has a business of its own with other members, documents or subscriptions',
  cannot_remove_owner: 'The owner of the business cannot be removed',
  invalid_invitation: 'The invitation is invalid, was already used, was revoked or has expired',
  invitation_other_account: 'You are signed in with another address than the invited one',
  invitation_mail_failed: 'The invitation was saved but its e-mail could not be sent: resend it later',
  confirmation_mail_failed: 'The confirmation e-mail could not be sent: try again later',
  export_running: 'An export of this business is already being made',
  export_expired: 'This export was deleted after 7 days: make a new one',
  payload_too_large: 'The request body is too large',
  unsupported_media_type: 'Unsupported content type',
  pdf_too_complex: 'This document is too large to be made into a PDF',
  locked: 'The app is locked: unlock it with your password',
  too_many_attempts: 'Too many attempts, try again later',
  rate_limited: 'Too many requests, try again later',
  not_an_invoice: 'Only an invoice has an e-Factura',
  efactura_incomplete: 'The invoice lacks data e-Factura requires',
  month_zip_not_found: "No such month's ZIP",
  month_zip_expired: "This month's ZIP was deleted after a day: make it again",
  company_not_found: 'No company with this CUI in the VAT-payer register',
  company_lookup_unavailable: 'The VAT-payer register does not answer, fill in the data by hand',
  internal_error: 'Internal server error',
  service_unavailable: 'Service unavailable',
  registry_not_allocated: 'The registry integration needs the RAR AutoPass application allocated to your account',
  registry_not_configured: 'Save your registry credentials first',
  registry_login_failed: 'The registry refused these credentials: check the e-mail and password',
  registry_credentials_rejected: 'The registry refused the saved credentials: check them',
  registry_rejected: 'The registry refused the record',
  registry_duplicate: 'The registry already holds this intervention',
  registry_unavailable: 'The registry could not be reached: nothing was lost, try again later',
};

/** The one error type services throw; the error handler turns it into `{error:{code,message}}`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ErrorDetail[] | undefined;
  readonly headers: Record<string, string> | undefined;
  readonly position: ErrorPosition | undefined;

  constructor(code: ErrorCode, options: { message?: string; details?: ErrorDetail[]; headers?: Record<string, string>; position?: ErrorPosition } = {}) {
    super(options.message ?? DEFAULT_MESSAGES[code]);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = options.details;
    this.headers = options.headers;
    this.position = options.position;
  }
}

export const defaultMessage = (code: ErrorCode): string => DEFAULT_MESSAGES[code];
