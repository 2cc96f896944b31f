import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging.js';

describe('redactUrl', () => {
  it('hides secret query values and keeps the rest', () => {
    expect(redactUrl('/api/user/status?password=hunter2&x=1')).toBe('/api/user/status?password=%5BREDACTED%5D&x=1');
    expect(redactUrl('/reset-password?token=abc')).toBe('/reset-password?token=%5BREDACTED%5D');
    expect(redactUrl('/api/user/status')).toBe('/api/user/status');
    expect(redactUrl('/catalog?q=deviz')).toBe('/catalog?q=deviz');
  });
});
