import { meDto, permissionsDto, userDto, type UserDto } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** The account, with its role and permissions when the server answers them (issue 14). */
const meAnswer = userDto.extend({ role: meDto.shape.role.optional(), permissions: permissionsDto.optional() });
export type MeAnswer = UserDto & z.infer<typeof meAnswer>;

export const getMe = (signal?: AbortSignal): Promise<MeAnswer> => apiRequest({ path: '/user/me', schema: meAnswer, signal });

export const meQuery = () => queryOptions({ queryKey: ['user', 'me'], queryFn: ({ signal }) => getMe(signal) });

export const useMe = () => useQuery(meQuery());
