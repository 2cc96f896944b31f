import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

const from = '2026-03-01T10:00:00.000Z';
const after = (seconds: number) => new Date(from).getTime() + seconds * 1000;

describe('timeAgo', () => {
  it('picks the largest whole unit, in the visitor language', () => {
    expect(timeAgo({ from, nowMs: after(0), locale: 'en' })).toBe('now');
    expect(timeAgo({ from, nowMs: after(42), locale: 'en' })).toBe('42 seconds ago');
    expect(timeAgo({ from, nowMs: after(5 * 60 + 10), locale: 'en' })).toBe('5 minutes ago');
    expect(timeAgo({ from, nowMs: after(3 * 3600), locale: 'ro' })).toBe('acum 3 ore');
    expect(timeAgo({ from, nowMs: after(3 * 86400), locale: 'it' })).toBe('3 giorni fa');
  });

  it('never says "in …" when the clocks disagree', () => {
    expect(timeAgo({ from, nowMs: after(-30), locale: 'en' })).toBe('now');
  });
});
