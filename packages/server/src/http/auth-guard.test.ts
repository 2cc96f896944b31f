import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { scopeOf } from './auth-guard.js';
import type { RequestUser } from './request-user.js';

const user = (change: Partial<RequestUser> = {}): RequestUser => ({
  sub: 'u1',
  email: 'ana@example.ro',
  isAdmin: false,
  sid: 's1',
  locked: false,
  active: true,
  businessId: 'b1',
  businessName: 'Service Ana SRL',
  role: 'member',
  name: 'Ana',
  canSeeStatistics: false,
  ...change,
});
const request = (auth: RequestUser | undefined) => ({ auth }) as FastifyRequest;
const codeOf = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
  return undefined;
};

describe('the request scope', () => {
  it("is the signed-in user's business, id, role, name and e-mail", () => {
    expect(scopeOf(request(user()))).toEqual({ businessId: 'b1', userId: 'u1', role: 'member', name: 'Ana', email: 'ana@example.ro' });
  });

  it('is refused without a session (401) and to an account without a business, an admin (403)', () => {
    expect(codeOf(() => scopeOf(request(undefined)))).toBe('unauthorized');
    expect(codeOf(() => scopeOf(request(user({ isAdmin: true, businessId: null, role: null }))))).toBe('forbidden');
  });
});
