import type { QueryClient } from '@tanstack/react-query';

/** SPV's (issue 30) query keys: the connection, an invoice's uploads, the suppliers' invoices received. */
export const spvKeys = {
  all: ['user', 'spv'] as const,
  status: () => [...spvKeys.all, 'status'] as const,
  uploads: (documentId: string) => [...spvKeys.all, 'uploads', documentId] as const,
  received: () => [...spvKeys.all, 'received'] as const,
  receivedList: (params: { query: string; skip: number; limit: number }) => [...spvKeys.received(), 'list', params] as const,
  receivedOne: (id: string) => [...spvKeys.received(), 'one', id] as const,
  receivedSync: () => [...spvKeys.received(), 'sync'] as const,
  receivedLines: (query: string) => [...spvKeys.received(), 'lines', query] as const,
};

/** The connection or an upload changed: everything SPV shows may differ. */
export const invalidateSpv = (queryClient: QueryClient): Promise<void> => queryClient.invalidateQueries({ queryKey: spvKeys.all });
