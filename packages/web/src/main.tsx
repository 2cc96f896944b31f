import '@mantine/core/styles.css';
// The date pickers' and charts' styles come with the chunks that use them (see their imports).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { Providers } from './app/providers';
import { i18nReady } from './i18n';
import { createQueryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// A plain BrowserRouter, not a data router: the editor's leave guard holds Back itself
// (use-leave-guard.ts), and the data router's code weighed ~14 KB brotli on the first page.
// Router updates are not transitions: ending a session clears the token and navigates in one
// synchronous batch, so no guard ever sees the old page without its session.
// English or Italian comes as its own chunk; until it has arrived the page would show Romanian. A
// language that cannot be fetched leaves the Romanian text (the fallback), not an empty page.
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter useTransitions={false}>
        <Providers queryClient={createQueryClient()}>
          <AppRoutes />
        </Providers>
      </BrowserRouter>
    </StrictMode>,
  );
void i18nReady.then(render, render);
