import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { invalidateDocuments } from '../documents';
import { onServerEvent } from '../presence';
import { sharingKeys } from './api/keys';

/**
 * The event the server sends a business's signed-in sockets when one of its documents is sent,
 * opened by its customer or answered (the presence socket). The server's branch names it
 * `document_sharing` in core (SHARING_EVENT, payload { document_id, state, at }): this is that name
 * until core's constant is merged, then it should be imported from there.
 */
export const SHARING_EVENT = 'document_sharing';
const payload = z.object({ document_id: z.string(), state: z.string().optional() });

/**
 * While mounted (the document page, History), a customer's open or answer refreshes the document's
 * sharing and History's list (its state column and filter), without a reload.
 */
export const useLiveSharing = (): void => {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onServerEvent(SHARING_EVENT, (data) => {
        const parsed = payload.safeParse(data);
        if (!parsed.success) return;
        void queryClient.invalidateQueries({ queryKey: sharingKeys.document(parsed.data.document_id) });
        void invalidateDocuments(queryClient, { lists: true });
      }),
    [queryClient],
  );
};
