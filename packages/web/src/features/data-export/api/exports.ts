import { dataExportListResponse, dataExportStartResponse, type DataExportDto } from '@atelier/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFileRequest, apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { saveFile } from '../../../lib/save-file';
import { exportKeys } from './keys';

/** How often the list is read again while an export is being made (its progress bar). */
export const EXPORT_POLL_MS = 2000;

const isOpen = (item: DataExportDto) => item.status === 'queued' || item.status === 'running';

export const exportsQuery = () =>
  queryOptions({
    queryKey: exportKeys.list(),
    queryFn: ({ signal }): Promise<DataExportDto[]> => apiRequest({ path: '/user/exports', schema: dataExportListResponse, signal }),
    // A member is refused (403 owner_only): asking again changes nothing.
    retry: (count, error) => !(isApiError(error) && error.status === 403) && count < 2,
    refetchInterval: (query) => (query.state.data?.some(isOpen) ? EXPORT_POLL_MS : false),
  });

export const useExports = () => useQuery(exportsQuery());

/** POST /api/user/export in the page's language; a 409 export_running means one is on its way: the list shows it. */
export const useStartExport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locale: string) => apiRequest({ path: '/user/export', method: 'POST', body: { json: { locale } }, schema: dataExportStartResponse }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: exportsQuery().queryKey }),
  });
};

/** The ZIP through the API (the token is a header, so not a plain link), saved under the server's name. */
export const useDownloadExport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (item: DataExportDto) =>
      saveFile(await apiFileRequest({ path: `/user/exports/${encodeURIComponent(item.id)}/download`, accept: 'application/zip', fallbackName: 'atelier-export.zip' })),
    // A 410 means it was swept meanwhile: the list then says so.
    onError: () => queryClient.invalidateQueries({ queryKey: exportsQuery().queryKey }),
  });
};
