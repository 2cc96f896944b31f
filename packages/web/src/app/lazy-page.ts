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

/** One code-split page: `lazyPage(() => import('./x-page').then((m) => m.XPage))`. */
export const lazyPage = <P extends object = object>(load: () => Promise<ComponentType<P>>, { needs = 'all' }: LazyPageOptions = {}) =>
  lazy(async (): Promise<{ default: ComponentType<P> }> => {
    if (needs === 'first-page') return { default: await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS) };
    const [Page, { LocalizedDatesProvider }] = await withTimeout(Promise.all([load(), import('./dates-provider'), loadAllTexts()]), CHUNK_LOAD_TIMEOUT_MS);
    return { default: (props: P) => createElement(LocalizedDatesProvider, null, createElement(Page, props)) };
  });
