import { catalogPreviewDto, type CatalogPreviewDto, type Locale } from '@atelier/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, queryString } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { catalogKeys } from './keys';

export const getCatalogPreview = (key: string, locale: Locale, signal?: AbortSignal): Promise<CatalogPreviewDto> =>
  apiRequest({ path: `/forms/catalog/${encodeURIComponent(key)}/preview${queryString({ locale })}`, schema: catalogPreviewDto, auth: false, signal });

/** One application before asking for it: its card, steps and fields. */
export const useCatalogPreview = (key: string) => {
  const locale = useLocale();
  return useQuery({ queryKey: catalogKeys.preview(locale, key), queryFn: ({ signal }) => getCatalogPreview(key, locale, signal), staleTime: 60_000 });
};

/**
 * The sample PDF's address (the browser shows it; the server renders it once and keeps it), with
 * its version (the preview's sampleVersion): an address the browser keeps for good.
 */
export const samplePdfUrl = (key: string, locale: Locale, version: string): string =>
  `/api/forms/catalog/${encodeURIComponent(key)}/sample.pdf${queryString({ locale, v: version })}`;
