import { describe, expect, it } from 'vitest';
import { makeToken } from '../../test/tokens';
import { ACCESS_TOKEN_KEY, decodeClaims, loadStoredSession } from './token';

describe('stored token', () => {
  const now = Date.now();

  it('loads an unexpired token with valid claims', () => {
    const token = makeToken({ email: 'șef@atelier.ro' }, now);
    localStorage.setItem(ACCESS_TOKEN_KEY, token);
    expect(loadStoredSession(now)?.claims.email).toBe('șef@atelier.ro');
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(token);
  });

  it('removes an expired token', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, makeToken({}, now - 31 * 60_000));
    expect(loadStoredSession(now)).toBeUndefined();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('removes a malformed token or one with wrong claims', () => {
    for (const bad of ['garbage', 'a.b.c', makeToken({ sub: 'not-an-id' })]) {
      localStorage.setItem(ACCESS_TOKEN_KEY, bad);
      expect(loadStoredSession(now)).toBeUndefined();
      expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    }
  });

  it('decodes the claims', () => {
    expect(decodeClaims(makeToken({ is_admin: true }, now))).toMatchObject({ is_admin: true, sub: '0123456789abcdef01234567' });
  });
});
