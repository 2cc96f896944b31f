import { sitePageDto, type Locale, type SitePageName } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, queryString } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { siteKeys } from './keys';

const getSitePage = (name: SitePageName, lang: Locale, signal?: AbortSignal) =>
  apiRequest({ path: `/site/pages/${name}${queryString({ lang })}`, schema: sitePageDto, auth: false, signal });

export const sitePageQuery = (name: SitePageName, lang: Locale) =>
  queryOptions({ queryKey: siteKeys.page(name, lang), queryFn: ({ signal }) => getSitePage(name, lang, signal), staleTime: 5 * 60_000 });

export const useSitePage = (name: SitePageName) => useQuery(sitePageQuery(name, useLocale()));
