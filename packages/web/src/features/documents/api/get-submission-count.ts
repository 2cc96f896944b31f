import { submissionCountResponse } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type SubmissionCount = z.infer<typeof submissionCountResponse>;

export const getSubmissionCount = (formId: string, signal?: AbortSignal): Promise<SubmissionCount> =>
  apiRequest({ path: `/user/forms/${formId}/submission_count`, schema: submissionCountResponse, signal });

export const submissionCountQuery = (formId: string) =>
  queryOptions({ queryKey: ['forms', formId, 'submission-count'], queryFn: ({ signal }) => getSubmissionCount(formId, signal) });

export const useSubmissionCount = (formId: string | undefined) =>
  useQuery({ ...submissionCountQuery(formId ?? ''), enabled: formId !== undefined });
