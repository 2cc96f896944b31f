import { formDetailDto, type FormDetailDto } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { openFormKeys } from './keys';

/** A public application with its definition, for a visitor without an account (404 if not public). */
export const getOpenForm = (formId: string, signal?: AbortSignal): Promise<FormDetailDto> =>
  apiRequest({ path: `/forms/open/forms/${formId}`, schema: formDetailDto, auth: false, signal });

export const openFormQuery = (formId: string) =>
  queryOptions({ queryKey: openFormKeys.one(formId), queryFn: ({ signal }) => getOpenForm(formId, signal), staleTime: 5 * 60_000 });

export const useOpenForm = (formId: string, enabled = true) => useQuery({ ...openFormQuery(formId), enabled });
