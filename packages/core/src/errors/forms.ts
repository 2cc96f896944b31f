/** Applications (form definitions), their access and the requests for them. */
export const FORMS_ERRORS = {
  invalid_definition: 400,
  form_not_found: 404,
  form_already_usable: 409,
  request_pending: 409,
  form_misconfigured: 500,
} as const;

/** Each code's default message in English (the API's `error.message` when the thrower gives none). */
export const FORMS_MESSAGES: Record<keyof typeof FORMS_ERRORS, string> = {
  invalid_definition: 'The form definition is not valid',
  form_not_found: 'Application not found',
  form_already_usable: 'This application is already available to your account',
  request_pending: 'You have already requested this application; it is waiting for approval',
  form_misconfigured: 'The application is not configured correctly',
};
