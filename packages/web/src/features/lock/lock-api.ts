import { autoLockBody, userStatusResponse, type UserStatusResponse } from '@atelier/core';
import { apiRequest } from '../../lib/api-client';
import { setAutoLockMinutes, setLocked } from '../../lib/session/lock-state';
import { LOCK_CHANGED_KEY } from './lock-keys';

/** GET /user/status; with a password the server also checks it and, when right, unlocks the session. */
export const getLockStatus = (password?: string): Promise<UserStatusResponse> =>
  apiRequest({ path: password === undefined ? '/user/status' : `/user/status?${new URLSearchParams({ password })}`, schema: userStatusResponse });

/**
 * Asks the server whether this session is locked and applies the answer. An error leaves the app
 * unlocked (SPEC §8): the server still refuses a locked session's data (423), which locks the app.
 */
export const refreshLockStatus = async (): Promise<void> => {
  try {
    const status = await getLockStatus();
    setAutoLockMinutes(status.auto_lock_minutes);
    setLocked(status.locked);
  } catch {
    // SPEC §8: a lock status error leaves the app unlocked.
  }
};

export { LOCK_CHANGED_KEY };
export const announceLockChange = (): void => {
  try {
    localStorage.setItem(LOCK_CHANGED_KEY, String(Date.now()));
  } catch {
    // Storage denied: the other tabs learn it at their next call (423) or status check.
  }
};

/** Locks at once in this tab, then on the server (a failed call still leaves this tab locked). */
export const lockNow = async (): Promise<void> => {
  setLocked(true);
  try {
    await apiRequest({ path: '/user/lock', method: 'POST' });
    announceLockChange();
  } catch {
    // Offline: the screen stays locked; the password unlocks it whatever the server holds.
  }
};

export const saveAutoLock = async (minutes: number): Promise<void> => {
  const saved = await apiRequest({ path: '/user/auto-lock', method: 'PUT', body: { json: { auto_lock_minutes: minutes } }, schema: autoLockBody });
  setAutoLockMinutes(saved.auto_lock_minutes);
};
