/** Team (issue 14): members and invitations. */
export const TEAM_ERRORS = {
  // The owner cannot be removed (themselves included).
  cannot_remove_owner: 400,
  // Accepting an invitation signed in as an account of another address.
  invitation_other_account: 403,
  // The invitation link is unknown, used, revoked or expired.
  invalid_invitation: 404,
  already_member: 409,
  invitation_exists: 409,
  // The account accepting an invitation still has a business of its own with members, documents or subscriptions.
  business_not_empty: 409,
  // The invitation was saved but its e-mail could not be sent (SMTP down): resend it later.
  invitation_mail_failed: 502,
} as const;

/** Each code's default message in English (the API's `error.message` when the thrower gives none). */
export const TEAM_MESSAGES: Record<keyof typeof TEAM_ERRORS, string> = {
  cannot_remove_owner: 'The owner of the business cannot be removed',
  invitation_other_account: 'You are signed in with another address than the invited one',
  invalid_invitation: 'The invitation is invalid, was already used, was revoked or has expired',
  already_member: 'This address is already a member of your business',
  invitation_exists: 'An invitation to this address is already open: resend it instead',
  business_not_empty: 'Your account still has a business of its own with other members, documents or subscriptions',
  invitation_mail_failed: 'The invitation was saved but its e-mail could not be sent: resend it later',
};
