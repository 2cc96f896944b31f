import { render } from '@testing-library/react';
import type React from 'react';
import { useEffect } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
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

/**
 * The router main.tsx has (a BrowserRouter on jsdom's history), so the editor's Back guard, which
 * listens to popstate, works as in a browser. The paths become the tab's history, written the way
 * react-router's browser history writes its entries (`idx`), the last one open.
 */
const inRouter = (path: string | string[], element: React.ReactNode) => {
  const entries = Array.isArray(path) ? path : [path];
  entries.forEach((entry, idx) => {
    const state = { usr: null, key: `test${idx}`, idx };
    if (idx === 0) window.history.replaceState(state, '', entry);
    else window.history.pushState(state, '', entry);
  });
  return {
    /** The browser's Back button. */
    back: () => window.history.back(),
    element: <BrowserRouter useTransitions={false}>{element}</BrowserRouter>,
  };
};

/**
 * The whole app at a path, in a browser router, with Mantine's test mode (no transitions). Given
 * several paths, the last is open and the others are behind it in the history (`back()` is the
 * browser's Back).
 */
export const renderApp = (path: string | string[]) => {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const routed = inRouter(
    path,
    <Providers queryClient={queryClient} env="test">
      <AppRoutes />
      <LocationProbe />
    </Providers>,
  );
  const view = render(routed.element);
  return Object.assign(view, { queryClient, back: routed.back });
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

/**
 * One component with the app's providers (no routes), for feature and renderer tests. Queries are
 * not retried and are stale at once, unless `appDefaults` keeps the app's own (its staleTime).
 */
export const renderUi = (ui: React.ReactNode, path = '/', { appDefaults = false }: { appDefaults?: boolean } = {}) => {
  const queryClient = createQueryClient();
  if (appDefaults) {
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ queries: { ...defaults.queries, retry: false }, mutations: { retry: false } });
  } else queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  return render(
    inRouter(
      path,
      <Providers queryClient={queryClient} env="test">
        {ui}
        <LocationProbe />
      </Providers>,
    ).element,
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
