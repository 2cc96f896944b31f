import { documentDto, type DocumentDto, type UpdateDocumentBody } from '@atelier/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { documentsChanged } from './changes';
import { documentKeys } from './keys';

export type UpdateDocumentInput = { documentId: string; body: UpdateDocumentBody; confirmOverbooking?: boolean };

/** Replaces a document; a stale `version` gets 409 `conflict` and nothing is overwritten. */
export const updateDocument = ({ documentId, body, confirmOverbooking }: UpdateDocumentInput): Promise<DocumentDto> =>
  apiRequest({ path: `/user/completed_forms/${documentId}${confirmOverbooking ? '?confirm_overbooking=true' : ''}`, method: 'PUT', body: { json: body }, schema: documentDto });

export const useUpdateDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocument,
    onSuccess: (document) => {
      queryClient.setQueryData(documentKeys.one(document.id), document);
      void queryClient.invalidateQueries({ queryKey: documentKeys.lists() });
      // Step-data's entries; an appointment's day and an estimate's link in the calendar.
      documentsChanged(queryClient, 'saved');
    },
  });
};
