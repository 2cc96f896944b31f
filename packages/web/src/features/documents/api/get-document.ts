import { documentDto, type DocumentDto } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { documentKeys } from './keys';

export const getDocument = (documentId: string, signal?: AbortSignal): Promise<DocumentDto> =>
  apiRequest({ path: `/user/completed_forms/${documentId}`, schema: documentDto, signal });

export const documentQuery = (documentId: string) =>
  queryOptions({
    queryKey: documentKeys.one(documentId),
    queryFn: ({ signal }) => getDocument(documentId, signal),
    // A document may be edited in another tab or by a colleague: always ask on open.
    staleTime: 0,
  });

export const useDocument = (documentId: string, enabled: boolean) => useQuery({ ...documentQuery(documentId), enabled });
