import { operatorSettingsDto, type OperatorSettingsBody, type OperatorSettingsDto } from '@atelier/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const operatorSettingsQuery = () =>
  queryOptions({
    queryKey: adminKeys.operator(),
    queryFn: ({ signal }): Promise<OperatorSettingsDto> => apiRequest({ path: '/admin/operator', schema: operatorSettingsDto, signal }),
  });

export const useOperatorSettings = () => useQuery(operatorSettingsQuery());

export const useSaveOperatorSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OperatorSettingsBody) => apiRequest({ path: '/admin/operator', method: 'PUT', body: { json: body }, schema: operatorSettingsDto }),
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.operator(), saved),
  });
};
