import type { QueryClient } from '@tanstack/react-query';

/** The tags' query keys. */
export const tagKeys = {
  all: ['user', 'tags'] as const,
  autoTag: () => [...tagKeys.all, 'auto-tag'] as const,
  document: (documentId: string) => [...tagKeys.all, 'document', documentId] as const,
};

export const invalidateTags = (queryClient: QueryClient): Promise<void> => queryClient.invalidateQueries({ queryKey: tagKeys.all });
