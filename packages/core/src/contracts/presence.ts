import { z } from 'zod';

/** SPEC §9: the client announces its page this often; the server keeps entries alive as long. */
export const PRESENCE_UPDATE_INTERVAL_MS = 30_000;
/** SPEC §9: socket connection timeout of the client. */
export const PRESENCE_SOCKET_TIMEOUT_MS = 5_000;
/** Path of the socket.io endpoint on the API origin. */
export const PRESENCE_SOCKET_PATH = '/socket.io';

/** Socket events: the client sends `update_user_info`; admins receive `presence`. */
export const PRESENCE_EVENTS = { update: 'update_user_info', list: 'presence' } as const;

/**
 * What a visitor announces lands in the admin's online list: control and bidirectional-override
 * characters, zero-width marks and lone surrogates are taken out, so a string cannot hide, reorder
 * or break what is shown around it.
 */
const UNSHOWABLE = /[\p{Cc}\p{Cs}\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/gu;
export const cleanPresenceText = (value: string): string => value.replace(UNSHOWABLE, '').trim();

/** Cleaned and cut to `max` characters (whole code points): a long title still shows, shortened. */
const text = (max: number) =>
  z
    .string()
    .max(max * 4)
    .transform((value) => Array.from(cleanPresenceText(value)).slice(0, max).join(''));
const optionalText = (max: number) => text(max).nullish().transform((value) => (value ? value : null));
const webAddress = (value: string | null) => (value && /^https?:\/\//i.test(value) ? value : null);

/**
 * SPEC §3 Presence update, as the client sends it. `email` and `user_id` are part of the payload
 * but the server never trusts them: it takes both from the verified token.
 */
export const presenceUpdate = z.object({
  page: text(1024).pipe(z.string().regex(/^\//, 'must be a path starting with /')).describe('the path (and query) the visitor is on'),
  documentId: optionalText(64).describe('the open document or public form, if any'),
  documentTitle: optionalText(200).describe('its title, when known'),
  isPublic: z.boolean().default(false).describe('a public form or submission (no account needed)'),
  referrer: optionalText(1024).transform(webAddress).describe('document.referrer of the page (an http(s) address, else null)'),
  email: optionalText(254).describe('ignored by the server (taken from the token)'),
  user_id: optionalText(64).describe('"admin" for admins, else the token subject; ignored by the server'),
});
export type PresenceUpdate = z.input<typeof presenceUpdate>;

export const presenceEntry = z.object({
  id: z.string().describe('opaque id of the connection (one per browser tab)'),
  user_id: z.string().nullable().describe('"admin" for admins, the account id for users, null for anonymous visitors'),
  email: z.string().nullable().describe('from the verified token; null for anonymous visitors'),
  name: z.string().nullable().default(null).describe("the member's name (null: anonymous, or none given)"),
  role: z.enum(['owner', 'member']).nullable().default(null).describe('their role in their business (null: admin or anonymous)'),
  business: z.object({ id: z.string(), name: z.string() }).nullable().default(null).describe('the business the member works for'),
  page: z.string(),
  document_id: z.string().nullable(),
  document_title: z.string().nullable(),
  is_public: z.boolean(),
  referrer: z.string().nullable(),
  connected_at: z.string().describe('ISO 8601: when the connection was made'),
  updated_at: z.string().describe('ISO 8601: the last update from the client'),
});
export type PresenceEntry = z.infer<typeof presenceEntry>;

/** The REST snapshot and the live `presence` event carry the same list. */
export const presenceList = z.object({ users: z.array(presenceEntry) });
export type PresenceList = z.infer<typeof presenceList>;
