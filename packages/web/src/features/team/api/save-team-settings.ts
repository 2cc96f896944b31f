import { teamSettingsDto, type TeamSettingsDto } from '@atelier/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamQuery } from './get-team';

/** PUT /api/user/team/settings. */
export const saveTeamSettings = (body: TeamSettingsDto): Promise<TeamSettingsDto> =>
  apiRequest({ path: '/user/team/settings', method: 'PUT', body: { json: body }, schema: teamSettingsDto });

export const useSaveTeamSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTeamSettings,
    onSuccess: (settings) => queryClient.setQueryData(teamQuery().queryKey, (team) => team && { ...team, settings }),
    onSettled: () => queryClient.invalidateQueries(teamQuery()),
  });
};
