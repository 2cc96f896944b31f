/** The registry integration (issue 18). */
export const REGISTRY_ERRORS = {
  // Saving registry credentials: the registry's login refused them (its reason in the message).
  registry_login_failed: 400,
  // Needs its application allocated or the add-on in the active subscription.
  registry_not_allocated: 403,
  // No credentials saved yet; the registry already holds this intervention (another send).
  registry_not_configured: 409,
  registry_duplicate: 409,
  // The saved credentials are refused now (check them); the registry refused the record's data.
  registry_credentials_rejected: 422,
  registry_rejected: 422,
  // The registry could not be reached, timed out or kept failing after the retries (Retry-After when it said).
  registry_unavailable: 502,
} as const;

/** Each code's default message in English (the API's `error.message` when the thrower gives none). */
export const REGISTRY_MESSAGES: Record<keyof typeof REGISTRY_ERRORS, string> = {
  registry_login_failed: 'The registry refused these credentials: check the e-mail and password',
  registry_not_allocated: 'The registry integration needs the RAR AutoPass application allocated to your account',
  registry_not_configured: 'Save your registry credentials first',
  registry_duplicate: 'The registry already holds this intervention',
  registry_credentials_rejected: 'The registry refused the saved credentials: check them',
  registry_rejected: 'The registry refused the record',
  registry_unavailable: 'The registry could not be reached: nothing was lost, try again later',
};
