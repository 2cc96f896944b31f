import { documentListResponse, type Locale } from '@atelier/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, queryString } from '../../../lib/api-client';
import type { DocumentPage } from './list-documents';
import { documentKeys } from './keys';

/** `locale`: the language of the applications' titles (the catalogue's). */
export type SearchDocumentsParams = { query: string; skip: number; limit: number; fromDate?: string; toDate?: string; locale?: Locale };

/** Full-text search over the user's documents (diacritics- and case-insensitive on the server). */
export const searchDocuments = (params: SearchDocumentsParams, signal?: AbortSignal): Promise<DocumentPage> =>
  apiRequest({
    path: `/user/submissions/search${queryString({ query: params.query, skip: params.skip, limit: params.limit, from_date: params.fromDate, to_date: params.toDate, locale: params.locale })}`,
    schema: documentListResponse,
    signal,
  });

export const searchDocumentsQuery = (params: SearchDocumentsParams) =>
  queryOptions({
    queryKey: documentKeys.search(params),
    queryFn: ({ signal }) => searchDocuments(params, signal),
    placeholderData: keepPreviousData,
  });

export const useSearchDocuments = (params: SearchDocumentsParams, enabled = true) => useQuery({ ...searchDocumentsQuery(params), enabled });
