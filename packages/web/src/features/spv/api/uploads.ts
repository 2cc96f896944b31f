import { spvUploadDto, spvUploadsResponse, type SpvUploadDto } from '@atelier/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFileRequest, apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { isMoving } from '../upload-state';
import { spvKeys } from './keys';

/** How often an invoice's uploads are read again while one is on its way to ANAF's answer. */
export const SPV_POLL_MS = 5000;

const documentPath = (documentId: string) => `/user/documents/${encodeURIComponent(documentId)}/spv`;

/** GET /api/user/documents/{id}/spv: its attempts, newest first; read again every few seconds while one moves. */
export const spvUploadsQuery = (documentId: string) =>
  queryOptions({
    queryKey: spvKeys.uploads(documentId),
    queryFn: async ({ signal }): Promise<SpvUploadDto[]> => (await apiRequest({ path: documentPath(documentId), schema: spvUploadsResponse, signal })).results,
    refetchInterval: (query) => (query.state.data?.some(isMoving) ? SPV_POLL_MS : false),
  });

export const useSpvUploads = (documentId: string, enabled = true) => useQuery({ ...spvUploadsQuery(documentId), enabled });

/** POST /api/user/documents/{id}/spv → 202 with the attempt; the upload runs in the background. */
export const useSendToSpv = (documentId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest({ path: documentPath(documentId), method: 'POST', schema: spvUploadDto }),
    onSuccess: (upload) =>
      queryClient.setQueryData(spvUploadsQuery(documentId).queryKey, (previous) => [upload, ...(previous ?? []).filter((item) => item.id !== upload.id)]),
    // Failed or not, the attempts may have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: spvKeys.uploads(documentId) }),
  });
};

/** GET …/spv/archive: the signed ZIP ANAF returned, the legal original (the token is a header, so not a plain link). */
export const useSpvArchive = (documentId: string) =>
  useMutation({
    mutationFn: async (number: string) =>
      saveFile(await apiFileRequest({ path: `${documentPath(documentId)}/archive`, accept: 'application/zip', fallbackName: `${number || documentId}-spv.zip` })),
  });
