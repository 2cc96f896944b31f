import type { QueryClient } from '@tanstack/react-query';

/** The registry's (issue 18) query keys. */
export const registryKeys = {
  all: ['user', 'registry'] as const,
  status: () => [...registryKeys.all, 'status'] as const,
  codes: () => [...registryKeys.all, 'codes'] as const,
  documentLists: () => [...registryKeys.all, 'documents'] as const,
  documents: (filter: object) => [...registryKeys.documentLists(), filter] as const,
};

/** New credentials: everything the registry shows may differ. */
export const invalidateRegistry = (queryClient: QueryClient): Promise<void> => queryClient.invalidateQueries({ queryKey: registryKeys.all });
