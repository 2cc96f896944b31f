import { FIND_MIN_LENGTH, findResponse, type Locale } from '@atelier/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest, queryString } from '../../../lib/api-client';

export const findKeys = {
  all: ['find'] as const,
  query: (q: string, locale: Locale) => [...findKeys.all, locale, q] as const,
};

/** How long typing must pause before the text is searched. */
export const FIND_DEBOUNCE_MS = 200;

/** `value`, once it has stopped changing for `ms`. */
const useDebounced = (value: string, ms: number): string => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};

/**
 * GET /api/user/find?q=: the groups for what was typed, once typing pauses. A newer text leaves the
 * older request without an observer, and React Query aborts it (the fetch got its signal); the
 * previous answer stays on screen until the new one arrives.
 */
export const useFind = (text: string, locale: Locale) => {
  const q = useDebounced(text.trim(), FIND_DEBOUNCE_MS);
  const enabled = q.length >= FIND_MIN_LENGTH;
  const query = useQuery({
    queryKey: findKeys.query(q, locale),
    queryFn: ({ signal }) => apiRequest({ path: `/user/find${queryString({ q, locale })}`, schema: findResponse, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return { q, enabled, query, settled: q === text.trim() };
};
