import { presenceList, type PresenceList } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { presenceKeys } from './keys';

export const getOnlineUsers = (signal?: AbortSignal): Promise<PresenceList> => apiRequest({ path: '/users/online', schema: presenceList, signal });

export const onlineUsersQuery = () => queryOptions({ queryKey: presenceKeys.onlineUsers(), queryFn: ({ signal }) => getOnlineUsers(signal) });

export const useOnlineUsers = () => useQuery(onlineUsersQuery());
