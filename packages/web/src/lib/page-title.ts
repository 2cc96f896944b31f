import { useEffect, useSyncExternalStore } from 'react';

/**
 * The title of what a page shows, announced by the page that loaded it (e.g. a saved document's
 * application title, which no lookup by the document's id can find). Keyed by the URL's id, so a
 * title never outlives the page it belongs to.
 */
type PageTitle = { id: string; title: string } | undefined;

let current: PageTitle;
const listeners = new Set<() => void>();

const set = (next: PageTitle) => {
  current = next;
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The page with this id shows this title (until it unmounts). */
export const useAnnouncePageTitle = (id: string, title: string | undefined): void => {
  useEffect(() => {
    if (!title) return undefined;
    set({ id, title });
    return () => {
      if (current?.id === id) set(undefined);
    };
  }, [id, title]);
};

/** The announced title of the page with this id, if its page has said it. */
export const useAnnouncedPageTitle = (id: string | undefined): string | undefined => {
  const announced = useSyncExternalStore(subscribe, () => current, () => current);
  return id !== undefined && announced?.id === id ? announced.title : undefined;
};
