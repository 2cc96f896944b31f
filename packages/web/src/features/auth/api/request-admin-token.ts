import { tokenResponse, type TokenResponse } from '@atelier/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Credentials } from './request-token';

/** POST /api/admin/token: like the user login; a non-admin account gets 401 invalid_credentials. */
export const requestAdminToken = ({ email, password }: Credentials): Promise<TokenResponse> =>
  apiRequest({
    path: '/admin/token',
    method: 'POST',
    body: { form: { username: email, password } },
    schema: tokenResponse,
    auth: false,
  });

export const useRequestAdminToken = () => useMutation({ mutationFn: requestAdminToken });
