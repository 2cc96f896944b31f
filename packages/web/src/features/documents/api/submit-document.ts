import { documentDto, type DocumentDto, type SubmitDocumentBody } from '@atelier/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type SubmitDocumentInput = { formId: string; body: SubmitDocumentBody };

/** Creates a document; the server recomputes every value and assigns the number. */
export const submitDocument = ({ formId, body }: SubmitDocumentInput): Promise<DocumentDto> =>
  apiRequest({ path: `/user/forms/${formId}/submit`, method: 'POST', body: { json: body }, schema: documentDto });

export const useSubmitDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitDocument,
    onSuccess: (document) => {
      queryClient.setQueryData(['documents', 'one', document.id], document);
      void queryClient.invalidateQueries({ queryKey: ['documents', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['forms', document.form_id, 'submission-count'] });
      void queryClient.invalidateQueries({ queryKey: ['step-data'] });
    },
  });
};
