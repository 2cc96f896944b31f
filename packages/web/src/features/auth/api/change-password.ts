import type { PasswordChangeBody } from '@atelier/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/user/password-change → 204; 403 wrong_password when the current password is not right. */
export const changePassword = (body: PasswordChangeBody): Promise<void> =>
  apiRequest({ path: '/user/password-change', method: 'POST', body: { json: body } });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
