import { userDto, type UserDto } from '@atelier/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateMe } from '../../account';

/** POST /api/user/email-change/confirm → the account with its new address; 400 invalid_token when unknown, used or expired. */
export const confirmEmailChange = (token: string): Promise<UserDto> =>
  apiRequest({ path: '/user/email-change/confirm', method: 'POST', body: { json: { token } }, schema: userDto, auth: false });

export const useConfirmEmailChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    // The signed-in account (if it is this one) shows its new address.
    onSuccess: () => void invalidateMe(queryClient),
  });
};
