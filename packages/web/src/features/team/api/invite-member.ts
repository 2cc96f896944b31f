import { teamInvitationDto, type InviteBody, type TeamInvitationDto } from '@atelier/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamQuery } from './get-team';

/** POST /api/user/team/invitations: the mail goes out in the app's language. */
export const inviteMember = ({ locale, ...body }: InviteBody & { locale: string }): Promise<TeamInvitationDto> =>
  apiRequest({
    path: '/user/team/invitations',
    method: 'POST',
    body: { json: body },
    headers: { 'Accept-Language': locale },
    schema: teamInvitationDto,
  });

export const useInviteMember = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteMember, onSettled: () => queryClient.invalidateQueries(teamQuery()) });
};
