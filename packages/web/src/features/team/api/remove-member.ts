import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamQuery } from './get-team';

/** DELETE /api/user/team/members/{id} → 204: their sessions end at once; their documents stay. */
export const removeMember = (id: string): Promise<void> => apiRequest({ path: `/user/team/members/${encodeURIComponent(id)}`, method: 'DELETE' });

export const useRemoveMember = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeMember, onSettled: () => queryClient.invalidateQueries(teamQuery()) });
};
