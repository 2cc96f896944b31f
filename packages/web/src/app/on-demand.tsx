import { Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { ChunkErrorBoundary } from './chunk-error-boundary';

type OnDemandProps<P extends object> = { component: LazyExoticComponent<ComponentType<P>>; needed: boolean; props: P; fallback?: ReactNode };

/**
 * A part of the shell that most visits never show (a dialog, the phone menu, the lock screen): its
 * chunk is fetched the first time it is needed and it stays mounted afterwards, so a closing
 * animation still plays. Keeps these out of the JavaScript the first page waits for.
 */
export const OnDemand = <P extends object>({ component: Component, needed, props, fallback = null }: OnDemandProps<P>) => {
  const [wanted, setWanted] = useState(needed);
  if (needed && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <ChunkErrorBoundary resetKey="on-demand">
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    </ChunkErrorBoundary>
  );
};
