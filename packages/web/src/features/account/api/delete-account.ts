import { accountDeletedDto, type AccountDeletedDto, type AccountDeletionRequestBody } from '@atelier/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/user/account/delete → 202: a confirmation link goes to the owner; nothing is deleted yet. */
export const requestAccountDeletion = (body: AccountDeletionRequestBody): Promise<void> =>
  apiRequest({ path: '/user/account/delete', method: 'POST', body: { json: body } });

export const useRequestAccountDeletion = () => useMutation({ mutationFn: requestAccountDeletion });

/** POST /api/user/account/delete/confirm → what was deleted and kept; 400 invalid_token when unknown, used or expired. */
export const confirmAccountDeletion = (token: string): Promise<AccountDeletedDto> =>
  apiRequest({ path: '/user/account/delete/confirm', method: 'POST', body: { json: { token } }, schema: accountDeletedDto, auth: false });

export const useConfirmAccountDeletion = () => useMutation({ mutationFn: confirmAccountDeletion });
