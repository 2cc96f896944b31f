import { adminUserDto, subscriptionDto, trialDto, type AdminUserDto, type SubscriptionBody, type SubscriptionDto, type TrialExtensionBody } from '@atelier/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, apiRequestWithHeaders, queryString } from '../../../lib/api-client';
import { adminKeys, invalidateAdmin } from './keys';

export const USERS_PAGE_SIZE = 10;

export const adminUsersQuery = ({ search, page }: { search: string; page: number }) =>
  queryOptions({
    queryKey: adminKeys.users(search, page),
    queryFn: async ({ signal }): Promise<{ users: AdminUserDto[]; total: number }> => {
      const { data, headers } = await apiRequestWithHeaders({
        path: `/users${queryString({ search, skip: (page - 1) * USERS_PAGE_SIZE, limit: USERS_PAGE_SIZE })}`,
        schema: z.array(adminUserDto),
        signal,
      });
      return { users: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
    },
  });

export const useAdminUsers = (filter: { search: string; page: number }) => useQuery({ ...adminUsersQuery(filter), placeholderData: keepPreviousData });

export const subscriptionHistoryQuery = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.subscriptions(userId),
    queryFn: ({ signal }): Promise<SubscriptionDto[]> => apiRequest({ path: `/users/${userId}/subscriptions`, schema: z.array(subscriptionDto), signal }),
  });

export const useSubscriptionHistory = (userId: string) => useQuery(subscriptionHistoryQuery(userId));

export const recordSubscription = ({ userId, body }: { userId: string; body: SubscriptionBody }): Promise<SubscriptionDto> =>
  apiRequest({ path: `/users/${userId}/subscription`, method: 'PUT', body: { json: body }, schema: subscriptionDto });

type PeriodRef = { userId: string; subscriptionId: string };

export const correctSubscription = ({ userId, subscriptionId, body }: PeriodRef & { body: SubscriptionBody }): Promise<SubscriptionDto> =>
  apiRequest({ path: `/users/${userId}/subscriptions/${subscriptionId}`, method: 'PUT', body: { json: body }, schema: subscriptionDto });

export const deleteSubscription = ({ userId, subscriptionId }: PeriodRef): Promise<void> =>
  apiRequest({ path: `/users/${userId}/subscriptions/${subscriptionId}`, method: 'DELETE' });

/** Any change to a period shows in the users table (current subscription) and in the history. */
const useSubscriptionMutation = <A, R>(mutationFn: (args: A) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateAdmin(queryClient) });
};

export const useRecordSubscription = () => useSubscriptionMutation(recordSubscription);
export const useCorrectSubscription = () => useSubscriptionMutation(correctSubscription);
export const useDeleteSubscription = () => useSubscriptionMutation(deleteSubscription);

/** Extends a free trial: to a last day, or by a number of days (SPEC §4 Trial; the admin's call). */
export const extendTrial = ({ userId, body }: { userId: string; body: TrialExtensionBody }) =>
  apiRequest({ path: `/users/${userId}/trial`, method: 'PUT', body: { json: body }, schema: trialDto });

export const useExtendTrial = () => useSubscriptionMutation(extendTrial);
