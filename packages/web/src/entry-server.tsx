// The public pages rendered on the server (packages/server/src/features/site/ssr.ts imports this
// file's build, dist-ssr/entry-server.js): the same routes, layout and page components as the app,
// with their data asked of the server itself, so the first HTML a visitor gets is the final page
// (its first paint is its largest one, nothing moves when the app takes over; main.tsx hydrates it).
import type { Locale } from '@atelier/core';
import { dehydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes, isPublicPage, preloadPublicPage } from './app/app-routes';
import { Providers } from './app/providers';
import { i18n, i18nReady, loadAllTexts } from './i18n';
import { setApiTransport } from './lib/api-client';
import { ServerPageContext, type ServerPageReport } from './lib/server-page';

export type ServerPage = {
  /** The root element's content. */
  html: string;
  /** react-query's cache of the page's answers, for the app to start from (main.tsx). */
  state: DehydratedState;
  /** The HTTP status the page asked for (lib/server-page.ts); 200 when none. */
  status?: number;
  /** The language the page was drawn in, when the page chose another than the one asked for. */
  locale?: Locale;
};

/**
 * Who the page is drawn for, as the server describes them (features/site/ssr.ts): opaque here,
 * handed back to the transport with each of that render's API requests.
 */
type Visitor = unknown;

/** How the page's API requests are answered: the server's own routes, as the visitor's requests. */
export type ServerTransport = (url: string, init: RequestInit, visitor: Visitor) => Promise<Response>;

export type ServerRenderer = {
  /** Whether a path is one of the public site's pages, rendered here; the app's own (/dashboard, …) are drawn by the browser. */
  renders: (pathname: string) => boolean;
  render: (url: string, locale: Locale, visitor?: Visitor) => Promise<ServerPage>;
};

/** A page asks for data as it renders; each round answers what the last render asked for. */
const MAX_ROUNDS = 4;

/** How renderToString marks a Suspense boundary it could not render (left to the browser). */
const CLIENT_BOUNDARY = '<!--$!-->';

const enabled = (query: Query): boolean => {
  const option = (query.options as { enabled?: unknown }).enabled;
  return typeof option === 'function' ? Boolean((option as (q: Query) => unknown)(query)) : option !== false;
};

const waiting = (client: QueryClient): Query[] =>
  client
    .getQueryCache()
    .findAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && enabled(query));

// The texts' language and the API's transport are one for the whole process (shared modules):
// one render at a time, each with its own.
let queue: Promise<unknown> = Promise.resolve();
const oneAtATime = <T,>(work: () => Promise<T>): Promise<T> => {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
};

/**
 * Prepares the renderer: every language's texts, and the transport that answers the pages' API
 * requests (the server's own routes, without a network).
 */
export const createServerRenderer = async (transport: ServerTransport): Promise<ServerRenderer> => {
  await i18nReady;
  await Promise.all([loadAllTexts(), i18n.loadLanguages(['en', 'it'])]);

  const tree = (url: string, client: QueryClient, report: ServerPageReport = {}) => (
    <ServerPageContext.Provider value={report}>
      <StaticRouter location={url}>
        <Providers queryClient={client}>
          <AppRoutes />
        </Providers>
      </StaticRouter>
    </ServerPageContext.Provider>
  );

  /** The page once it has what it asks for: its HTML and what it reported while drawn. */
  const settle = async (url: string, client: QueryClient) => {
    let report: ServerPageReport = {};
    // Each round renders at once what has arrived; what it still waits for (a code-split part: a
    // Suspense boundary left to the browser, `<!--$!-->`; an answer: a query still pending) is
    // fetched before the next. prerender waits for every code-split part it meets.
    let html = renderToString(tree(url, client, report));
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const asked = waiting(client);
      const suspended = html.includes(CLIENT_BOUNDARY);
      if (asked.length === 0 && !suspended) break;
      if (suspended) await prerender(tree(url, client));
      // A failed answer renders as the app shows it (its error state), never as a failed page.
      await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
      report = {};
      html = renderToString(tree(url, client, report));
    }
    return { html, report };
  };

  const render = (url: string, locale: Locale, visitor?: Visitor): Promise<ServerPage> =>
    oneAtATime(async () => {
      // Per render, not once: each server (a test starts several in one process) answers its own
      // pages, each render as its own visitor's requests.
      setApiTransport((path, init) => transport(path, init, visitor));
      await i18n.changeLanguage(locale);
      await preloadPublicPage(new URL(url, 'http://localhost').pathname);
      // retryOnMount off: a failed answer is drawn as its error, not as a fetch about to start again.
      const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity, gcTime: Infinity } } });
      let { html, report } = await settle(url, client);
      // The page chose its language from its data (a customer's link, in the language it was sent
      // in): drawn again in it, from the answers it already has.
      const chosen = report.locale !== undefined && report.locale !== locale ? report.locale : undefined;
      if (chosen) {
        await i18n.changeLanguage(chosen);
        ({ html, report } = await settle(url, client));
      }
      return { html, state: dehydrate(client), ...(report.status === undefined ? {} : { status: report.status }), ...(chosen ? { locale: chosen } : {}) };
    });
  return { renders: isPublicPage, render };
};
