import type { QueryClient } from '@tanstack/react-query';
import { operatorKey, SITE_ROOT } from './root-keys';

/** The public site's query keys (its pages, articles, landing pages, the operator's contact). */
export const siteKeys = {
  all: SITE_ROOT,
  operator: operatorKey,
  extras: () => [...siteKeys.all, 'extras'] as const,
  article: (slug: string, lang: string) => [...siteKeys.all, 'article', slug, lang] as const,
  articles: (lang: string, page: number) => [...siteKeys.all, 'articles', lang, page] as const,
  page: (name: string, lang: string) => [...siteKeys.all, 'page', name, lang] as const,
  landing: (slug: string, lang: string) => [...siteKeys.all, 'landing', slug, lang] as const,
};

export const invalidateSite = (queryClient: QueryClient): Promise<void> => queryClient.invalidateQueries({ queryKey: siteKeys.all });
