import type { TokenTimes } from '@atelier/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSessionKeeper } from './session-keeper';

const MIN = 60_000;
const start = Date.parse('2026-03-01T10:00:00Z');

const setup = (lifetimeMs = 30 * MIN, refreshResult: boolean | (() => boolean) = true) => {
  let times: TokenTimes | undefined = { iat: start / 1000, exp: (start + lifetimeMs) / 1000 };
  const listeners = new Set<() => void>();
  const calls: number[] = [];
  const refresh = vi.fn(async () => {
    calls.push(Date.now());
    const ok = typeof refreshResult === 'function' ? refreshResult() : refreshResult;
    if (ok) {
      const now = Date.now();
      times = { iat: now / 1000, exp: (now + lifetimeMs) / 1000 };
      listeners.forEach((listener) => listener());
    }
    return ok;
  });
  const onExpire = vi.fn();
  const stop = startSessionKeeper({
    getTimes: () => times,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refresh,
    onExpire,
  });
  const replaceToken = (next: TokenTimes | undefined) => {
    times = next;
    listeners.forEach((listener) => listener());
  };
  return { refresh, onExpire, stop, replaceToken, calls };
};

describe('session keeper', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  it('refreshes within one check after less than 20% of the lifetime remains', async () => {
    const { refresh, calls, stop } = setup();
    await vi.advanceTimersByTimeAsync(24 * MIN);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2 * MIN);
    expect(refresh).toHaveBeenCalledTimes(1);
    // The check interval is 10% of the remaining time, at least 60 s: the refresh comes within
    // 60 s after the 6-minute mark.
    const remaining = start + 30 * MIN - (calls[0] ?? 0);
    expect(remaining).toBeLessThan(6 * MIN);
    expect(remaining).toBeGreaterThanOrEqual(5 * MIN);
    stop();
  });

  it('checks at most every 300 s for long tokens', async () => {
    const { calls, stop } = setup(10 * 60 * MIN);
    await vi.advanceTimersByTimeAsync(8 * 60 * MIN + 5 * MIN);
    expect(calls).toHaveLength(1);
    const remaining = start + 10 * 60 * MIN - (calls[0] ?? 0);
    expect(remaining).toBeLessThan(2 * 60 * MIN);
    expect(remaining).toBeGreaterThanOrEqual(2 * 60 * MIN - 5 * MIN);
    stop();
  });

  it('starts a new cycle after a successful refresh', async () => {
    const { calls, onExpire, stop } = setup();
    await vi.advanceTimersByTimeAsync(26 * MIN);
    expect(calls).toHaveLength(1);
    const first = calls[0] ?? 0;
    // The new token lives 30 minutes from the refresh: the next refresh comes 24–25 minutes later.
    await vi.advanceTimersByTimeAsync(first + 24 * MIN - Date.now());
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(MIN);
    expect(calls).toHaveLength(2);
    expect(onExpire).not.toHaveBeenCalled();
    stop();
  });

  it('tries at most 3 times, 10 s apart, then ends the session at expiry', async () => {
    const { calls, onExpire, stop } = setup(30 * MIN, false);
    await vi.advanceTimersByTimeAsync(26 * MIN);
    const first = calls[0] ?? 0;
    expect(calls).toEqual([first, first + 10_000, first + 20_000]);
    await vi.advanceTimersByTimeAsync(start + 30 * MIN - Date.now() - 1);
    expect(calls).toHaveLength(3);
    expect(onExpire).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    stop();
  });

  it('ends the session when a refresh fails with less than 30 s left', async () => {
    vi.setSystemTime(start + 30 * MIN - 20_000);
    const { refresh, onExpire, stop } = setup(30 * MIN, false);
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    stop();
  });

  it('ends the session at once for an expired token', async () => {
    vi.setSystemTime(start + 31 * MIN);
    const { refresh, onExpire, stop } = setup();
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).not.toHaveBeenCalled();
    expect(onExpire).toHaveBeenCalledTimes(1);
    stop();
  });

  it('follows a token changed elsewhere and idles without one', async () => {
    const { refresh, onExpire, replaceToken, stop } = setup();
    await vi.advanceTimersByTimeAsync(20 * MIN);
    replaceToken({ iat: Date.now() / 1000, exp: (Date.now() + 30 * MIN) / 1000 });
    await vi.advanceTimersByTimeAsync(10 * MIN);
    expect(refresh).not.toHaveBeenCalled();
    replaceToken(undefined);
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(refresh).not.toHaveBeenCalled();
    expect(onExpire).not.toHaveBeenCalled();
    stop();
  });

  it('does nothing after stop()', async () => {
    const { refresh, onExpire, stop } = setup();
    stop();
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(refresh).not.toHaveBeenCalled();
    expect(onExpire).not.toHaveBeenCalled();
  });
});
