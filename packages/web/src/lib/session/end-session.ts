import { LOCALE_STORAGE_KEY } from '@atelier/core';
import type { QueryClient } from '@tanstack/react-query';
import { setLocked } from './lock-state';
import { API_BASE } from './refresh-token';
import { clearSessionToken, getSession } from './session-store';
import type { SessionEndReason } from './session-events';

const LOGOUT_TIMEOUT_MS = 3000;

/** Best effort: revokes the refresh cookie on the server; the session ends locally regardless. */
const callLogout = async (token: string | undefined): Promise<void> => {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOGOUT_TIMEOUT_MS);
  try {
    await fetch(`${API_BASE}/user/logout`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    });
  } catch {
    // Offline or server down: the local session is still cleared below.
  } finally {
    clearTimeout(timer);
  }
};

/** Clears all app data from browser storage. */
export const clearBrowserStorage = (): void => {
  // The language choice is a device preference, not session data: it survives the end of a session.
  const locale = localStorage.getItem(LOCALE_STORAGE_KEY);
  localStorage.clear();
  sessionStorage.clear();
  if (locale !== null) localStorage.setItem(LOCALE_STORAGE_KEY, locale);
};

export const landingAfterEnd = (reason: SessionEndReason, wasAdmin: boolean): string => {
  if (reason === 'forbidden') return '/';
  return wasAdmin ? '/admin/login' : '/login';
};

export type EndSessionDeps = {
  queryClient: QueryClient;
  navigate: (to: string, options: { replace: boolean; state?: unknown }) => void;
};

/**
 * Ends the session (SPEC §4): logout call when the user asked for it, then clear storage, the
 * token and the query cache, and land on the right page replacing the URL state.
 */
export const endSession = async (reason: SessionEndReason, { queryClient, navigate }: EndSessionDeps): Promise<void> => {
  const session = getSession();
  const wasAdmin = session?.claims.is_admin ?? false;
  if (reason !== 'expired') await callLogout(session?.token);
  clearBrowserStorage();
  clearSessionToken();
  queryClient.clear();
  setLocked(false);
  // A session that ended by itself (expired, ended on another device, the member removed from the
  // business) says so on the login page instead of dropping the person there without a word.
  const notice = reason === 'expired' && session && !wasAdmin ? { state: { notice: 'session-ended' } } : {};
  navigate(landingAfterEnd(reason, wasAdmin), { replace: true, ...notice });
};
