import { lazy, type ComponentType } from 'react';

/** SPEC §9: a page chunk that has not arrived after 120 s counts as failed (shown with a reload). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`page chunk not loaded after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/** One code-split page: `lazyPage(() => import('./x-page').then((m) => m.XPage))`. */
export const lazyPage = <P extends object = object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS) }));
