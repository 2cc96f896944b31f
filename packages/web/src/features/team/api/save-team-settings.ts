import { teamSettings, type TeamSettings } from '@atelier/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamQuery } from './get-team';

/** PUT /api/user/team/settings. */
export const saveTeamSettings = (body: TeamSettings): Promise<TeamSettings> =>
  apiRequest({ path: '/user/team/settings', method: 'PUT', body: { json: body }, schema: teamSettings });

export const useSaveTeamSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTeamSettings,
    onSuccess: (settings) => queryClient.setQueryData(teamQuery().queryKey, (team) => team && { ...team, settings }),
    onSettled: () => queryClient.invalidateQueries(teamQuery()),
  });
};
