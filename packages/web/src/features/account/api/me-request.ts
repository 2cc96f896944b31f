import { meDto } from '@atelier/core';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/user/me as core's meDto, read leniently: an answer without the business fields (an
 * older server, an admin's) still opens the app, as a one-person business's owner. Its own chunk:
 * the schema brings zod, and the bar of the first page asks for the account (get-me.ts loads this).
 */
export const meAnswer = meDto.partial({ name: true, role: true, business: true, permissions: true });
export type MeAnswer = z.infer<typeof meAnswer>;

export const getMe = (signal?: AbortSignal): Promise<MeAnswer> => apiRequest({ path: '/user/me', schema: meAnswer, signal });
