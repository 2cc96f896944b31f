import { STORAGE_KEYS } from '@atelier/core';
import { useEffect } from 'react';

const lockNow = async () => (await import('./lock-api')).lockNow();

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
export const IdleLock = ({ minutes }: { minutes: number }) => {
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
