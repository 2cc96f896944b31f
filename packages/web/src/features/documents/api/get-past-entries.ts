import { stepEntriesResponse } from '@atelier/core';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, queryString } from '../../../lib/api-client';
import { formKeys } from './keys';

export type StepEntries = z.infer<typeof stepEntriesResponse>;

/** The last entries of one step of a form, newest first, de-duplicated (for pre-fill). */
export const getPastEntries = (formId: string, step: string, limit: number, signal?: AbortSignal): Promise<StepEntries> =>
  apiRequest({ path: `/user/forms/${formId}/past-entries${queryString({ step, limit })}`, schema: stepEntriesResponse, signal });

export const pastEntriesQuery = (formId: string, step: string, limit = 5) =>
  queryOptions({
    queryKey: formKeys.pastEntries(formId, step, limit),
    queryFn: ({ signal }) => getPastEntries(formId, step, limit, signal),
    staleTime: 0,
  });
