import { documentSharingDto, sendResponse, type Locale, type SendBody } from '@atelier/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFileRequest, apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { sharingKeys } from './keys';

const documentPath = (documentId: string) => `/user/documents/${encodeURIComponent(documentId)}`;

/** GET /user/documents/{id}/sharing: the state, the links, the sends and the answers. */
export const documentSharingQuery = (documentId: string) =>
  queryOptions({
    queryKey: sharingKeys.document(documentId),
    queryFn: ({ signal }) => apiRequest({ path: `${documentPath(documentId)}/sharing`, schema: documentSharingDto, signal }),
  });

export const useDocumentSharing = (documentId: string, enabled = true) => useQuery({ ...documentSharingQuery(documentId), enabled });

/** POST /user/documents/{id}/send: a new link, sent by the server (e-mail, SMS) or handed back to share (WhatsApp, SMS app, copy). */
export const useSendDocument = (documentId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendBody) => apiRequest({ path: `${documentPath(documentId)}/send`, method: 'POST', body: { json: body }, schema: sendResponse }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharingKeys.document(documentId) }),
  });
};

/** DELETE /user/documents/{id}/links/{linkId}: the link stops working at once. */
export const useRevokeLink = (documentId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => apiRequest({ path: `${documentPath(documentId)}/links/${encodeURIComponent(linkId)}`, method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharingKeys.document(documentId) }),
  });
};

/** GET /user/documents/{id}/answers/{answerId}/pdf: the version the customer answered, with their closing page, as a download. */
export const useAnswerPdf = (documentId: string) =>
  useMutation({
    mutationFn: async ({ answerId, locale }: { answerId: string; locale: Locale }) =>
      saveFile(
        await apiFileRequest({
          path: `${documentPath(documentId)}/answers/${encodeURIComponent(answerId)}/pdf?locale=${locale}`,
          accept: 'application/pdf',
          fallbackName: `${documentId}-${answerId}.pdf`,
        }),
      ),
  });
