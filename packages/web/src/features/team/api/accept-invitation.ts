import { acceptInvitationOkResponse, tokenResponse, type TokenResponse } from '@atelier/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const acceptPath = (token: string) => `/user/invitations/${encodeURIComponent(token)}/accept`;

/** A new address: name and password; the answer signs the new member in (as POST /api/user/token). */
export const acceptAsNewAccount = ({ token, ...body }: { token: string; name: string; password: string }): Promise<TokenResponse> =>
  apiRequest({ path: acceptPath(token), method: 'POST', body: { json: body }, schema: tokenResponse, auth: false });

/** An existing account joins with its own session (the bearer of the invited address). */
export const acceptAsSignedIn = async (token: string): Promise<void> => {
  await apiRequest({ path: acceptPath(token), method: 'POST', body: { json: {} }, schema: acceptInvitationOkResponse });
};

export const useAcceptAsNewAccount = () => useMutation({ mutationFn: acceptAsNewAccount });
export const useAcceptAsSignedIn = () => useMutation({ mutationFn: acceptAsSignedIn });
