import { registryDocumentsResponse, registrySendResponse, type Locale, type RegistrySubmissionBody, type RegistryState } from '@atelier/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { registryKeys } from './keys';

/** `locale`: the app's chosen language, in which the answer gives the applications' titles. */
export type RegistryDocumentsFilter = { state?: RegistryState | undefined; q?: string | undefined; skip: number; limit: number; locale: Locale };

/** GET /api/user/forms/autopass/documents: the documents that carry a vehicle, with their registry state. */
export const registryDocumentsQuery = (filter: RegistryDocumentsFilter) => {
  const params = new URLSearchParams({ skip: String(filter.skip), limit: String(filter.limit) });
  if (filter.state) params.set('state', filter.state);
  if (filter.q) params.set('q', filter.q);
  params.set('locale', filter.locale);
  return queryOptions({
    queryKey: registryKeys.documents(filter),
    queryFn: ({ signal }) => apiRequest({ path: `/user/forms/autopass/documents?${params.toString()}`, schema: registryDocumentsResponse, signal }),
    placeholderData: keepPreviousData,
  });
};

export const useRegistryDocuments = (filter: RegistryDocumentsFilter, enabled: boolean) => useQuery({ ...registryDocumentsQuery(filter), enabled });

/** POST /api/user/forms/autopass?submission_id=…: a new record, or the update of the document's. */
export const useSendRecord = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, body }: { documentId: string; body: RegistrySubmissionBody }) =>
      apiRequest({ path: `/user/forms/autopass?submission_id=${encodeURIComponent(documentId)}`, method: 'POST', body: { json: body }, schema: registrySendResponse }),
    // Failed or not, the document's state and kept data changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: registryKeys.documentLists() }),
  });
};
