import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { app, boot, pageReady } from './boot';
import { createQueryClient } from './lib/query-client';

const serverState = (): DehydratedState | undefined => {
  try {
    return JSON.parse(document.getElementById('ssr-state')?.textContent ?? '') as DehydratedState;
  } catch {
    return undefined;
  }
};

/**
 * Takes over a public page the server rendered with the app's own components (entry-server.tsx):
 * React attaches to that HTML from the same answers the server used (react-query's cache in
 * #ssr-state), nothing is drawn again; in slices (a transition). An unreadable cache draws anew.
 */
export const hydratePage = async (root: HTMLElement): Promise<void> => {
  const state = serverState();
  if (!state) return boot(root);
  const queryClient = createQueryClient();
  hydrate(queryClient, state);
  await pageReady();
  startTransition(() => void hydrateRoot(root, app(queryClient)));
};
