/** Applications (form definitions), their access and the requests for them. */
export const FORMS_ERRORS = {
  invalid_definition: 400,
  form_not_found: 404,
  form_already_usable: 409,
  request_pending: 409,
  form_misconfigured: 500,
} as const;
