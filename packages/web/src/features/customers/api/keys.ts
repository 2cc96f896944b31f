import type { QueryClient } from '@tanstack/react-query';

/** The customers' query keys. */
export const customerKeys = {
  all: ['user', 'customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (q: string, page: number) => [...customerKeys.lists(), q, page] as const,
  detail: (id: string) => [...customerKeys.all, 'detail', id] as const,
};

/** Customers depend on documents another feature saved, edited or deleted: all of them. */
export const invalidateCustomers = (queryClient: QueryClient): Promise<void> => queryClient.invalidateQueries({ queryKey: customerKeys.all });
