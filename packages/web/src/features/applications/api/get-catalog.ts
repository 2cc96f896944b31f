import { catalogEntryDto, type CatalogEntryDto, type Locale } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, queryString } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { catalogKeys } from './keys';

const catalogList = z.array(catalogEntryDto);

/** Public: no token needed, the same for every visitor. */
export const getCatalog = (locale: Locale, signal?: AbortSignal): Promise<CatalogEntryDto[]> =>
  apiRequest({ path: `/forms/catalog${queryString({ locale })}`, schema: catalogList, auth: false, signal });

export const catalogQuery = (locale: Locale) =>
  queryOptions({ queryKey: catalogKeys.list(locale), queryFn: ({ signal }) => getCatalog(locale, signal), staleTime: 60_000 });

export const useCatalog = () => useQuery(catalogQuery(useLocale()));

/** Only the applications with these keys (a landing page's), in the catalogue order; unknown keys are left out. */
export const getCatalogEntries = (locale: Locale, keys: readonly string[], signal?: AbortSignal): Promise<CatalogEntryDto[]> =>
  apiRequest({ path: `/forms/catalog${queryString({ locale, keys: keys.join(',') })}`, schema: catalogList, auth: false, signal });

/** Under ['catalog', locale] (refreshed with the catalogue); waits while the keys are not known yet. */
export const useCatalogEntries = (keys: readonly string[] | undefined) => {
  const locale = useLocale();
  return useQuery({
    queryKey: catalogKeys.entries(locale, keys),
    queryFn: ({ signal }) => (keys?.length ? getCatalogEntries(locale, keys, signal) : Promise.resolve([])),
    enabled: keys !== undefined,
    staleTime: 60_000,
  });
};
