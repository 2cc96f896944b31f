import { lazy, Suspense, useEffect, useState } from 'react';

// Its own chunk (with socket.io-client), fetched once the page is idle; a failed download only
// means no presence for this visit, never an error on screen.
const PresenceTracker = lazy(() => import('./presence-tracker').catch(() => ({ default: () => null })));

const whenIdle = (callback: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 1500);
  return () => window.clearTimeout(id);
};

/** Mounted once in the app shell, for every visitor. */
export const PresenceSlot = () => {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <PresenceTracker />
    </Suspense>
  );
};
