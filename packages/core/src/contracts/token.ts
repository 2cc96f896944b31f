import { isId } from '../ids.js';

/**
 * The claims of an access token (the server signs them; the web app reads them to know who is
 * signed in). Checked by hand rather than with a zod schema: the web app reads them on its first
 * page, where the zod API (~28 KB compressed) would be the largest single cost. Server and web use
 * this one parser, so there is no second definition to drift.
 */
export type AccessTokenClaims = {
  sub: string;
  email: string;
  is_admin: boolean;
  /**
   * The session (login) the token belongs to: logging out or revoking it ends the token too.
   * Optional here so that a browser still holding a token from before sessions were named keeps it
   * until its next call: the server refuses such a token (401) and the client refreshes it.
   */
  sid?: string;
  exp: number;
  iat: number;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The claims when `value` has their shape (other fields dropped), else undefined. */
export const parseAccessTokenClaims = (value: unknown): AccessTokenClaims | undefined => {
  if (!isRecord(value)) return undefined;
  const { sub, email, is_admin, sid, exp, iat } = value;
  if (!isId(sub) || typeof email !== 'string' || typeof is_admin !== 'boolean') return undefined;
  if (sid !== undefined && !isId(sid)) return undefined;
  if (!Number.isSafeInteger(exp) || !Number.isSafeInteger(iat)) return undefined;
  const claims: AccessTokenClaims = { sub, email, is_admin, exp: exp as number, iat: iat as number };
  if (sid !== undefined) claims.sid = sid;
  return claims;
};
