import { publicSubmissionDto, type PublicSubmissionDto } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { publicSubmissionKeys } from './keys';

/** A public submission by its (unguessable) id, with the definition it was made with. */
export const getPublicSubmission = (submissionId: string, signal?: AbortSignal): Promise<PublicSubmissionDto> =>
  apiRequest({ path: `/forms/public/submissions/${submissionId}`, schema: publicSubmissionDto, auth: false, signal });

export const publicSubmissionQuery = (submissionId: string) =>
  queryOptions({ queryKey: publicSubmissionKeys.one(submissionId), queryFn: ({ signal }) => getPublicSubmission(submissionId, signal), staleTime: Infinity });

export const usePublicSubmission = (submissionId: string, enabled = true) => useQuery({ ...publicSubmissionQuery(submissionId), enabled });
