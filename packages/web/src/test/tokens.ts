import type { AccessTokenClaims } from '@atelier/core';

const base64Url = (value: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An unsigned JWT with the given claims: the client never verifies signatures. */
export const makeToken = (overrides: Partial<AccessTokenClaims> = {}, nowMs = Date.now()): string => {
  const iat = Math.floor(nowMs / 1000);
  const claims: AccessTokenClaims = {
    sub: '0123456789abcdef01234567',
    email: 'ana@example.ro',
    is_admin: false,
    sid: '89abcdef0123456789abcdef',
    iat,
    exp: iat + 30 * 60,
    ...overrides,
  };
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.signature`;
};
