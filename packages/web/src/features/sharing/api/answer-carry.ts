import { carryDto } from '@atelier/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, queryString } from '../../../lib/api-client';
import { sharingKeys } from './keys';

export type AnswerCarryParams = { documentId: string; answerId: string; formId: string };

/** GET /user/documents/{id}/answers/{answerId}/carry?form_id=: a new document's start from the lines the customer approved. */
export const answerCarryQuery = ({ documentId, answerId, formId }: AnswerCarryParams) =>
  queryOptions({
    queryKey: sharingKeys.carry(documentId, answerId, formId),
    queryFn: ({ signal }) =>
      apiRequest({ path: `/user/documents/${encodeURIComponent(documentId)}/answers/${encodeURIComponent(answerId)}/carry${queryString({ form_id: formId })}`, schema: carryDto, signal }),
    // The answered version never changes: what it carries stays the same while the editor is open.
    staleTime: Infinity,
  });

export const useAnswerCarry = (params: AnswerCarryParams, enabled: boolean) => useQuery({ ...answerCarryQuery(params), enabled });
