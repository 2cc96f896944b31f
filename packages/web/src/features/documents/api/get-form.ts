import { formDetailDto, type FormDetailDto } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getForm = (formId: string, signal?: AbortSignal): Promise<FormDetailDto> =>
  apiRequest({ path: `/user/forms/${formId}`, schema: formDetailDto, signal });

export const formQuery = (formId: string) =>
  queryOptions({ queryKey: ['forms', formId], queryFn: ({ signal }) => getForm(formId, signal), staleTime: 5 * 60_000 });

export const useForm = (formId: string | undefined) => useQuery({ ...formQuery(formId ?? ''), enabled: formId !== undefined });
