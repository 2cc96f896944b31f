import type { QueryClient } from '@tanstack/react-query';

/** The statistics tabs' query keys. */
export const statisticsKeys = {
  all: ['statistics'] as const,
  invoice: (filter: object) => [...statisticsKeys.all, 'invoice', filter] as const,
  fleet: (filter: object) => [...statisticsKeys.all, 'fleet', filter] as const,
  finance: (filter: object) => [...statisticsKeys.all, 'finance', filter] as const,
  service: (range: object) => [...statisticsKeys.all, 'service', range] as const,
};

export const invalidateStatistics = (queryClient: QueryClient): Promise<void> => queryClient.invalidateQueries({ queryKey: statisticsKeys.all });
