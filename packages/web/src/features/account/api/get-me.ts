import { meDto } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/user/me as core's meDto, read leniently: an answer without the business fields (an
 * older server, an admin's) still opens the app, as a one-person business's owner.
 */
export const meAnswer = meDto.partial({ name: true, role: true, business: true, permissions: true });
export type MeAnswer = z.infer<typeof meAnswer>;

export const getMe = (signal?: AbortSignal): Promise<MeAnswer> => apiRequest({ path: '/user/me', schema: meAnswer, signal });

export const meQuery = () => queryOptions({ queryKey: ['user', 'me'], queryFn: ({ signal }) => getMe(signal) });

export const useMe = () => useQuery(meQuery());
