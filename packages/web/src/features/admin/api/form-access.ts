import { allocationDto, formUsersResponse, type AllocationDto, type FormUsersResponse } from '@atelier/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys, invalidateAdmin } from './keys';

export const formUsersQuery = (formId: string) =>
  queryOptions({
    queryKey: adminKeys.formUsers(formId),
    queryFn: ({ signal }): Promise<FormUsersResponse> => apiRequest({ path: `/forms/${formId}/users`, schema: formUsersResponse, signal }),
  });

export const useFormUsers = (formId: string) => useQuery(formUsersQuery(formId));

export type AccessChange = { formId: string; userId: string; grant: boolean };

export const changeAccess = ({ formId, userId, grant }: AccessChange): Promise<AllocationDto> =>
  apiRequest({ path: `/forms/${formId}/${grant ? 'allocate' : 'remove_access'}`, method: 'POST', body: { json: { user_id: userId } }, schema: allocationDto });

/** Grant or remove; every admin list (access, counts, pending requests) is fetched again. */
export const useChangeAccess = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeAccess, onSettled: () => invalidateAdmin(queryClient) });
};
