import { UNLOCK_DURATION_MS, UNLOCK_RECHECK_MS } from '@atelier/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { lazyPage } from '../../lib/lazy-page';
import { PageLoader } from '../../components/page-loader';
import { setLocked, useLockState } from '../../lib/session/lock-state';
import { useSession } from '../../lib/session/session-store';
import { LOCK_CHANGED_KEY } from './lock-keys';

// The lock calls (with the response schemas they check) are fetched by signed-in visits only.
const refreshLockStatus = async () => (await import('./lock-api')).refreshLockStatus();

// Only a locked session sees it: not part of the first page's JavaScript.
const LockScreen = lazyPage(() => import('./lock-screen').then((m) => m.LockScreen));

// Only a session with an auto-lock set runs the idle clock: not part of the first page's JavaScript.
const IdleLock = lazyPage(() => import('./idle-lock').then((m) => m.IdleLock), { needs: 'first-page' });

/**
 * SPEC §4 Lock: while this session is locked, only the lock screen is rendered — the app behind it
 * is unmounted and its cached data dropped, so nothing of the account is in the page. The state
 * comes from the server at sign-in and reload; an unlock lasts UNLOCK_DURATION_MS, after which the
 * server is asked again UNLOCK_RECHECK_MS later. Another tab of the session that locks or unlocks
 * says so through storage, and this tab asks the server; a refused call (423) locks it too.
 */
export const LockGate = ({ children }: { children: ReactNode }) => {
  const sid = useSession()?.claims.sid;
  const { locked, autoLockMinutes } = useLockState();
  const queryClient = useQueryClient();
  const [unlocks, setUnlocks] = useState(0);

  useEffect(() => {
    if (sid) void refreshLockStatus();
    else setLocked(false);
  }, [sid]);

  useEffect(() => {
    if (!sid) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === LOCK_CHANGED_KEY) void refreshLockStatus();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [sid]);

  useEffect(() => {
    if (locked) queryClient.removeQueries();
  }, [locked, queryClient]);

  useEffect(() => {
    if (unlocks === 0) return;
    const timer = setTimeout(() => void refreshLockStatus(), UNLOCK_DURATION_MS + UNLOCK_RECHECK_MS);
    return () => clearTimeout(timer);
  }, [unlocks]);

  if (sid && locked)
    return (
      <Suspense fallback={<PageLoader />}>
        <LockScreen onUnlocked={() => setUnlocks((n) => n + 1)} />
      </Suspense>
    );
  return (
    <>
      {sid && autoLockMinutes > 0 && (
        <Suspense fallback={null}>
          <IdleLock minutes={autoLockMinutes} />
        </Suspense>
      )}
      {children}
    </>
  );
};
