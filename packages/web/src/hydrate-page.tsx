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
 * The server's page links only the public pages' stylesheet (app/site-styles.ts): the app's whole
 * one (app/styles.ts) is loaded first, so whatever the app shows next (a menu, a drawer, another
 * page) is styled from its first frame.
 */
export const hydratePage = async (root: HTMLElement): Promise<void> => {
  const state = serverState();
  if (!state) return boot(root);
  const queryClient = createQueryClient();
  hydrate(queryClient, state);
  await Promise.all([pageReady(), import('./app/styles').catch(() => undefined)]);
  startTransition(() => void hydrateRoot(root, app(queryClient)));
};
