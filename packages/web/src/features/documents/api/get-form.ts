import { formDetailDto, type FormDetailDto } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { formKeys } from './keys';

/** The current definition, or a past `version` (a saved document is shown with the one it was made with). */
export const getForm = (formId: string, version?: number, signal?: AbortSignal): Promise<FormDetailDto> =>
  apiRequest({ path: `/user/forms/${formId}${version ? `?version=${version}` : ''}`, schema: formDetailDto, signal });

export const formQuery = (formId: string, version?: number) =>
  queryOptions({
    queryKey: formKeys.definition(formId, version),
    queryFn: ({ signal }) => getForm(formId, version, signal),
    staleTime: 5 * 60_000,
  });

export const useForm = (formId: string | undefined, version?: number) =>
  useQuery({ ...formQuery(formId ?? '', version), enabled: formId !== undefined });
