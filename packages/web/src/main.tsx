import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppRoutes } from './app/app-routes';
import { Providers } from './app/providers';
import './i18n';
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
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} useTransitions={false} />
  </StrictMode>,
);
