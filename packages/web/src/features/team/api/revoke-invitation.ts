import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamQuery } from './get-team';

/** DELETE /api/user/team/invitations/{id} → 204: the link stops working. */
export const revokeInvitation = (id: string): Promise<void> =>
  apiRequest({ path: `/user/team/invitations/${encodeURIComponent(id)}`, method: 'DELETE' });

export const useRevokeInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeInvitation, onSettled: () => queryClient.invalidateQueries(teamQuery()) });
};
