import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** A client error (4xx) will not change on retry; network and server errors get two more tries. */
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500);

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
