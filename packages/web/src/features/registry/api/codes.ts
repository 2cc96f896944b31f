import { serviceCodesResponse } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { registryKeys } from './keys';

/** GET /api/user/forms/autopass/prestatie-codes: the registry's active codes (the server keeps them a day). */
export const serviceCodesQuery = () =>
  queryOptions({
    queryKey: registryKeys.codes(),
    queryFn: ({ signal }) => apiRequest({ path: '/user/forms/autopass/prestatie-codes', schema: serviceCodesResponse, signal }),
    staleTime: 10 * 60 * 1000,
  });

export const useServiceCodes = (enabled: boolean) => useQuery({ ...serviceCodesQuery(), enabled });
