import { spvConnectResponse, spvStatusDto, type SpvSettingsBody, type SpvStatusDto } from '@atelier/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, queryString } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { leaveForAnaf } from '../leave-for-anaf';
import { invalidateSpv, spvKeys } from './keys';

const BASE = '/user/spv';

/** GET /api/user/spv: configured on this server, connected until when, failing with ANAF's reason, the upload mode. */
export const spvStatusQuery = () =>
  queryOptions({
    queryKey: spvKeys.status(),
    queryFn: ({ signal }) => apiRequest({ path: BASE, schema: spvStatusDto, signal }),
  });

export const useSpvStatus = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...spvStatusQuery(), enabled });

/**
 * POST …/connect → { url }: the browser leaves for ANAF's sign-in and comes back to /profile?spv=….
 * With the app's language: the owner's SPV e-mails are written in it.
 */
export const useConnectSpv = () => {
  const locale = useLocale();
  return useMutation({
    mutationFn: () => apiRequest({ path: `${BASE}/connect${queryString({ locale })}`, method: 'POST', schema: spvConnectResponse }),
    onSuccess: ({ url }) => leaveForAnaf.go(url),
  });
};

/** DELETE /api/user/spv → 204: the tokens are revoked at ANAF and deleted. */
export const useDisconnectSpv = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>({ path: BASE, method: 'DELETE' }),
    onSettled: () => invalidateSpv(queryClient),
  });
};

/** PUT …/settings { upload_mode }, with the app's language (of the owner's SPV e-mails): answers the status it leaves. */
export const useSpvSettings = () => {
  const queryClient = useQueryClient();
  const locale = useLocale();
  return useMutation({
    mutationFn: (body: SpvSettingsBody) => apiRequest({ path: `${BASE}/settings${queryString({ locale })}`, method: 'PUT', body: { json: body }, schema: spvStatusDto }),
    onSuccess: (status: SpvStatusDto) => queryClient.setQueryData(spvStatusQuery().queryKey, status),
  });
};
