import type { RegisterBody } from '@atelier/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/user/register → 201; the caller then signs in with the same credentials. */
export const registerUser = (body: RegisterBody): Promise<void> =>
  apiRequest({ path: '/user/register', method: 'POST', body: { json: body }, auth: false });

export const useRegisterUser = () => useMutation({ mutationFn: registerUser });
