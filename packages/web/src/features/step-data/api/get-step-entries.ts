import { stepEntriesResponse } from '@atelier/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, queryString } from '../../../lib/api-client';
import { stepDataKeys } from './keys';

export type StepEntries = z.infer<typeof stepEntriesResponse>;
export type StepEntriesParams = { step: string; term: string; skip: number; limit: number };

/** One step's entries across the user's documents; with a term, the step's search call. */
export const getStepEntries = ({ step, term, skip, limit }: StepEntriesParams, signal?: AbortSignal): Promise<StepEntries> => {
  const name = encodeURIComponent(step);
  const path = term
    ? `/user/search/${name}${queryString({ search_term: term, skip, limit })}`
    : `/user/step_data/${name}${queryString({ skip, limit })}`;
  return apiRequest({ path, schema: stepEntriesResponse, signal });
};

export const stepEntriesQuery = (params: StepEntriesParams) =>
  queryOptions({
    queryKey: stepDataKeys.entries(params),
    queryFn: ({ signal }) => getStepEntries(params, signal),
    placeholderData: keepPreviousData,
  });

export const useStepEntries = (params: StepEntriesParams | undefined) =>
  useQuery({ ...stepEntriesQuery(params ?? { step: '', term: '', skip: 0, limit: 10 }), enabled: params !== undefined });
