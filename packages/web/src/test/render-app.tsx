import { render } from '@testing-library/react';
import type React from 'react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppRoutes } from '../app/app-routes';
import { Providers } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

export const currentLocation = { path: '' };

const LocationProbe = () => {
  const { pathname, search } = useLocation();
  useEffect(() => {
    currentLocation.path = `${pathname}${search}`;
  }, [pathname, search]);
  return null;
};

/** The whole app at a path, in a memory router, with Mantine's test mode (no transitions). */
export const renderApp = (path: string) => {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const view = render(
    <MemoryRouter initialEntries={[path]} useTransitions={false}>
      <Providers queryClient={queryClient} env="test">
        <AppRoutes />
        <LocationProbe />
      </Providers>
    </MemoryRouter>,
  );
  return Object.assign(view, { queryClient });
};

type Handler = (init: RequestInit) => Response | Promise<Response>;

export const jsonResponse = (status: number, body?: unknown): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });

export const apiError = (status: number, code: string, details?: { path: string; message: string }[]) =>
  jsonResponse(status, { error: { code, message: `server says ${code}`, ...(details ? { details } : {}) } });

/** Stubs fetch with handlers keyed 'METHOD /api/path'; anything else answers 404. */
export const mockApi = (handlers: Record<string, Handler>) => {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const handler = handlers[`${init.method ?? 'GET'} ${url}`];
    return handler ? handler(init) : apiError(404, 'not_found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

/** One component with the app's providers (no routes), for feature and renderer tests. */
export const renderUi = (ui: React.ReactNode, path = '/') => {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  return render(
    <MemoryRouter initialEntries={[path]} useTransitions={false}>
      <Providers queryClient={queryClient} env="test">
        {ui}
        <LocationProbe />
      </Providers>
    </MemoryRouter>,
  );
};

/** Answers `(min-width: …)` queries as a wide screen does (tables instead of cards). */
export const setWideScreen = () => {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: query.includes('min-width'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
};
