import { formDetailDto, type FormDetailDto } from '@atelier/core';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { formKeys } from '../../documents';

/** The definition of a form (to label the entries of a step); shares the forms cache key. */
export const formDefinitionQuery = (formId: string) =>
  queryOptions({
    queryKey: formKeys.form(formId),
    queryFn: ({ signal }): Promise<FormDetailDto> => apiRequest({ path: `/user/forms/${formId}`, schema: formDetailDto, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });

// Module-level, so that TanStack Query keeps the combined Map while the results do not change.
const byId = (results: readonly { data?: FormDetailDto }[]): Map<string, FormDetailDto> =>
  new Map(results.flatMap((result) => (result.data ? [[result.data.id, result.data] as const] : [])));

/** The forms behind a page of entries, by id; a form that cannot be loaded is simply missing. */
export const useFormDefinitions = (formIds: readonly string[]): Map<string, FormDetailDto> =>
  useQueries({ queries: [...new Set(formIds)].map(formDefinitionQuery), combine: byId });
