import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/user/password-reset/request → 202 whether or not the account exists. */
export const requestPasswordReset = ({ email }: { email: string }): Promise<void> =>
  apiRequest({ path: '/user/password-reset/request', method: 'POST', body: { json: { email } }, auth: false });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
