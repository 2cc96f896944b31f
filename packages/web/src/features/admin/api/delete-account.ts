import { accountDeletedDto, type AccountDeletedDto } from '@atelier/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAdmin } from './keys';

/** DELETE /api/users/{id}/account: the admin deletes that user's business at once, with the reason. */
export const deleteUserAccount = ({ userId, reason }: { userId: string; reason: string }): Promise<AccountDeletedDto> =>
  apiRequest({ path: `/users/${userId}/account`, method: 'DELETE', body: { json: { reason } }, schema: accountDeletedDto });

export const useDeleteUserAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUserAccount, onSuccess: () => invalidateAdmin(queryClient) });
};
