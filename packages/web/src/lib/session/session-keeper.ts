import { decideRefresh, NO_ATTEMPTS, shouldClearAfterFailedRefresh, type RefreshAttempts, type TokenTimes } from '@atelier/core';

export type SessionKeeperDeps = {
  /** The current token's times, or undefined when there is no session. */
  getTimes: () => TokenTimes | undefined;
  /** Notifies when the token changes (login, refresh by someone else, logout). */
  subscribe: (listener: () => void) => () => void;
  /** One refresh attempt; true when a new token is in place. */
  refresh: () => Promise<boolean>;
  /** The session must end: token expired, or a refresh failed with too little time left. */
  onExpire: () => void;
  now?: () => number;
};

/**
 * Keeps the access token fresh by SPEC §9 (all rules in core's decideRefresh): refresh once less
 * than 20% of the lifetime remains, check every 10% of the remaining time (60–300 s), at most 3
 * attempts 10 s apart, end the session when a refresh fails with under 30 s left. Returns stop().
 */
export const startSessionKeeper = (deps: SessionKeeperDeps): (() => void) => {
  const now = deps.now ?? Date.now;
  let attempts: RefreshAttempts = NO_ATTEMPTS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let refreshing = false;
  let stopped = false;

  const schedule = (delayMs: number): void => {
    clearTimeout(timer);
    timer = setTimeout(() => void check(), Math.max(0, delayMs));
  };

  const check = async (): Promise<void> => {
    clearTimeout(timer);
    const times = deps.getTimes();
    if (stopped || refreshing || !times) return;
    const decision = decideRefresh(times, attempts, now());
    if (decision.kind === 'wait') return schedule(decision.delayMs);
    if (decision.kind === 'clear') return deps.onExpire();
    attempts = { count: attempts.count + 1, lastAtMs: now() };
    refreshing = true;
    const ok = await deps.refresh().catch(() => false);
    refreshing = false;
    if (stopped) return;
    if (ok) attempts = NO_ATTEMPTS;
    else if (shouldClearAfterFailedRefresh(times, now())) return deps.onExpire();
    return check();
  };

  const unsubscribe = deps.subscribe(() => {
    // A token from elsewhere (login, a 401 refresh) starts a fresh cycle; our own refresh is
    // followed up in check() itself.
    if (refreshing) return;
    attempts = NO_ATTEMPTS;
    void check();
  });
  void check();

  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
  };
};
