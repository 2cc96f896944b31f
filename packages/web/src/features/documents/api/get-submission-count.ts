import { submissionCountResponse } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { formKeys } from './keys';

export type SubmissionCount = z.infer<typeof submissionCountResponse>;

export const getSubmissionCount = (formId: string, signal?: AbortSignal): Promise<SubmissionCount> =>
  apiRequest({ path: `/user/forms/${formId}/submission_count`, schema: submissionCountResponse, signal });

export const submissionCountQuery = (formId: string) =>
  queryOptions({ queryKey: formKeys.submissionCount(formId), queryFn: ({ signal }) => getSubmissionCount(formId, signal) });

export const useSubmissionCount = (formId: string | undefined) =>
  useQuery({ ...submissionCountQuery(formId ?? ''), enabled: formId !== undefined });
