import { invitationInfoDto, type InvitationInfoDto } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/user/invitations/{token} (public: the token is the secret). */
export const getInvitation = (token: string, signal?: AbortSignal): Promise<InvitationInfoDto> =>
  apiRequest({ path: `/user/invitations/${encodeURIComponent(token)}`, schema: invitationInfoDto, auth: false, signal });

export const invitationQuery = (token: string) =>
  queryOptions({ queryKey: ['invitation', token], queryFn: ({ signal }) => getInvitation(token, signal), staleTime: Infinity });

export const useInvitation = (token: string) => useQuery(invitationQuery(token));
