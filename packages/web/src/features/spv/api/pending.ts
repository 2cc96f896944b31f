import { spvPendingResponse, type SpvPendingDto } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { spvKeys } from './keys';

/** GET /api/user/spv/pending: invoices not yet accepted by ANAF, with the working days left, most urgent first. */
export const spvPendingQuery = () =>
  queryOptions({
    queryKey: spvKeys.pending(),
    queryFn: async ({ signal }): Promise<SpvPendingDto[]> => (await apiRequest({ path: '/user/spv/pending', schema: spvPendingResponse, signal })).results,
  });

export const useSpvPending = (enabled = true) => useQuery({ ...spvPendingQuery(), enabled });
