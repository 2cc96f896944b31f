import { formRequestDto, type FormRequestDto } from '@atelier/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const requestList = z.array(formRequestDto);

export const getFormRequests = (signal?: AbortSignal): Promise<FormRequestDto[]> =>
  apiRequest({ path: '/user/form_requests', schema: requestList, signal });

export const formRequestsQuery = () => queryOptions({ queryKey: ['form-requests'], queryFn: ({ signal }) => getFormRequests(signal) });

export const useFormRequests = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...formRequestsQuery(), enabled });

export const requestForm = (formId: string): Promise<FormRequestDto> =>
  apiRequest({ path: `/user/forms/${formId}/request`, method: 'POST', schema: formRequestDto });

/** Requests an application; the lists are fetched again so the card turns to 'Pending' at once. */
export const useRequestForm = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestForm,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['form-requests'] }), queryClient.invalidateQueries({ queryKey: ['forms', 'list'] })]),
  });
};
