import type { QueryClient } from '@tanstack/react-query';

/** The catalogue's and the form requests' query keys (the forms' lists are documents' formKeys). */
export const catalogKeys = {
  all: ['catalog'] as const,
  list: (locale: string) => [...catalogKeys.all, locale] as const,
  /** Under the locale's list, so that refreshing the catalogue refreshes them too. */
  entries: (locale: string, keys: readonly string[] | undefined) => [...catalogKeys.list(locale), { keys }] as const,
  search: (locale: string, filters: object) => [...catalogKeys.all, 'search', locale, filters] as const,
  preview: (locale: string, key: string) => [...catalogKeys.all, 'preview', locale, key] as const,
};

export const formRequestKeys = { all: ['form-requests'] as const };

export const invalidateCatalog = (queryClient: QueryClient): Promise<void> => queryClient.invalidateQueries({ queryKey: catalogKeys.all });
