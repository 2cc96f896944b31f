import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const deleteDocument = (documentId: string): Promise<void> =>
  apiRequest({ path: `/user/completed_forms/${documentId}`, method: 'DELETE' });

export const useDeleteDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: (_nothing, documentId) => {
      queryClient.removeQueries({ queryKey: ['documents', 'one', documentId] });
      void queryClient.invalidateQueries({ queryKey: ['documents', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['forms'] });
      void queryClient.invalidateQueries({ queryKey: ['step-data'] });
    },
  });
};
