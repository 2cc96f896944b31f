import { todayResponse, type Locale } from '@atelier/core';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest, queryString } from '../../../lib/api-client';

export const todayKeys = {
  all: ['today'] as const,
  day: (locale: Locale) => [...todayKeys.all, locale] as const,
};

/** A minute: the day changes as the workshop works (and the clock passes midnight). */
const REFRESH_MS = 60_000;

/** GET /api/user/today: every section of the day in one answer. */
export const todayQuery = (locale: Locale) =>
  queryOptions({
    queryKey: todayKeys.day(locale),
    queryFn: ({ signal }) => apiRequest({ path: `/user/today${queryString({ locale })}`, schema: todayResponse, signal }),
    refetchInterval: REFRESH_MS,
    // Shown again (back from an invoice sent to SPV, a document saved): the day as it is now, the
    // last one shown meanwhile; the app's 30 s would show an invoice sent a moment ago as still to send.
    refetchOnMount: 'always',
  });

export const useToday = (locale: Locale) => useQuery(todayQuery(locale));

/** Something Today shows changed (an appointment's stage): the day again. */
export const invalidateToday = (queryClient: QueryClient): Promise<void> => queryClient.invalidateQueries({ queryKey: todayKeys.all });
