/** Sign-in, registration and the account's own links (password reset, e-mail change). */
export const AUTH_ERRORS = {
  invalid_token: 400,
  invalid_credentials: 401,
  wrong_password: 403,
  user_not_found: 404,
  email_taken: 409,
} as const;

/** Each code's default message in English (the API's `error.message` when the thrower gives none). */
export const AUTH_MESSAGES: Record<keyof typeof AUTH_ERRORS, string> = {
  invalid_token: 'The link is invalid or has expired',
  invalid_credentials: 'Invalid email or password',
  wrong_password: 'The current password is not correct',
  user_not_found: 'User not found',
  email_taken: 'An account with this email already exists',
};
