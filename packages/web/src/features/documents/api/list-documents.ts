import { documentDto, type DocumentDto, type Locale } from '@atelier/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequestWithHeaders, queryString } from '../../../lib/api-client';
import { documentKeys } from './keys';

/** `locale`: the language of the applications' titles (the catalogue's). */
/** `extra`: another feature's filter (History's slots), sent as it is. */
export type ListDocumentsParams = { skip: number; limit: number; formId?: string; startDate?: string; endDate?: string; locale?: Locale; extra?: Record<string, string | undefined> };
export type DocumentPage = { results: DocumentDto[]; total: number; capped?: boolean | undefined };

const documentList = z.array(documentDto);

/** GET /user/completed_forms: one page, the total from the X-Total-Count header. */
export const listDocuments = async (params: ListDocumentsParams, signal?: AbortSignal): Promise<DocumentPage> => {
  const query = queryString({ skip: params.skip, limit: params.limit, form_id: params.formId, start_date: params.startDate, end_date: params.endDate, locale: params.locale, ...params.extra });
  const { data, headers } = await apiRequestWithHeaders({ path: `/user/completed_forms${query}`, schema: documentList, signal });
  const total = Number(headers.get('X-Total-Count'));
  return { results: data, total: Number.isFinite(total) && headers.has('X-Total-Count') ? total : params.skip + data.length };
};

export const listDocumentsQuery = (params: ListDocumentsParams) =>
  queryOptions({
    queryKey: documentKeys.list(params),
    queryFn: ({ signal }) => listDocuments(params, signal),
    placeholderData: keepPreviousData,
  });

export const useListDocuments = (params: ListDocumentsParams, enabled = true) => useQuery({ ...listDocumentsQuery(params), enabled });
