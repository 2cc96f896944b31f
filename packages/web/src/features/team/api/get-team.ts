import { teamResponse, type TeamResponse } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/user/team (owner): members, open invitations and the members' permissions. */
export const getTeam = (signal?: AbortSignal): Promise<TeamResponse> => apiRequest({ path: '/user/team', schema: teamResponse, signal });

export const teamQuery = () => queryOptions({ queryKey: ['user', 'team'], queryFn: ({ signal }) => getTeam(signal) });

export const useTeam = () => useQuery(teamQuery());
