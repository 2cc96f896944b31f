import { formRequestDto, type FormRequestDto } from '@atelier/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { formKeys } from '../../documents';
import { formRequestKeys } from './keys';

const requestList = z.array(formRequestDto);

export const getFormRequests = (signal?: AbortSignal): Promise<FormRequestDto[]> =>
  apiRequest({ path: '/user/form_requests', schema: requestList, signal });

export const formRequestsQuery = () => queryOptions({ queryKey: formRequestKeys.all, queryFn: ({ signal }) => getFormRequests(signal) });

/** While a request is pending, asks again every 30 s, so an approval shows up without a reload. */
export const PENDING_REFETCH_MS = 30_000;

export const useFormRequests = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    ...formRequestsQuery(),
    enabled,
    refetchInterval: (query) => (query.state.data?.some((r) => r.status === 'pending') ? PENDING_REFETCH_MS : false),
  });

export const requestForm = (formId: string): Promise<FormRequestDto> =>
  apiRequest({ path: `/user/forms/${formId}/request`, method: 'POST', schema: formRequestDto });

/** Requests an application; the lists are fetched again so the card turns to 'Pending' at once. */
export const useRequestForm = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestForm,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: formRequestKeys.all }), queryClient.invalidateQueries({ queryKey: formKeys.lists() })]),
  });
};
