import { describe, expect, it } from 'vitest';
import { sessionFromToken } from '../../lib/session/token';
import { makeToken } from '../../test/tokens';
import { presencePayload } from './page-info';

const claims = { sub: '0123456789abcdef0123456a', email: 'ana@example.ro' };
const user = sessionFromToken(makeToken(claims), Date.now());
const admin = sessionFromToken(makeToken({ ...claims, is_admin: true }), Date.now());
const doc = '0123456789abcdef01234567';

describe('presencePayload', () => {
  it('names the user from the session: "admin" for admins, else the subject; null when anonymous', () => {
    expect(presencePayload({ pathname: '/dashboard', search: '?tab=dashboard', session: user, referrer: '' })).toEqual({
      page: '/dashboard?tab=dashboard',
      documentId: null,
      documentTitle: null,
      isPublic: false,
      referrer: null,
      email: 'ana@example.ro',
      user_id: claims.sub,
    });
    expect(presencePayload({ pathname: '/admin/dashboard', search: '', session: admin, referrer: '' })).toMatchObject({ user_id: 'admin', email: 'ana@example.ro' });
    expect(presencePayload({ pathname: '/', search: '', session: undefined, referrer: 'https://www.google.com/' })).toMatchObject({ user_id: null, email: null, referrer: 'https://www.google.com/' });
  });

  it('reads the document from the path; /documents/{id} is public for an anonymous visitor only', () => {
    expect(presencePayload({ pathname: `/documents/${doc}`, search: '?mode=edit', session: user, referrer: '' })).toMatchObject({ documentId: doc, isPublic: false });
    expect(presencePayload({ pathname: `/documents/${doc}`, search: '', session: undefined, referrer: '' })).toMatchObject({ documentId: doc, isPublic: true });
    expect(presencePayload({ pathname: `/public-doc-steps/${doc}`, search: '', session: user, referrer: '' })).toMatchObject({ documentId: doc, isPublic: true });
    expect(presencePayload({ pathname: '/public-submissions/abc', search: '', session: undefined, referrer: '' })).toMatchObject({ documentId: 'abc', isPublic: true });
  });
});
