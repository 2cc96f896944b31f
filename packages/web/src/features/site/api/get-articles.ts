import { articlesPageDto, type Locale } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, queryString } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { siteKeys } from './keys';

const getArticles = (lang: Locale, page: number, signal?: AbortSignal) =>
  apiRequest({ path: `/site/articles${queryString({ lang, page })}`, schema: articlesPageDto, auth: false, signal });

export const articlesQuery = (lang: Locale, page: number) =>
  queryOptions({ queryKey: siteKeys.articles(lang, page), queryFn: ({ signal }) => getArticles(lang, page, signal), staleTime: 5 * 60_000 });

export const useArticles = (page: number) => useQuery(articlesQuery(useLocale(), page));
