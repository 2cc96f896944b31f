import { registryCredentialsStatus, type RegistryCredentialsBody, type RegistryCredentialsStatus } from '@atelier/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateRegistry, registryKeys } from './keys';

const BASE = '/user/forms/autopass/credentials';

/** GET /api/user/forms/autopass/credentials/status: none / working / failing, with the last check. */
export const credentialsStatusQuery = () =>
  queryOptions({
    queryKey: registryKeys.status(),
    queryFn: ({ signal }) => apiRequest({ path: `${BASE}/status`, schema: registryCredentialsStatus, signal }),
  });

/** enabled: false without the registry application, whose server answers 403 registry_not_allocated. */
export const useCredentialsStatus = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...credentialsStatusQuery(), enabled });

/** After any change of the credentials, the status and the code list are read again. */
const useRefreshRegistry = () => {
  const queryClient = useQueryClient();
  return (status?: RegistryCredentialsStatus) => {
    if (status) queryClient.setQueryData(credentialsStatusQuery().queryKey, status);
    void invalidateRegistry(queryClient);
  };
};

/** POST …/credentials: checked by a registry login, then stored encrypted. */
export const useSaveCredentials = () => {
  const refresh = useRefreshRegistry();
  return useMutation({
    mutationFn: (body: RegistryCredentialsBody) => apiRequest({ path: BASE, method: 'POST', body: { json: body }, schema: registryCredentialsStatus }),
    onSuccess: refresh,
  });
};

/** DELETE …/credentials → 204. */
export const useRemoveCredentials = () => {
  const refresh = useRefreshRegistry();
  return useMutation({ mutationFn: () => apiRequest<void>({ path: BASE, method: 'DELETE' }), onSuccess: () => refresh() });
};

/** POST …/credentials/test: a fresh login; answers the status it leaves. */
export const useTestConnection = () => {
  const refresh = useRefreshRegistry();
  return useMutation({
    mutationFn: () => apiRequest({ path: `${BASE}/test`, method: 'POST', schema: registryCredentialsStatus }),
    onSuccess: refresh,
  });
};
