import { describe, expect, it } from 'vitest';
import { SECRET_LINKS } from '../app-modules.js';
import { secretLinkTest, urlRedactor } from './logging.js';

describe('urlRedactor', () => {
  it('hides secret-named query values on any path and keeps the rest', () => {
    const redactUrl = urlRedactor([]);
    expect(redactUrl('/api/user/status?password=hunter2&x=1')).toBe('/api/user/status?password=%5BREDACTED%5D&x=1');
    expect(redactUrl('/somewhere?token=abc')).toBe('/somewhere?token=%5BREDACTED%5D');
    expect(redactUrl('/api/user/status')).toBe('/api/user/status');
    expect(redactUrl('/catalog?q=deviz&b=%20')).toBe('/catalog?q=deviz&b=%20');
  });

  it("hides a declared link's secret path segments, on the link and what follows it", () => {
    const redactUrl = urlRedactor(['/user/accept/:token', '/api/user/invitations/:token', '/api/calendar/:file', '/a/:x/b/:y']);
    expect(redactUrl('/user/accept/AbC-_123')).toBe('/user/accept/[REDACTED]');
    expect(redactUrl('/api/user/invitations/AbC-_123')).toBe('/api/user/invitations/[REDACTED]');
    expect(redactUrl('/api/user/invitations/AbC-_123/accept')).toBe('/api/user/invitations/[REDACTED]/accept');
    expect(redactUrl('/api/user/invitations/AbC?x=1&token=t')).toBe('/api/user/invitations/[REDACTED]?x=1&token=%5BREDACTED%5D');
    expect(redactUrl('/api/calendar/s3cr3t.ics')).toBe('/api/calendar/[REDACTED]');
    expect(redactUrl('/a/1/b/2/c')).toBe('/a/[REDACTED]/b/[REDACTED]/c');
    // Other paths, even sharing the beginning, keep their segments.
    expect(redactUrl('/api/user/team/invitations/0123456789abcdef01234567')).toBe('/api/user/team/invitations/0123456789abcdef01234567');
    expect(redactUrl('/api/calendarx/abc')).toBe('/api/calendarx/abc');
  });

  it("hides a declared link's secret query value on that path", () => {
    const redactUrl = urlRedactor(['/confirm-email?code', '/api/reminders/unsubscribe?token']);
    expect(redactUrl('/confirm-email?code=abc&lang=ro')).toBe('/confirm-email?code=%5BREDACTED%5D&lang=ro');
    expect(redactUrl('/elsewhere?code=abc')).toBe('/elsewhere?code=abc');
    expect(redactUrl('/api/reminders/unsubscribe?token=abc')).toBe('/api/reminders/unsubscribe?token=%5BREDACTED%5D');
  });

  it('masks every link the modules declare', () => {
    expect(SECRET_LINKS).toEqual(expect.arrayContaining(['/api/calendar/:file', '/account/delete/:token', '/reset-password?token', '/confirm-email?token', '/user/accept/:token', '/api/user/invitations/:token']));
    const redactUrl = urlRedactor(SECRET_LINKS);
    for (const link of SECRET_LINKS) {
      const [path = '', key] = link.split('?');
      const url = path.replace(/:[A-Za-z]+/g, 'S3CRET') + (key ? `?${key}=S3CRET` : '');
      expect(redactUrl(url), link).not.toContain('S3CRET');
    }
  });
});

describe('secretLinkTest', () => {
  it("tells a declared link's page (a path secret, or a query secret when the query has it) from the rest", () => {
    const isSecret = secretLinkTest(['/d/:token', '/reset-password?token']);
    expect(['/d/AbC-_123', '/d/AbC?lang=en', '/reset-password?token=x', '/reset-password?lang=ro&token=x'].map(isSecret)).toEqual([true, true, true, true]);
    expect(['/d', '/d/', '/dashboard', '/reset-password', '/reset-password?lang=ro', '/catalog?token=x'].map(isSecret)).toEqual([false, false, false, false, false, false]);
  });
});
