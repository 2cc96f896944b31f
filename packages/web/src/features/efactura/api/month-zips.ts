import { monthZipJobDto, monthZipJobList, type Locale, type MonthZipJobDto } from '@atelier/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFileRequest, apiRequest } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { efacturaKeys } from './keys';

/** How often the list is read again while a ZIP is being made (its progress bar). */
export const MONTH_ZIP_POLL_MS = 1500;

const isOpen = (item: MonthZipJobDto) => item.status === 'queued' || item.status === 'running';

/** The business's recent month ZIPs (the server keeps a finished one a day): what a reload finds again. */
export const monthZipsQuery = () =>
  queryOptions({
    queryKey: efacturaKeys.monthZips(),
    queryFn: async ({ signal }): Promise<MonthZipJobDto[]> => (await apiRequest({ path: '/user/efactura/month-zips', schema: monthZipJobList, signal })).results,
    refetchInterval: (query) => (query.state.data?.some(isOpen) ? MONTH_ZIP_POLL_MS : false),
  });

export const useMonthZips = () => useQuery(monthZipsQuery());

/** POST /api/user/efactura/month-zips: the server makes it in the background; the list shows its progress. */
export const useStartMonthZip = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { month: string; locale: Locale }) => apiRequest({ path: '/user/efactura/month-zips', method: 'POST', body: { json: body }, schema: monthZipJobDto }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: monthZipsQuery().queryKey }),
  });
};

/** The finished ZIP through the API (the token is a header, so not a plain link), "Facturi 2026-03.zip". */
export const useDownloadMonthZip = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (item: MonthZipJobDto) =>
      saveFile(await apiFileRequest({ path: `/user/efactura/month-zips/${encodeURIComponent(item.id)}/file`, accept: 'application/zip', fallbackName: `Facturi ${item.month}.zip` })),
    // A 410 means it was deleted meanwhile: the list then says so.
    onError: () => queryClient.invalidateQueries({ queryKey: monthZipsQuery().queryKey }),
  });
};
