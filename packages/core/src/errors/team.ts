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
