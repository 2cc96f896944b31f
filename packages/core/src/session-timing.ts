/**
 * Access-token refresh rules (SPEC §9 "Time and session"), as pure functions of the token's
 * `iat`/`exp` claims (seconds) and the current time (milliseconds).
 */
export const REFRESH_RULES = {
  /** Refresh once less than this share of the lifetime remains. */
  refreshBelowShare: 0.2,
  /** The next check comes after this share of the remaining time... */
  checkShare: 0.1,
  /** ...bounded to this range. */
  minCheckMs: 60_000,
  maxCheckMs: 300_000,
  maxAttempts: 3,
  minAttemptGapMs: 10_000,
  /** A failed refresh with less than this left ends the session. */
  clearBelowMs: 30_000,
} as const;

export type TokenTimes = { iat: number; exp: number };

export const lifetimeMs = ({ iat, exp }: TokenTimes): number => Math.max(0, (exp - iat) * 1000);

export const remainingMs = ({ exp }: TokenTimes, nowMs: number): number => exp * 1000 - nowMs;

export const isExpired = (token: TokenTimes, nowMs: number): boolean => remainingMs(token, nowMs) <= 0;

export const needsRefresh = (token: TokenTimes, nowMs: number): boolean =>
  remainingMs(token, nowMs) < REFRESH_RULES.refreshBelowShare * lifetimeMs(token);

export const checkIntervalMs = (token: TokenTimes, nowMs: number): number => {
  const share = Math.max(0, remainingMs(token, nowMs)) * REFRESH_RULES.checkShare;
  return Math.min(REFRESH_RULES.maxCheckMs, Math.max(REFRESH_RULES.minCheckMs, share));
};

export type RefreshAttempts = { count: number; lastAtMs: number | null };

export const NO_ATTEMPTS: RefreshAttempts = { count: 0, lastAtMs: null };

export const canAttemptRefresh = (attempts: RefreshAttempts, nowMs: number): boolean =>
  attempts.count < REFRESH_RULES.maxAttempts &&
  (attempts.lastAtMs === null || nowMs - attempts.lastAtMs >= REFRESH_RULES.minAttemptGapMs);

export const shouldClearAfterFailedRefresh = (token: TokenTimes, nowMs: number): boolean =>
  remainingMs(token, nowMs) < REFRESH_RULES.clearBelowMs;

export type RefreshDecision =
  | { kind: 'wait'; delayMs: number }
  | { kind: 'refresh' }
  | { kind: 'clear' };

/**
 * What the session keeper does at a check: wait for the next check, refresh now, or end the
 * session (token expired, or attempts exhausted with too little time left).
 */
export const decideRefresh = (token: TokenTimes, attempts: RefreshAttempts, nowMs: number): RefreshDecision => {
  if (isExpired(token, nowMs)) return { kind: 'clear' };
  if (!needsRefresh(token, nowMs)) return { kind: 'wait', delayMs: checkIntervalMs(token, nowMs) };
  if (canAttemptRefresh(attempts, nowMs)) return { kind: 'refresh' };
  // Attempts used up: nothing more to try before the token runs out.
  if (attempts.count >= REFRESH_RULES.maxAttempts) return { kind: 'wait', delayMs: remainingMs(token, nowMs) };
  const sinceLast = attempts.lastAtMs === null ? REFRESH_RULES.minAttemptGapMs : nowMs - attempts.lastAtMs;
  return { kind: 'wait', delayMs: REFRESH_RULES.minAttemptGapMs - sinceLast };
};

/** SPEC §9: an unlock lasts this long; the web app then asks the server again UNLOCK_RECHECK_MS later. */
export const UNLOCK_DURATION_MS = 300_000;
export const UNLOCK_RECHECK_MS = 1_000;
