import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { idSchema } from './common.js';

export const emailSchema = z
  .email({ message: 'must be a valid email address' })
  .max(254)
  .transform((value) => value.trim().toLowerCase())
  .describe('e-mail address (case-insensitive)');

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: `must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH)
  .describe(`password, at least ${PASSWORD_MIN_LENGTH} characters`);

export const registerBody = z.object({ email: emailSchema, password: newPasswordSchema });
export type RegisterBody = z.infer<typeof registerBody>;

export const userDto = z.object({
  id: idSchema,
  email: z.string(),
  is_admin: z.boolean(),
  created_at: z.string().describe('ISO 8601'),
  trial_ends_at: z.string().describe('ISO 8601: end of the free trial'),
});
export type UserDto = z.infer<typeof userDto>;

/** What each role may do (issue 14): the owner everything; a member documents and their own account. */
export const permissionsDto = z.object({
  billing: z.boolean().describe('the subscription and the logo'),
  personalisation: z.boolean().describe('the company profile, the auto-lock setting'),
  statistics: z.boolean().describe('the owner, or a member when the owner allows it'),
  team: z.boolean().describe('invite and remove members'),
  export: z.boolean().describe("export the business's data"),
  delete_account: z.boolean().describe('delete the business account'),
});
export type PermissionsDto = z.infer<typeof permissionsDto>;

/** GET /user/me: the account with its business and role (admins: no business, no role). */
export const meDto = userDto.extend({
  name: z.string().describe("the person's name ('' when not given)"),
  role: z.enum(['owner', 'member']).nullable(),
  business: z.object({ id: idSchema, name: z.string() }).nullable(),
  permissions: permissionsDto,
});
export type MeDto = z.infer<typeof meDto>;

/** OAuth2 password-grant style form fields (application/x-www-form-urlencoded). */
export const tokenForm = z.object({
  username: z.string().min(1).max(254).describe('e-mail address'),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type TokenForm = z.infer<typeof tokenForm>;

export const tokenResponse = z.object({
  access_token: z.string().describe('JWT; claims sub, email, is_admin, sid, exp, iat'),
  token_type: z.literal('bearer'),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

export const refreshResponse = z.object({ access_token: z.string(), token_type: z.literal('bearer') });
export type RefreshResponse = z.infer<typeof refreshResponse>;

export const accessTokenClaims = z.object({
  sub: idSchema,
  email: z.string(),
  is_admin: z.boolean(),
  // Optional here so that a browser still holding a token from before sessions were named keeps it
  // until its next call: the server refuses such a token (401) and the client refreshes it.
  sid: idSchema.optional().describe('the session (login) the token belongs to: logging out or revoking it ends the token too'),
  exp: z.number().int(),
  iat: z.number().int(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaims>;

export const userStatusQuery = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH).optional().describe('when given, the answer says whether it is the account password'),
});
/** Idle minutes before the web app locks itself: 0 (never, the default) up to a working day. */
export const AUTO_LOCK_MAX_MINUTES = 480;
const autoLockMinutes = z.number().int().min(0).max(AUTO_LOCK_MAX_MINUTES).describe('idle minutes before the app locks itself; 0 = never');

export const userStatusResponse = z.object({
  locked: z.boolean().describe('this session is locked: its data calls answer 423 locked until the password is given'),
  password_valid: z.boolean().optional().describe('only with ?password=; when true the session is unlocked'),
  auto_lock_minutes: autoLockMinutes,
});
export type UserStatusResponse = z.infer<typeof userStatusResponse>;

export const autoLockBody = z.object({ auto_lock_minutes: autoLockMinutes });
export type AutoLockBody = z.infer<typeof autoLockBody>;

/** SPEC §9: an unlock lasts this long; the web app then asks the server again UNLOCK_RECHECK_MS later. */
export const UNLOCK_DURATION_MS = 300_000;
export const UNLOCK_RECHECK_MS = 1_000;

export const paymentBannerStatusResponse = z.boolean().describe('true once the trial is over and no subscription is active');

export const passwordResetRequestBody = z.object({
  email: emailSchema,
  locale: z.string().max(10).optional().describe('language of the e-mail: ro (default), en, it'),
});
export const passwordResetConfirmBody = z.object({
  token: z.string().min(1).max(200),
  password: newPasswordSchema,
});
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBody>;

export const passwordChangeBody = z.object({
  current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH).describe('the password in use now'),
  new_password: newPasswordSchema,
  locale: z.string().max(10).optional().describe('language of the notice e-mail: ro (default), en, it'),
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;

export const emailChangeRequestBody = z.object({
  new_email: emailSchema,
  current_password: z.string().min(1).max(PASSWORD_MAX_LENGTH).describe('the password in use now'),
  locale: z.string().max(10).optional().describe('language of the e-mails: ro (default), en, it'),
});
export type EmailChangeRequestBody = z.infer<typeof emailChangeRequestBody>;

export const emailChangeConfirmBody = z.object({ token: z.string().min(1).max(200) });
export type EmailChangeConfirmBody = z.infer<typeof emailChangeConfirmBody>;

/** One signed-in session (a login and its refreshes), as its owner sees it in the account settings. */
export const sessionDto = z.object({
  id: idSchema.describe('the session id (the `sid` of its access tokens)'),
  current: z.boolean().describe('true for the session this request was made with'),
  browser: z.string().nullable().describe('e.g. "Chrome 131", from the User-Agent at login; null when unknown'),
  os: z.string().nullable().describe('e.g. "Windows 10", "Android 14"; null when unknown'),
  device_type: z.enum(['desktop', 'mobile', 'tablet', 'tv']).nullable(),
  ip_prefix: z.string().nullable().describe('the network it signed in from, masked: "203.0.113.*" (IPv4 /24) or "2001:db8:1::*" (IPv6 /48)'),
  created_at: z.string().describe('ISO 8601: the login'),
  last_used_at: z.string().describe('ISO 8601: the last token refresh, so within one access-token lifetime of the last activity'),
});
export type SessionDto = z.infer<typeof sessionDto>;
export const sessionListResponse = z.array(sessionDto).describe('active sessions, most recently used first');
export const sessionIdParams = z.object({ id: idSchema });
