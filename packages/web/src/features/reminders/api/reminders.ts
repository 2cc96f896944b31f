import {
  reminderConsentDto,
  reminderSettingsDto,
  remindersResponse,
  untaggedResponse,
  type ReminderConsentBody,
  type ReminderDue,
  type ReminderSettings,
} from '@atelier/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, queryString } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { reminderKeys } from './keys';

export const REMINDERS_PAGE_SIZE = 10;

const retry = (count: number, error: unknown) => !(isApiError(error) && error.status === 403) && count < 2;

export type RemindersFilter = { due: ReminderDue; q: string; page: number };

export const remindersQuery = ({ due, q, page }: RemindersFilter) =>
  queryOptions({
    queryKey: reminderKeys.list(due, q, page),
    queryFn: ({ signal }) =>
      apiRequest({ path: `/user/reminders${queryString({ due, q, skip: (page - 1) * REMINDERS_PAGE_SIZE, limit: REMINDERS_PAGE_SIZE })}`, schema: remindersResponse, signal }),
    retry,
    placeholderData: keepPreviousData,
  });

export const useReminders = (filter: RemindersFilter) => useQuery(remindersQuery(filter));

/** How many of one car's reminders its page shows (tags, reminder documents, its papers: a handful). */
const VEHICLE_REMINDERS = 50;

/**
 * One car's reminders, every due state, by due date: `keys`, its plates' keys and VIN as the
 * vehicle directory has them (the reminders key a car by its plate, else its VIN).
 */
export const useVehicleReminders = (keys: readonly string[]) =>
  useQuery({
    queryKey: reminderKeys.vehicle(keys.join(',')),
    queryFn: ({ signal }) =>
      apiRequest({ path: `/user/reminders${queryString({ due: 'all', vehicle: keys.join(','), skip: 0, limit: VEHICLE_REMINDERS })}`, schema: remindersResponse, signal }),
    retry,
    enabled: keys.length > 0,
  });

export const useUntagged = (page: number) =>
  useQuery({
    queryKey: reminderKeys.untagged(page),
    queryFn: ({ signal }) => apiRequest({ path: `/user/reminders/untagged${queryString({ skip: (page - 1) * REMINDERS_PAGE_SIZE, limit: REMINDERS_PAGE_SIZE })}`, schema: untaggedResponse, signal }),
    retry,
    placeholderData: keepPreviousData,
  });

const settingsKey = reminderKeys.settings();
export const useReminderSettings = () => useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => apiRequest({ path: '/user/reminders/settings', schema: reminderSettingsDto, signal }), retry });

export const useSaveReminderSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderSettings) => apiRequest({ path: '/user/reminders/settings', method: 'PUT', body: { json: body }, schema: reminderSettingsDto }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reminderKeys.lists() }),
  });
};

const consentsKey = reminderKeys.consents();
export const useConsents = () =>
  useQuery({ queryKey: consentsKey, queryFn: ({ signal }) => apiRequest({ path: '/user/reminders/consents', schema: z.array(reminderConsentDto), signal }), retry });

export const useAddConsent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderConsentBody) => apiRequest({ path: '/user/reminders/consents', method: 'POST', body: { json: body }, schema: reminderConsentDto }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consentsKey }),
  });
};

export const useWithdrawConsent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest({ path: `/user/reminders/consents/${encodeURIComponent(id)}`, method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: consentsKey }),
  });
};
