import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { documentsChanged } from './changes';
import { documentKeys, formKeys } from './keys';

export const deleteDocument = (documentId: string): Promise<void> =>
  apiRequest({ path: `/user/completed_forms/${documentId}`, method: 'DELETE' });

export const useDeleteDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_nothing, documentId) => {
      queryClient.removeQueries({ queryKey: documentKeys.one(documentId) });
      void queryClient.invalidateQueries({ queryKey: documentKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: formKeys.all });
      documentsChanged(queryClient, 'deleted');
    },
  });
};
