import { STORAGE_KEYS, UNLOCK_DURATION_MS, UNLOCK_RECHECK_MS } from '@atelier/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { lazyPage } from '../../lib/lazy-page';
import { PageLoader } from '../../components/page-loader';
import { setLocked, useLockState } from '../../lib/session/lock-state';
import { useSession } from '../../lib/session/session-store';
import { LOCK_CHANGED_KEY } from './lock-keys';

// The lock calls (with the response schemas they check) are fetched by signed-in visits only.
const lockNow = async () => (await import('./lock-api')).lockNow();
const refreshLockStatus = async () => (await import('./lock-api')).refreshLockStatus();

// Only a locked session sees it: not part of the first page's JavaScript.
const LockScreen = lazyPage(() => import('./lock-screen').then((m) => m.LockScreen));

/** What counts as someone at the keyboard (mouse, pen, touch, keys, scrolling). */
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'pointermove', 'touchstart', 'touchmove', 'click', 'scroll', 'wheel'] as const;
/** Activity is shared with the session's other tabs through this key (at most one write per ACTIVITY_SHARE_MS). */
export const ACTIVITY_KEY = STORAGE_KEYS.activity.name;
const ACTIVITY_SHARE_MS = 5_000;

/**
 * Mounted only while unlocked with an auto-lock set: the idle clock starts anew at every unlock.
 * Not Mantine's useIdle: someone working in another tab of the session (a PDF preview, a second
 * document) is activity too, else this tab would lock the session under them.
 */
const IdleLock = ({ minutes }: { minutes: number }) => {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let sharedAt = 0;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void lockNow(), minutes * 60_000);
    };
    const onActivity = () => {
      restart();
      const now = Date.now();
      if (now - sharedAt < ACTIVITY_SHARE_MS) return;
      sharedAt = now;
      try {
        localStorage.setItem(ACTIVITY_KEY, String(now));
      } catch {
        // Storage full or denied: this tab still counts its own activity.
      }
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === ACTIVITY_KEY) restart();
    };
    for (const name of ACTIVITY_EVENTS) document.addEventListener(name, onActivity, { capture: true, passive: true });
    window.addEventListener('storage', onStorage);
    restart();
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) document.removeEventListener(name, onActivity, { capture: true });
      window.removeEventListener('storage', onStorage);
    };
  }, [minutes]);
  return null;
};

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
      {sid && autoLockMinutes > 0 && <IdleLock minutes={autoLockMinutes} />}
      {children}
    </>
  );
};
