import { createElement, lazy, type ComponentType } from 'react';
import { loadAllTexts } from '../i18n';

/** SPEC §9: a page chunk that has not arrived after 120 s counts as failed (shown with a reload). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`page chunk not loaded after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

type LazyPageOptions = {
  /**
   * 'first-page': the page uses only what the first page's bundle holds (the home page): it does
   * not wait for the rest of the Romanian texts, and has no date fields. By default a page waits
   * for all the texts and gets the calendars' language (dayjs and its locales, ~3.5 KB).
   */
  needs?: 'all' | 'first-page';
};

type Loaded<P> = { default: ComponentType<P> };

/**
 * One code-split page: `lazyPage(() => import('../app/x-page').then((m) => m.XPage))`. `preload()` fetches
 * it ahead (main.tsx, for the page the address names): once it has arrived the page renders at once,
 * without a moment of its Suspense fallback, so the server's HTML of the page stays until the app
 * draws the page itself.
 */
export const lazyPage = <P extends object = object>(load: () => Promise<ComponentType<P>>, { needs = 'all' }: LazyPageOptions = {}) => {
  let loaded: Loaded<P> | undefined;
  let loading: Promise<Loaded<P>> | undefined;
  const fetchPage = async (): Promise<Loaded<P>> => {
    if (needs === 'first-page') return { default: await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS) };
    const [Page, { LocalizedDatesProvider }] = await withTimeout(Promise.all([load(), import('./dates-provider'), loadAllTexts()]), CHUNK_LOAD_TIMEOUT_MS);
    return { default: (props: P) => createElement(LocalizedDatesProvider, null, createElement(Page, props)) };
  };
  const preload = (): Promise<Loaded<P>> => {
    loading ??= fetchPage().then(
      (page) => (loaded = page),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // React reads a thenable that calls back at once as already resolved: no suspension once preloaded.
  const component = lazy(() => (loaded ? ({ then: (resolve: (page: Loaded<P>) => void) => resolve(loaded as Loaded<P>) } as Promise<Loaded<P>>) : preload()));
  return Object.assign(component, { preload });
};
