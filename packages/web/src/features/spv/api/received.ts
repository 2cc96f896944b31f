import { spvMarkupBody, spvReceivedDetailDto, spvReceivedLinesResponse, spvReceivedListResponse, spvReceivedSyncDto, spvReceivedSyncStatus, type SpvReceivedSyncDto } from '@atelier/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFileRequest, apiRequest, queryString } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { spvKeys } from './keys';

const BASE = '/user/spv/received';

/** How often the sync's progress is read again while it is queued or running. */
export const SYNC_POLL_MS = 1500;

export const isSyncMoving = (sync: SpvReceivedSyncDto | null | undefined): boolean => sync?.status === 'queued' || sync?.status === 'running';

/** GET /api/user/spv/received: a page of the suppliers' invoices, newest first, searched by supplier, CIF or number. */
export const receivedListQuery = (params: { query: string; skip: number; limit: number }) =>
  queryOptions({
    queryKey: spvKeys.receivedList(params),
    queryFn: ({ signal }) => apiRequest({ path: `${BASE}${queryString({ query: params.query, skip: params.skip, limit: params.limit })}`, schema: spvReceivedListResponse, signal }),
    placeholderData: keepPreviousData,
  });

export const useReceivedList = (params: { query: string; skip: number; limit: number }, enabled: boolean) => useQuery({ ...receivedListQuery(params), enabled });

/** GET …/received/{id}: one invoice as read from its UBL. */
export const useReceivedInvoice = (id: string) =>
  useQuery({
    queryKey: spvKeys.receivedOne(id),
    queryFn: ({ signal }) => apiRequest({ path: `${BASE}/${encodeURIComponent(id)}`, schema: spvReceivedDetailDto, signal }),
  });

/** GET …/received/sync: the latest sync, read again every moment while it is queued or running; the list is read again when it ends. */
export const useReceivedSync = (enabled: boolean) => {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: spvKeys.receivedSync(),
    queryFn: async ({ signal }) => {
      const previous = queryClient.getQueryData<{ sync: SpvReceivedSyncDto | null }>(spvKeys.receivedSync());
      const answer = await apiRequest({ path: `${BASE}/sync`, schema: spvReceivedSyncStatus, signal });
      // The one under way has just ended: what it kept shows in the list.
      if (isSyncMoving(previous?.sync) && !isSyncMoving(answer.sync)) void queryClient.invalidateQueries({ queryKey: spvKeys.received(), predicate: (query) => query.queryKey[3] !== 'sync' });
      return answer;
    },
    enabled,
    refetchInterval: (query) => (isSyncMoving(query.state.data?.sync) ? SYNC_POLL_MS : false),
  });
};

/** POST …/received/sync → 202 with the queued job; its progress is then followed by useReceivedSync. */
export const useStartReceivedSync = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest({ path: `${BASE}/sync`, method: 'POST', schema: spvReceivedSyncDto }),
    onSuccess: (sync) => queryClient.setQueryData(spvKeys.receivedSync(), { sync }),
  });
};

/** GET …/received/{id}/zip: the ZIP as ANAF sent it (the token is a header, so not a plain link). */
export const useReceivedZip = () =>
  useMutation({
    mutationFn: async ({ id, number }: { id: string; number: string }) =>
      saveFile(await apiFileRequest({ path: `${BASE}/${encodeURIComponent(id)}/zip`, accept: 'application/zip', fallbackName: `${number || id}-spv.zip` })),
  });

/** GET /api/user/spv/received-lines: the latest invoices' lines for a deviz, with the business's markup. */
export const useReceivedLines = (query: string, enabled: boolean) =>
  useQuery({
    queryKey: spvKeys.receivedLines(query),
    queryFn: ({ signal }) => apiRequest({ path: `/user/spv/received-lines${queryString({ query, limit: 100 })}`, schema: spvReceivedLinesResponse, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });

/** PUT /api/user/spv/markup: the markup just used, remembered for the business. */
export const useSaveMarkup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (markup: number) => apiRequest({ path: '/user/spv/markup', method: 'PUT', body: { json: { markup } }, schema: spvMarkupBody }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...spvKeys.received(), 'lines'] }),
  });
};
