// The date pickers' and charts' styles come with the chunks that use them (see their imports).
import type { QueryClient } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadPage } from './app/app-routes';
import { Providers } from './app/providers';
import { i18nReady } from './i18n';
import { createQueryClient } from './lib/query-client';

// A plain BrowserRouter, not a data router: the editor's leave guard holds Back itself
// (use-leave-guard.ts), and the data router's code weighed ~14 KB brotli on the first page.
// Router updates are not transitions: ending a session clears the token and navigates in one
// synchronous batch, so no guard ever sees the old page without its session.
// English or Italian comes as its own chunk; until it has arrived the page would show Romanian. A
// language that cannot be fetched leaves the Romanian text (the fallback), not an empty page.
export const app = (queryClient: QueryClient = createQueryClient()) => (
  <StrictMode>
    <BrowserRouter useTransitions={false}>
      <Providers queryClient={queryClient}>
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  </StrictMode>
);

/** What a page waits for before the app's first render: its language and its own chunk (an app page: the route table's). */
export const pageReady = (): Promise<unknown> =>
  Promise.all([i18nReady.catch(() => undefined), preloadPage(window.location.pathname).catch(() => undefined)]);

/**
 * Draws the app. Where the server sent only a plain HTML of a public page (no server renderer
 * built), the app renders once the page's own chunk is here too, so it replaces that HTML with the
 * same page rather than with a loader. The first render is a transition: React renders it in
 * slices, leaving the main thread free between them (Lighthouse TBT on a phone).
 */
export const boot = (root: HTMLElement): Promise<void> => {
  const render = () => startTransition(() => createRoot(root).render(app()));
  // The app's styles arrive before its first render (they are not in index.html: see app/styles.ts).
  const stylesReady = import('./app/styles').catch(() => undefined);
  return Promise.all([pageReady(), stylesReady]).then(render, render);
};
