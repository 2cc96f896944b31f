import { articleDto, type Locale } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, queryString } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { siteKeys } from './keys';

const getArticle = (slug: string, lang: Locale, signal?: AbortSignal) =>
  apiRequest({ path: `/site/articles/${encodeURIComponent(slug)}${queryString({ lang })}`, schema: articleDto, auth: false, signal });

export const articleQuery = (slug: string, lang: Locale) =>
  queryOptions({ queryKey: siteKeys.article(slug, lang), queryFn: ({ signal }) => getArticle(slug, lang, signal), staleTime: 5 * 60_000 });

export const useArticle = (slug: string) => useQuery(articleQuery(slug, useLocale()));
