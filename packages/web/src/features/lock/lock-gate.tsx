import { UNLOCK_DURATION_MS, UNLOCK_RECHECK_MS } from '@atelier/core';
import { useIdle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { setLocked, useLockState } from '../../lib/session/lock-state';
import { useSession } from '../../lib/session/session-store';
import { lockNow, refreshLockStatus } from './lock-api';
import { LockScreen } from './lock-screen';

/** What counts as someone at the keyboard (mouse, pen, touch, keys, scrolling). */
const ACTIVITY_EVENTS: (keyof DocumentEventMap)[] = ['keydown', 'pointerdown', 'pointermove', 'touchstart', 'touchmove', 'click', 'scroll', 'wheel'];

/** Mounted only while unlocked with an auto-lock set: the idle clock starts anew at every unlock. */
const IdleLock = ({ minutes }: { minutes: number }) => {
  const idle = useIdle(minutes * 60_000, { events: ACTIVITY_EVENTS, initialState: false });
  useEffect(() => {
    if (idle) void lockNow();
  }, [idle]);
  return null;
};

/**
 * SPEC §4 Lock: while this session is locked, only the lock screen is rendered — the app behind it
 * is unmounted and its cached data dropped, so nothing of the account is in the page. The state
 * comes from the server at sign-in and reload; an unlock lasts UNLOCK_DURATION_MS, after which the
 * server is asked again UNLOCK_RECHECK_MS later (a lock from another tab of the session shows then,
 * or at the first refused call).
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
    if (locked) queryClient.removeQueries();
  }, [locked, queryClient]);

  useEffect(() => {
    if (unlocks === 0) return;
    const timer = setTimeout(() => void refreshLockStatus(), UNLOCK_DURATION_MS + UNLOCK_RECHECK_MS);
    return () => clearTimeout(timer);
  }, [unlocks]);

  if (sid && locked) return <LockScreen onUnlocked={() => setUnlocks((n) => n + 1)} />;
  return (
    <>
      {sid && autoLockMinutes > 0 && <IdleLock minutes={autoLockMinutes} />}
      {children}
    </>
  );
};
