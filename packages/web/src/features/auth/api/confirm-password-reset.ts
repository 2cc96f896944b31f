import type { PasswordResetConfirmBody } from '@atelier/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/user/password-reset/confirm → 204; 400 invalid_token when unknown, used or expired. */
export const confirmPasswordReset = (body: PasswordResetConfirmBody): Promise<void> =>
  apiRequest({ path: '/user/password-reset/confirm', method: 'POST', body: { json: body }, auth: false });

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
