import { teamInvitationDto, type InviteBody, type TeamInvitationDto } from '@atelier/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamQuery } from './get-team';

/** POST /api/user/team/invitations: the mail goes out in the app's language. */
export const inviteMember = (body: InviteBody): Promise<TeamInvitationDto> =>
  apiRequest({ path: '/user/team/invitations', method: 'POST', body: { json: body }, schema: teamInvitationDto });

export const useInviteMember = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteMember, onSettled: () => queryClient.invalidateQueries(teamQuery()) });
};
