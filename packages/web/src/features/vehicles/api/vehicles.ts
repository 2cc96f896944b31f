import { vehicleDetailDto, vehicleMergeDto, vehiclesResponse, type Locale } from '@atelier/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, queryString } from '../../../lib/api-client';
import { useLocale } from '../../../lib/use-locale';

export const VEHICLES_PAGE_SIZE = 20;

/** The vehicle directory's query keys. */
export const vehicleKeys = {
  all: ['user', 'vehicles'] as const,
  list: (query: string, page: number) => [...vehicleKeys.all, 'list', query, page] as const,
  detail: (id: string, locale: Locale) => [...vehicleKeys.all, 'detail', id, locale] as const,
};

/** The directory follows the documents: after a save or a deletion, all of it is read again. */
export const invalidateVehicles = (queryClient: QueryClient): Promise<void> => queryClient.invalidateQueries({ queryKey: vehicleKeys.all });

/** A page of the business's vehicles, those whose plates or VIN contain `query`. */
export const useVehicles = (query: string, page: number, { limit = VEHICLES_PAGE_SIZE }: { limit?: number } = {}) =>
  useQuery({
    queryKey: [...vehicleKeys.list(query, page), limit],
    queryFn: ({ signal }) =>
      apiRequest({ path: `/user/vehicles${queryString({ query: query.trim() || undefined, skip: (page - 1) * limit, limit })}`, schema: vehiclesResponse, signal }),
    placeholderData: keepPreviousData,
  });

/** One vehicle's page: its documents (titles in the app's language), odometer, papers, merges, appointments, registry sends. */
export const useVehicle = (id: string, enabled = true) => {
  const locale = useLocale();
  return useQuery({
    queryKey: vehicleKeys.detail(id, locale),
    queryFn: ({ signal }) => apiRequest({ path: `/user/vehicles/${encodeURIComponent(id)}${queryString({ locale })}`, schema: vehicleDetailDto, signal }),
    enabled,
  });
};

export const useMergeVehicle = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otherId: string) =>
      apiRequest({ path: `/user/vehicles/${encodeURIComponent(id)}/merges`, method: 'POST', body: { json: { other_id: otherId } }, schema: vehicleMergeDto }),
    onSettled: () => invalidateVehicles(queryClient),
  });
};

export const useUndoMerge = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mergeId: string) => apiRequest({ path: `/user/vehicles/${encodeURIComponent(id)}/merges/${encodeURIComponent(mergeId)}`, method: 'DELETE' }),
    onSettled: () => invalidateVehicles(queryClient),
  });
};
