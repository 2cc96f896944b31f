import { useEffect, type ReactNode } from 'react';
import { refreshAccessToken } from '../lib/session/refresh-token';
import { startSessionKeeper } from '../lib/session/session-keeper';
import { clearSessionToken, getSession, reloadSession, subscribeSession } from '../lib/session/session-store';
import { requestSessionEnd, setSessionEndHandler } from '../lib/session/session-events';
import { ACCESS_TOKEN_KEY } from '../lib/session/token';
import { useEndSession } from '../lib/session/use-end-session';

/** Wires the session into the app: who ends it, the refresh keeper, and other tabs' changes. */
export const SessionProvider = ({ children }: { children: ReactNode }) => {
  const endSession = useEndSession();

  useEffect(() => {
    setSessionEndHandler((reason) => void endSession(reason));
    return () => setSessionEndHandler(undefined);
  }, [endSession]);

  useEffect(
    () =>
      startSessionKeeper({
        getTimes: () => getSession()?.claims,
        subscribe: subscribeSession,
        refresh: async () => (await refreshAccessToken()).ok,
        onExpire: () => {
          if (!requestSessionEnd('expired')) clearSessionToken();
        },
      }),
    [],
  );

  useEffect(() => {
    // Login, refresh or logout in another tab: pick up its token (or its absence).
    const onStorage = (event: StorageEvent) => {
      if (event.key === ACCESS_TOKEN_KEY || event.key === null) reloadSession();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return children;
};
