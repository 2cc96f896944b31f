import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging.js';

describe('redactUrl', () => {
  it('hides secret query values and keeps the rest', () => {
    expect(redactUrl('/api/user/status?password=hunter2&x=1')).toBe('/api/user/status?password=%5BREDACTED%5D&x=1');
    expect(redactUrl('/reset-password?token=abc')).toBe('/reset-password?token=%5BREDACTED%5D');
    expect(redactUrl('/api/user/status')).toBe('/api/user/status');
    expect(redactUrl('/catalog?q=deviz')).toBe('/catalog?q=deviz');
  });

  it('hides the secret of an invitation link, in the web page and in its API calls', () => {
    expect(redactUrl('/user/accept/AbC-_123')).toBe('/user/accept/[REDACTED]');
    expect(redactUrl('/api/user/invitations/AbC-_123')).toBe('/api/user/invitations/[REDACTED]');
    expect(redactUrl('/api/user/invitations/AbC-_123/accept')).toBe('/api/user/invitations/[REDACTED]/accept');
    expect(redactUrl('/api/user/invitations/AbC?x=1&token=t')).toBe('/api/user/invitations/[REDACTED]?x=1&token=%5BREDACTED%5D');
    expect(redactUrl('/api/user/team/invitations/0123456789abcdef01234567')).toBe('/api/user/team/invitations/0123456789abcdef01234567');
  });
});
