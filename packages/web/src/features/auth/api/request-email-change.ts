import type { EmailChangeRequestBody } from '@atelier/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/user/email-change/request → 202: a confirmation link goes to the new address. */
export const requestEmailChange = (body: EmailChangeRequestBody): Promise<void> =>
  apiRequest({ path: '/user/email-change/request', method: 'POST', body: { json: body } });

export const useRequestEmailChange = () => useMutation({ mutationFn: requestEmailChange });
