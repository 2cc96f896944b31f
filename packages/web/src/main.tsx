// The date pickers' and charts' styles come with the chunks that use them (see their imports).
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadPublicPage } from './app/app-routes';
import { Providers } from './app/providers';
import { i18n, i18nReady } from './i18n';
import { createQueryClient } from './lib/query-client';
import { getSession } from './lib/session/session-store';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// A plain BrowserRouter, not a data router: the editor's leave guard holds Back itself
// (use-leave-guard.ts), and the data router's code weighed ~14 KB brotli on the first page.
// Router updates are not transitions: ending a session clears the token and navigates in one
// synchronous batch, so no guard ever sees the old page without its session.
// English or Italian comes as its own chunk; until it has arrived the page would show Romanian. A
// language that cannot be fetched leaves the Romanian text (the fallback), not an empty page.
// A public page arrives as the server's HTML of that page (features/site/noscript.ts on the server),
// painted before any script: the app renders once the page's own chunk is here too, so it replaces
// that HTML with the same page rather than with a loader. The first render is a transition: React
// renders it in slices, leaving the main thread free between them (Lighthouse TBT on a phone).
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
 * answers the server used (react-query's cache in #ssr-state), nothing is drawn again. A visitor
 * with a session, or whose language is not the page's, gets the app drawn anew, as on any page.
 */
const serverPage = (): DehydratedState | undefined => {
  if (root.dataset.ssr === undefined || root.dataset.ssr !== i18n.language || getSession() !== undefined) return undefined;
  try {
    return JSON.parse(document.getElementById('ssr-state')?.textContent ?? '') as DehydratedState;
  } catch {
    return undefined;
  }
};

const pageReady = preloadPublicPage(window.location.pathname).catch(() => undefined);
const state = serverPage();
if (state) {
  const queryClient = createQueryClient();
  hydrate(queryClient, state);
  void Promise.all([i18nReady.catch(() => undefined), pageReady]).then(() => startTransition(() => void hydrateRoot(root, app(queryClient))));
} else {
  const render = () => startTransition(() => createRoot(root).render(app()));
  // The app's styles arrive before its first render (they are not in index.html: see app/styles.ts).
  const stylesReady = import('./app/styles').catch(() => undefined);
  void Promise.all([i18nReady.catch(() => undefined), pageReady, stylesReady]).then(render, render);
}
