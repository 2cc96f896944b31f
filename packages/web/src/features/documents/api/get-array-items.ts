import { arrayItemsResponse } from '@atelier/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, queryString } from '../../../lib/api-client';
import { formKeys } from './keys';

export type ArrayItems = z.infer<typeof arrayItemsResponse>;
export type ArrayItemsParams = { formId: string; field: string; term: string; limit?: number };

/** Distinct past lines of an array field ("step.field") matching a term, e.g. parts with their last price. */
export const getArrayItems = ({ formId, field, term, limit = 10 }: ArrayItemsParams, signal?: AbortSignal): Promise<ArrayItems> =>
  apiRequest({ path: `/user/forms/${formId}/array-items${queryString({ field, term, limit })}`, schema: arrayItemsResponse, signal });

export const arrayItemsQuery = (params: ArrayItemsParams) =>
  queryOptions({
    queryKey: formKeys.arrayItems(params.formId, params.field, params.term, params.limit ?? 10),
    queryFn: ({ signal }) => getArrayItems(params, signal),
    placeholderData: keepPreviousData,
  });

export const useArrayItems = (params: ArrayItemsParams, enabled: boolean) => useQuery({ ...arrayItemsQuery(params), enabled });
