import { STORAGE_KEYS, isExpired, parseAccessTokenClaims, type AccessTokenClaims } from '@atelier/core';

export const ACCESS_TOKEN_KEY = STORAGE_KEYS.accessToken.name;

export type Session = { token: string; claims: AccessTokenClaims };

const decodeBase64Url = (part: string): string => {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

/** Reads the claims of a JWT without verifying it (the server verifies); undefined when malformed. */
export const decodeClaims = (token: string): AccessTokenClaims | undefined => {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    return parseAccessTokenClaims(JSON.parse(decodeBase64Url(payload)));
  } catch {
    return undefined;
  }
};

/** A usable session from a token: well-formed claims and not yet expired. */
export const sessionFromToken = (token: string, nowMs: number): Session | undefined => {
  const claims = decodeClaims(token);
  return claims && !isExpired(claims, nowMs) ? { token, claims } : undefined;
};

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** The stored token is loaded only if it is unexpired; anything else is removed (SPEC §4). */
export const loadStoredSession = (nowMs: number): Session | undefined => {
  const token = storage()?.getItem(ACCESS_TOKEN_KEY);
  if (!token) return undefined;
  const session = sessionFromToken(token, nowMs);
  if (!session) storage()?.removeItem(ACCESS_TOKEN_KEY);
  return session;
};

export const storeToken = (token: string | undefined): void => {
  if (token) storage()?.setItem(ACCESS_TOKEN_KEY, token);
  else storage()?.removeItem(ACCESS_TOKEN_KEY);
};
