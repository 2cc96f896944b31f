import { calendarFeedDto, type CalendarFeedDto } from '@atelier/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { appointmentKeys } from './keys';

/** GET /api/user/calendar-feed (owner): whether the private feed exists; never its URL. */
export const calendarFeedQuery = () =>
  queryOptions({ queryKey: appointmentKeys.calendarFeed(), queryFn: ({ signal }) => apiRequest({ path: '/user/calendar-feed', schema: calendarFeedDto, signal }) });

export const useCalendarFeed = () => useQuery(calendarFeedQuery());

/** POST /api/user/calendar-feed (owner): a new link, the old one stops; the answer carries the URL, once. */
export const useRegenerateCalendarFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<CalendarFeedDto> => apiRequest({ path: '/user/calendar-feed', method: 'POST', schema: calendarFeedDto }),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQuery().queryKey, { ...feed, url: null, webcal_url: null }),
  });
};

/** DELETE /api/user/calendar-feed (owner): the link answers 404 from now on. */
export const useRevokeCalendarFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (): Promise<void> => apiRequest({ path: '/user/calendar-feed', method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries(calendarFeedQuery()),
  });
};
