import { sessionListResponse, type SessionDto } from '@atelier/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { accountKeys } from './keys';

export const sessionsQuery = () =>
  queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }): Promise<SessionDto[]> => apiRequest({ path: '/user/sessions', schema: sessionListResponse, signal }),
  });

export const useSessions = () => useQuery(sessionsQuery());

/** DELETE /api/user/sessions/{id}; a 404 means it had already ended (another tab, say): the same outcome. */
const endSession = async (id: string): Promise<void> => {
  try {
    await apiRequest({ path: `/user/sessions/${encodeURIComponent(id)}`, method: 'DELETE' });
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
  }
};

const endOtherSessions = (): Promise<void> => apiRequest({ path: '/user/sessions/end-others', method: 'POST' });

const useSessionsMutation = <T,>(mutationFn: (value: T) => Promise<void>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey }) });
};

export const useEndSession = () => useSessionsMutation(endSession);
export const useEndOtherSessions = () => useSessionsMutation<void>(endOtherSessions);
