import type { QueryClient } from '@tanstack/react-query';

/** The video planner's query keys. */
export const videoProjectKeys = {
  all: ['video-projects'] as const,
  week: (from: string, to: string) => [...videoProjectKeys.all, from, to] as const,
};

export const invalidateVideoProjects = (queryClient: QueryClient): Promise<void> => queryClient.invalidateQueries({ queryKey: videoProjectKeys.all });
