import {
  customerDetailDto,
  customerEraseResult,
  customersResponse,
  type CustomerConsentBody,
  type CustomerDetailDto,
} from '@atelier/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFileRequest, apiRequest, queryString } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';
import { saveFile } from '../../../lib/save-file';
import { customerKeys } from './keys';

export const CUSTOMERS_PAGE_SIZE = 20;

const path = (id: string, rest = '') => `/user/customers/${encodeURIComponent(id)}${rest}`;

export const customersQuery = ({ q, page }: { q: string; page: number }) =>
  queryOptions({
    queryKey: customerKeys.list(q, page),
    queryFn: ({ signal }) =>
      apiRequest({ path: `/user/customers${queryString({ query: q.trim(), skip: (page - 1) * CUSTOMERS_PAGE_SIZE, limit: CUSTOMERS_PAGE_SIZE })}`, schema: customersResponse, signal }),
    // As you type: the previous page stays on screen until the new one comes.
    placeholderData: keepPreviousData,
  });

export const useCustomers = (filter: { q: string; page: number }) => useQuery(customersQuery(filter));

export const customerQuery = (id: string, locale: string) =>
  queryOptions({
    queryKey: [...customerKeys.detail(id), locale],
    queryFn: ({ signal }) => apiRequest({ path: `${path(id)}${queryString({ locale })}`, schema: customerDetailDto, signal }),
  });

export const useCustomer = (id: string) => useQuery(customerQuery(id, useLocale()));

/** A change answered with the customer's page: it replaces the cached one, and the lists follow. */
const useCustomerChange = <V>(id: string, send: (vars: V, locale: string) => Promise<CustomerDetailDto>) => {
  const queryClient = useQueryClient();
  const locale = useLocale();
  return useMutation({
    mutationFn: (vars: V) => send(vars, locale),
    onSuccess: (detail) => {
      queryClient.setQueryData([...customerKeys.detail(id), locale], detail);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
  });
};

export const useSetConsent = (id: string) =>
  useCustomerChange(id, (body: CustomerConsentBody, locale) =>
    apiRequest({ path: `${path(id, '/consent')}${queryString({ locale })}`, method: 'PUT', body: { json: body }, schema: customerDetailDto }),
  );

export const useMergeCustomer = (id: string) =>
  useCustomerChange(id, (otherId: string, locale) =>
    apiRequest({ path: `${path(id, '/merge')}${queryString({ locale })}`, method: 'POST', body: { json: { other_id: otherId } }, schema: customerDetailDto }),
  );

export const useUndoMerge = (id: string) =>
  useCustomerChange(id, (mergeId: string, locale) =>
    apiRequest({ path: `${path(id, `/merges/${encodeURIComponent(mergeId)}/undo`)}${queryString({ locale })}`, method: 'POST', schema: customerDetailDto }),
  );

export const useEraseCustomer = (id: string) => {
  const queryClient = useQueryClient();
  const locale = useLocale();
  return useMutation({
    mutationFn: () => apiRequest({ path: `${path(id, '/erase')}${queryString({ locale })}`, method: 'POST', body: { json: { confirm: true } }, schema: customerEraseResult }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
};

/** The GDPR export, downloaded as the ZIP the server names. */
export const useExportCustomer = (id: string) => {
  const locale = useLocale();
  return useMutation({
    mutationFn: async () => saveFile(await apiFileRequest({ path: `${path(id, '/export')}${queryString({ locale })}`, accept: 'application/zip', fallbackName: 'client.zip' })),
  });
};
