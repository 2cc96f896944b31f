import { teamResponse, type TeamResponse } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './keys';

/** GET /api/user/team (owner): members, open invitations and the members' permissions. */
export const getTeam = (signal?: AbortSignal): Promise<TeamResponse> => apiRequest({ path: '/user/team', schema: teamResponse, signal });

export const teamQuery = () => queryOptions({ queryKey: teamKeys.team(), queryFn: ({ signal }) => getTeam(signal) });

export const useTeam = () => useQuery(teamQuery());
