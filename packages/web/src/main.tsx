import '@mantine/core/styles.css';
// The date pickers' and charts' styles come with the chunks that use them (see their imports).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppRoutes } from './app/app-routes';
import { Providers } from './app/providers';
import { i18nReady } from './i18n';
import { createQueryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// A data router so that a page can hold a navigation (the editor asks before Back leaves unsaved
// input); the app's own <Routes> stay as they are, under one catch-all route.
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <Providers queryClient={createQueryClient()}>
        <AppRoutes />
      </Providers>
    ),
  },
]);

// Router updates are not transitions: ending a session clears the token and navigates in one
// synchronous batch, so no guard ever sees the old page without its session.
// English or Italian comes as its own chunk; until it has arrived the page would show Romanian. A
// language that cannot be fetched leaves the Romanian text (the fallback), not an empty page.
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} useTransitions={false} />
    </StrictMode>,
  );
void i18nReady.then(render, render);
