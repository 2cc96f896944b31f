import { IDEMPOTENCY_KEY_HEADER, documentDto, type DocumentDto, type SubmitDocumentBody } from '@atelier/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { documentsChanged } from './changes';
import { documentKeys, formKeys } from './keys';

/** `idempotencyKey`: the same for a retry of the same save (save-attempt-key.ts). */
/** `confirmOverbooking`: an appointment saved past its day's available hours after "proceed anyway". */
export type SubmitDocumentInput = { formId: string; body: SubmitDocumentBody; idempotencyKey?: string; confirmOverbooking?: boolean };

/** Creates a document; the server recomputes every value and assigns the number. */
export const submitDocument = ({ formId, body, idempotencyKey, confirmOverbooking }: SubmitDocumentInput): Promise<DocumentDto> =>
  apiRequest({
    path: `/user/forms/${formId}/submit${confirmOverbooking ? '?confirm_overbooking=true' : ''}`,
    method: 'POST',
    body: { json: body },
    ...(idempotencyKey ? { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } } : {}),
    schema: documentDto,
  });

export const useSubmitDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitDocument,
    onSuccess: (document) => {
      queryClient.setQueryData(documentKeys.one(document.id), document);
      void queryClient.invalidateQueries({ queryKey: documentKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: formKeys.submissionCount(document.form_id) });
      // Step-data's entries; an appointment's day and an estimate's link in the calendar.
      documentsChanged(queryClient, 'saved');
    },
  });
};
