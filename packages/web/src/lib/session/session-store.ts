import { useSyncExternalStore } from 'react';
import { loadStoredSession, sessionFromToken, storeToken, type Session } from './token';

type Listener = () => void;

let current: Session | undefined = loadStoredSession(Date.now());
const listeners = new Set<Listener>();

const emit = (): void => listeners.forEach((listener) => listener());

export const getSession = (): Session | undefined => current;

export const subscribeSession = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Starts (or renews) the session with a token from the server; false when the token is unusable. */
export const setSessionToken = (token: string): boolean => {
  const next = sessionFromToken(token, Date.now());
  if (!next) return false;
  current = next;
  storeToken(token);
  emit();
  return true;
};

export const clearSessionToken = (): void => {
  storeToken(undefined);
  if (current === undefined) return;
  current = undefined;
  emit();
};

/** Re-reads storage; used by tests and when another tab changes the token. */
export const reloadSession = (): void => {
  current = loadStoredSession(Date.now());
  emit();
};

export const useSession = (): Session | undefined => useSyncExternalStore(subscribeSession, getSession, getSession);
