import { describe, expect, it } from 'vitest';
import { decideAccess, type AccessInput } from './decide-access';

const user = { isAdmin: false };
const admin = { isAdmin: true };
const at = (input: Partial<AccessInput> & Pick<AccessInput, 'access'>) =>
  decideAccess({ session: undefined, pathname: '/', search: '', ...input });

describe('decideAccess', () => {
  it('lets anyone see public pages', () => {
    expect(at({ access: 'public' })).toEqual({ kind: 'allow' });
    expect(at({ access: 'public', session: user })).toEqual({ kind: 'allow' });
  });

  it('sends an anonymous visitor of a protected page to login with the path and query', () => {
    expect(at({ access: 'user', pathname: '/dashboard', search: '?tab=dashboard&x=a b' })).toEqual({
      kind: 'redirect',
      to: `/login?returnTo=${encodeURIComponent('/dashboard?tab=dashboard&x=a b')}`,
    });
  });

  it('lets any account into user pages, admins included', () => {
    expect(at({ access: 'user', session: user })).toEqual({ kind: 'allow' });
    expect(at({ access: 'user', session: admin })).toEqual({ kind: 'allow' });
  });

  it('gives an anonymous visitor of a document the public twin, with the login as the way out', () => {
    expect(at({ access: 'user-or-public-form', pathname: '/documents/0123456789abcdef01234567', search: '?mode=edit' })).toEqual({
      kind: 'public-twin',
      otherwise: `/login?returnTo=${encodeURIComponent('/documents/0123456789abcdef01234567?mode=edit')}`,
    });
    expect(at({ access: 'user-or-public-form', session: user })).toEqual({ kind: 'allow' });
  });

  it('sends an anonymous visitor of an admin page to the admin login', () => {
    expect(at({ access: 'admin', pathname: '/admin/dashboard' })).toEqual({ kind: 'redirect', to: '/admin/login' });
  });

  it('ends the session of a non-admin on an admin page and lets admins in', () => {
    expect(at({ access: 'admin', session: user })).toEqual({ kind: 'end-session' });
    expect(at({ access: 'admin', session: admin })).toEqual({ kind: 'allow' });
  });

  it('moves an authenticated visitor off guest pages to returnTo or the dashboard', () => {
    expect(at({ access: 'guest' })).toEqual({ kind: 'allow' });
    expect(at({ access: 'guest', session: user })).toEqual({ kind: 'redirect', to: '/dashboard?tab=dashboard' });
    expect(at({ access: 'guest', session: user, search: '?returnTo=%2Fdashboard%3Ftab%3Dx' })).toEqual({
      kind: 'redirect',
      to: '/dashboard?tab=x',
    });
  });

  it('ignores a returnTo that leaves the site or loops', () => {
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil.example', 'dashboard', '/login?returnTo=/x', '/x\u0000y']) {
      const search = `?returnTo=${encodeURIComponent(bad)}`;
      expect(at({ access: 'guest', session: user, search })).toEqual({ kind: 'redirect', to: '/dashboard?tab=dashboard' });
    }
  });

  it('sends an admin away from the admin login, but lets others use it', () => {
    expect(at({ access: 'admin-guest', session: admin })).toEqual({ kind: 'redirect', to: '/admin/dashboard' });
    expect(at({ access: 'admin-guest', session: user })).toEqual({ kind: 'allow' });
    expect(at({ access: 'admin-guest' })).toEqual({ kind: 'allow' });
  });
});
