import { z } from 'zod';
import { businessRole, emailSchema, newPasswordSchema } from './auth.js';
import { idSchema } from './common.js';
import { documentDto } from './documents.js';

/** Who made a document; null when that user row is gone. */
export const createdByDto = documentDto.shape.created_by.unwrap().unwrap();
export type CreatedByDto = z.infer<typeof createdByDto>;

export const teamMemberDto = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  role: businessRole,
  created_at: z.string().describe('ISO 8601'),
  last_seen_at: z.string().nullable().describe('ISO 8601; null before the first call'),
  you: z.boolean().describe('this member is the caller'),
});
export type TeamMemberDto = z.infer<typeof teamMemberDto>;

export const teamInvitationDto = z.object({
  id: idSchema,
  email: z.string(),
  name: z.string(),
  created_at: z.string().describe('ISO 8601'),
  expires_at: z.string().describe('ISO 8601: the link works until then (7 days)'),
  expired: z.boolean(),
  invited_by_name: z.string(),
});
export type TeamInvitationDto = z.infer<typeof teamInvitationDto>;

export const teamSettingsDto = z.object({ members_see_statistics: z.boolean().describe('members may open the statistics') });
export type TeamSettingsDto = z.infer<typeof teamSettingsDto>;
export const teamSettingsBody = teamSettingsDto;

export const teamResponse = z.object({
  members: z.array(teamMemberDto),
  invitations: z.array(teamInvitationDto).describe('open ones: not accepted, not revoked'),
  settings: teamSettingsDto,
});
export type TeamResponse = z.infer<typeof teamResponse>;

export const inviteBody = z.object({
  email: emailSchema,
  name: z.string().trim().max(120).default('').describe("the invitee's name, shown in the mail and the team"),
});
export type InviteBody = z.input<typeof inviteBody>;

/** GET /api/user/invitations/{token}: what the invitation page shows. */
export const invitationInfoDto = z.object({
  business_name: z.string(),
  email: z.string(),
  name: z.string(),
  invited_by_name: z.string(),
  expires_at: z.string().describe('ISO 8601'),
  account_exists: z.boolean().describe('an account with this address exists: sign in to join'),
});
export type InvitationInfoDto = z.infer<typeof invitationInfoDto>;

/** A new address sets its name and password; an existing account sends no body, only its bearer. */
export const acceptInvitationBody = z.object({
  name: z.string().trim().min(1).max(120),
  password: newPasswordSchema,
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;

export const acceptedResponse = z.object({ ok: z.literal(true) });
