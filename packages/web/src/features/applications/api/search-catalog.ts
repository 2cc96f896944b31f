import { catalogPageDto, type CatalogPageDto, type Locale } from '@atelier/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, queryString } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import type { CatalogFilters } from '../catalog-filters';
import { formKeys } from '../../documents';
import { catalogKeys } from './keys';

/** Cards per page: three full rows on a wide screen. */
export const CATALOG_PAGE_SIZE = 24;

const params = (locale: Locale, { q, trade, kind, category, page }: CatalogFilters) => ({
  locale,
  q: q.trim(),
  trade,
  kind,
  category,
  page,
  pageSize: CATALOG_PAGE_SIZE,
});

/** One page of the public catalogue's search (the server searches every language's titles, descriptions and keywords). */
export const searchCatalog = (locale: Locale, filters: CatalogFilters, signal?: AbortSignal): Promise<CatalogPageDto> =>
  apiRequest({ path: `/forms/catalog/search${queryString(params(locale, filters))}`, schema: catalogPageDto, auth: false, signal });

/** The same search over the applications the signed-in business cannot use yet. */
export const searchRequestable = (locale: Locale, filters: CatalogFilters, signal?: AbortSignal): Promise<CatalogPageDto> =>
  apiRequest({ path: `/user/forms/requestable${queryString(params(locale, filters))}`, schema: catalogPageDto, signal });

/** The page stays on screen while the next one loads (typing does not blank the results). */
export const useCatalogSearch = (filters: CatalogFilters) => {
  const locale = useLocale();
  return useQuery({
    queryKey: catalogKeys.search(locale, filters),
    queryFn: ({ signal }) => searchCatalog(locale, filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};

/** Under ['forms', 'list']: whatever refreshes the user's applications (a decided request, an add-on) refreshes it too. */
export const useRequestableSearch = (filters: CatalogFilters) => {
  const locale = useLocale();
  return useQuery({
    queryKey: formKeys.requestable(locale, filters),
    queryFn: ({ signal }) => searchRequestable(locale, filters, signal),
    placeholderData: keepPreviousData,
  });
};
