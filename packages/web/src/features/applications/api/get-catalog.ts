import { catalogEntryDto, type CatalogEntryDto, type Locale } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, queryString } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';

const catalogList = z.array(catalogEntryDto);

/** Public: no token needed, the same for every visitor. */
export const getCatalog = (locale: Locale, signal?: AbortSignal): Promise<CatalogEntryDto[]> =>
  apiRequest({ path: `/forms/catalog${queryString({ locale })}`, schema: catalogList, auth: false, signal });

export const catalogQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['catalog', locale], queryFn: ({ signal }) => getCatalog(locale, signal), staleTime: 60_000 });

export const useCatalog = () => useQuery(catalogQuery(useLocale()));
