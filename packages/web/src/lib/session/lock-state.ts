import { useSyncExternalStore } from 'react';

/**
 * The lock screen's state in this tab (SPEC §4 Lock). The server is the authority: the lock gate
 * reads GET /user/status, and any call answered 423 `locked` sets `locked` too (the session was
 * locked in another tab, or the page was reloaded while locked). `autoLockMinutes`: the account's
 * idle minutes before locking, 0 = never.
 */
export type LockState = { locked: boolean; autoLockMinutes: number };

let state: LockState = { locked: false, autoLockMinutes: 0 };
const listeners = new Set<() => void>();

const update = (next: Partial<LockState>): void => {
  if (Object.entries(next).every(([key, value]) => state[key as keyof LockState] === value)) return;
  state = { ...state, ...next };
  for (const listener of listeners) listener();
};

export const getLockState = (): LockState => state;
export const setLocked = (locked: boolean): void => update({ locked });
export const setAutoLockMinutes = (autoLockMinutes: number): void => update({ autoLockMinutes });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useLockState = (): LockState => useSyncExternalStore(subscribe, getLockState, getLockState);
