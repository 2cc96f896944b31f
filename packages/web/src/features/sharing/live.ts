import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SHARING_EVENT, sharingEventPayload } from '@atelier/core';
import { invalidateDocuments } from '../documents';
import { onServerEvent } from '../presence';
import { sharingKeys } from './api/keys';

/**
 * While mounted (the document page, History), a customer's open or answer refreshes the document's
 * sharing and History's list (its state column and filter), without a reload.
 */
export const useLiveSharing = (): void => {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onServerEvent(SHARING_EVENT, (data) => {
        const parsed = sharingEventPayload.safeParse(data);
        if (!parsed.success) return;
        void queryClient.invalidateQueries({ queryKey: sharingKeys.document(parsed.data.document_id) });
        void invalidateDocuments(queryClient, { lists: true });
      }),
    [queryClient],
  );
};
