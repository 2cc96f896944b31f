/** Sign-in, registration and the account's own links (password reset, e-mail change). */
export const AUTH_ERRORS = {
  invalid_token: 400,
  invalid_credentials: 401,
  wrong_password: 403,
  user_not_found: 404,
  email_taken: 409,
} as const;
