import { userDto, type UserDto } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getMe = (signal?: AbortSignal): Promise<UserDto> => apiRequest({ path: '/user/me', schema: userDto, signal });

export const meQuery = () => queryOptions({ queryKey: ['user', 'me'], queryFn: ({ signal }) => getMe(signal) });

export const useMe = () => useQuery(meQuery());
