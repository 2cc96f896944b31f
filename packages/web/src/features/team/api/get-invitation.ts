import { invitationInfoResponse, type InvitationInfoResponse } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** GET /api/user/invitations/{token} (public: the token is the secret). */
export const getInvitation = (token: string, signal?: AbortSignal): Promise<InvitationInfoResponse> =>
  apiRequest({ path: `/user/invitations/${encodeURIComponent(token)}`, schema: invitationInfoResponse, auth: false, signal });

export const invitationQuery = (token: string) =>
  queryOptions({ queryKey: teamKeys.invitation(token), queryFn: ({ signal }) => getInvitation(token, signal), staleTime: Infinity });

export const useInvitation = (token: string) => useQuery(invitationQuery(token));
