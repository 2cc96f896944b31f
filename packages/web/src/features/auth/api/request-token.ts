import { tokenResponse, type TokenResponse } from '@atelier/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type Credentials = { email: string; password: string };

/** POST /api/user/token, OAuth2 password-grant style (form-encoded username and password). */
export const requestToken = ({ email, password }: Credentials): Promise<TokenResponse> =>
  apiRequest({
    path: '/user/token',
    method: 'POST',
    body: { form: { username: email, password } },
    schema: tokenResponse,
    auth: false,
  });

export const useRequestToken = () => useMutation({ mutationFn: requestToken });
