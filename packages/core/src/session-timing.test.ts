import { describe, expect, it } from 'vitest';
import {
  NO_ATTEMPTS,
  canAttemptRefresh,
  checkIntervalMs,
  decideRefresh,
  isExpired,
  needsRefresh,
  shouldClearAfterFailedRefresh,
} from './session-timing.js';

// A 30-minute token issued at t=0.
const token = { iat: 0, exp: 30 * 60 };
const at = (minutes: number, seconds = 0) => (minutes * 60 + seconds) * 1000;

describe('session timing (SPEC §9)', () => {
  it('asks for a refresh only when less than 20% of the lifetime remains', () => {
    expect(needsRefresh(token, at(23, 59))).toBe(false); // 6 min 1 s left: 20.05%
    expect(needsRefresh(token, at(24, 1))).toBe(true); // 5 min 59 s left
  });

  it('checks every 10% of the remaining time, bounded to 60–300 s', () => {
    expect(checkIntervalMs(token, at(0))).toBe(180_000); // 30 min left → 3 min
    expect(checkIntervalMs({ iat: 0, exp: 24 * 3600 }, 0)).toBe(300_000); // capped
    expect(checkIntervalMs(token, at(25))).toBe(60_000); // 5 min left → 30 s → floor 60 s
    expect(checkIntervalMs(token, at(40))).toBe(60_000);
  });

  it('allows at most 3 attempts at least 10 s apart', () => {
    expect(canAttemptRefresh(NO_ATTEMPTS, 0)).toBe(true);
    expect(canAttemptRefresh({ count: 1, lastAtMs: 0 }, 9_999)).toBe(false);
    expect(canAttemptRefresh({ count: 1, lastAtMs: 0 }, 10_000)).toBe(true);
    expect(canAttemptRefresh({ count: 3, lastAtMs: 0 }, 60_000)).toBe(false);
  });

  it('clears the session when a refresh fails with under 30 s left', () => {
    expect(shouldClearAfterFailedRefresh(token, at(29, 31))).toBe(true);
    expect(shouldClearAfterFailedRefresh(token, at(29, 29))).toBe(false);
  });

  it('treats a token as expired from its exp on', () => {
    expect(isExpired(token, at(29, 59))).toBe(false);
    expect(isExpired(token, at(30))).toBe(true);
  });

  describe('decideRefresh', () => {
    it('waits while the token is young', () => {
      expect(decideRefresh(token, NO_ATTEMPTS, at(1))).toEqual({ kind: 'wait', delayMs: 174_000 });
    });
    it('refreshes when due and allowed', () => {
      expect(decideRefresh(token, NO_ATTEMPTS, at(25))).toEqual({ kind: 'refresh' });
    });
    it('waits out the 10 s gap between attempts', () => {
      expect(decideRefresh(token, { count: 1, lastAtMs: at(25) }, at(25, 4))).toEqual({ kind: 'wait', delayMs: 6_000 });
    });
    it('after 3 failures waits for expiry, then clears', () => {
      expect(decideRefresh(token, { count: 3, lastAtMs: at(25) }, at(26))).toEqual({ kind: 'wait', delayMs: at(4) });
      expect(decideRefresh(token, { count: 3, lastAtMs: at(25) }, at(30))).toEqual({ kind: 'clear' });
    });
  });
});
