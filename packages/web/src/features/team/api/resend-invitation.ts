import { teamInvitationDto, type TeamInvitationDto } from '@atelier/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamQuery } from './get-team';

/** POST /api/user/team/invitations/{id}/resend: a new link for 7 more days; the old one stops working. */
export const resendInvitation = ({ id, locale }: { id: string; locale: string }): Promise<TeamInvitationDto> =>
  apiRequest({
    path: `/user/team/invitations/${encodeURIComponent(id)}/resend`,
    method: 'POST',
    body: { json: { locale } },
    schema: teamInvitationDto,
  });

export const useResendInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resendInvitation, onSettled: () => queryClient.invalidateQueries(teamQuery()) });
};
