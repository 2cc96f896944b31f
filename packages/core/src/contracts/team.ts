import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './auth.js';
import { idSchema } from './common.js';

/** An invitation link works this long (team.md); a resend gives it as much again from the resend. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Invitations and resends per business and hour; past it 429 rate_limited with Retry-After. */
export const INVITATION_LIMITS = { limit: 20, windowMs: 60 * 60 * 1000 } as const;

const personName = z.string().trim().max(120).describe("the person's name ('' when not given)");

export const teamMemberDto = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  role: z.enum(['owner', 'member']),
  created_at: z.string().describe('ISO 8601: when the account was made'),
  last_seen_at: z.string().nullable().describe('ISO 8601: last activity (to the minute); null when never'),
  you: z.boolean().describe('true for the signed-in person'),
});
export type TeamMemberDto = z.infer<typeof teamMemberDto>;

export const teamInvitationDto = z.object({
  id: idSchema,
  email: z.string(),
  name: z.string(),
  created_at: z.string().describe('ISO 8601'),
  expires_at: z.string().describe('ISO 8601: the link stops working then (resend for 7 more days)'),
  expired: z.boolean(),
  invited_by_name: z.string().nullable().describe('name (or e-mail when no name) of who invited; null once that account is gone'),
});
export type TeamInvitationDto = z.infer<typeof teamInvitationDto>;

export const teamSettings = z.object({
  members_see_statistics: z.boolean().describe('members may open the statistics (the owner always can)'),
});
export type TeamSettings = z.infer<typeof teamSettings>;

export const teamResponse = z.object({
  members: z.array(teamMemberDto).describe('the owner first, then by joining date'),
  invitations: z.array(teamInvitationDto).describe('open invitations (not accepted, not revoked), expired ones included, newest first'),
  settings: teamSettings,
});
export type TeamResponse = z.infer<typeof teamResponse>;

export const inviteBody = z.object({
  email: emailSchema,
  name: personName.default(''),
  locale: z.string().max(10).optional().describe('language of the e-mail: ro, en, it (default: the request\'s Accept-Language, else ro)'),
});
export type InviteBody = z.infer<typeof inviteBody>;

export const resendInvitationBody = z
  .object({ locale: z.string().max(10).optional().describe('language of the e-mail (default: the request\'s Accept-Language, else ro)') })
  // No body at all is fine too.
  .nullish();

export const teamIdParams = z.object({ id: idSchema });

export const invitationTokenParams = z.object({ token: z.string().min(1).max(200).describe('the secret of the invitation link') });

export const invitationInfoResponse = z.object({
  business_name: z.string().describe('the business to join (its name, else its owner\'s name or e-mail)'),
  email: z.string().describe('the invited address'),
  name: z.string().describe('the name the owner gave the invitee'),
  invited_by_name: z.string().nullable(),
  expires_at: z.string().describe('ISO 8601'),
  account_exists: z.boolean().describe('an account with this address exists: sign in to it, then accept'),
});
export type InvitationInfoResponse = z.infer<typeof invitationInfoResponse>;

/** Without an account for the invited address: name and password make one. With one: empty, and the bearer of that account. */
export const acceptInvitationBody = z
  .object({
    name: personName.optional().describe("the new account's name (default: the name in the invitation)"),
    password: newPasswordSchema.optional().describe('required when no account with the invited address exists'),
  })
  // An existing account accepts with no body at all.
  .nullish();
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;

export const acceptInvitationOkResponse = z.object({ ok: z.literal(true) });
