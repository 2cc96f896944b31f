// The date pickers' and charts' styles come with the chunks that use them (see their imports).
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadPublicPage } from './app/app-routes';
import { Providers } from './app/providers';
import { i18nReady } from './i18n';
import { createQueryClient } from './lib/query-client';

/** How main.tsx wants the app started: drawn, or taking over the server's page as it is. */
export type BootMode = 'render' | 'hydrate';

// A plain BrowserRouter, not a data router: the editor's leave guard holds Back itself
// (use-leave-guard.ts), and the data router's code weighed ~14 KB brotli on the first page.
// Router updates are not transitions: ending a session clears the token and navigates in one
// synchronous batch, so no guard ever sees the old page without its session.
// English or Italian comes as its own chunk; until it has arrived the page would show Romanian. A
// language that cannot be fetched leaves the Romanian text (the fallback), not an empty page.
// Where the server sent only a plain HTML of a public page (no server renderer built), the app renders
// once the page's own chunk is here too, so it replaces that HTML with the same page rather than
// with a loader. The first render is a transition: React renders it in slices, leaving the main
// thread free between them (Lighthouse TBT on a phone).
const app = (queryClient = createQueryClient()) => (
  <StrictMode>
    <BrowserRouter useTransitions={false}>
      <Providers queryClient={queryClient}>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  </StrictMode>
);

/**
 * A public page the server rendered with the app's own components (entry-server.tsx; the root's
 * data-ssr names its language) is taken over as it is: React attaches to that HTML from the same
 * answers the server used (react-query's cache in #ssr-state), nothing is drawn again. main.tsx
 * decides (no session, the page's language); an unreadable cache draws the page anew.
 */
const serverState = (): DehydratedState | undefined => {
  try {
    return JSON.parse(document.getElementById('ssr-state')?.textContent ?? '') as DehydratedState;
  } catch {
    return undefined;
  }
};

/** Starts the app: draws it, or takes over the server's page (in slices: a transition). */
export const boot = (root: HTMLElement, mode: BootMode): Promise<void> => {
  const pageReady = preloadPublicPage(window.location.pathname).catch(() => undefined);
  const state = mode === 'hydrate' ? serverState() : undefined;
  if (state) {
    const queryClient = createQueryClient();
    hydrate(queryClient, state);
    return Promise.all([i18nReady.catch(() => undefined), pageReady]).then(() => startTransition(() => void hydrateRoot(root, app(queryClient))));
  }
  const render = () => startTransition(() => createRoot(root).render(app()));
  // The app's styles arrive before its first render (they are not in index.html: see app/styles.ts).
  const stylesReady = import('./app/styles').catch(() => undefined);
  return Promise.all([i18nReady.catch(() => undefined), pageReady, stylesReady]).then(render, render);
};
