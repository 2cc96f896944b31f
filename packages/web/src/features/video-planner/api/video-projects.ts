import { videoWeekResponse } from '@atelier/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateDocuments } from '../../documents';
import { videoProjectKeys } from './keys';

/** GET /api/user/video-projects?from=&to=: the editor's week, overdue ones included. */
export const videoWeekQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: videoProjectKeys.week(from, to),
    queryFn: ({ signal }) => apiRequest({ path: `/user/video-projects?from=${from}&to=${to}`, schema: videoWeekResponse, signal }),
    placeholderData: keepPreviousData,
  });

export const useVideoWeek = (from: string, to: string) => useQuery(videoWeekQuery(from, to));

/** POST /api/user/video-projects/{id}/status → 204. */
export const useSetVideoStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: string }): Promise<void> =>
      apiRequest({ path: `/user/video-projects/${encodeURIComponent(id)}/status`, method: 'POST', body: { json: { status } } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: videoProjectKeys.all });
      void invalidateDocuments(queryClient);
    },
  });
};
