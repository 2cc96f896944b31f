import type { QueryClient } from '@tanstack/react-query';

/** The admin dashboard's query keys (presence's online users live under them too: see presenceKeys). */
export const adminKeys = {
  all: ['admin'] as const,
  users: (search: string, page: number) => [...adminKeys.all, 'users', search, page] as const,
  subscriptions: (userId: string) => [...adminKeys.all, 'subscriptions', userId] as const,
  requests: () => [...adminKeys.all, 'requests'] as const,
  messages: () => [...adminKeys.all, 'messages'] as const,
  messagesPage: (page: number) => [...adminKeys.messages(), page] as const,
  formUsers: (formId: string) => [...adminKeys.all, 'form-users', formId] as const,
  forms: () => [...adminKeys.all, 'forms'] as const,
  step1: (formId: string, page: number) => [...adminKeys.all, 'step1', formId, page] as const,
  statistics: (filter: object) => [...adminKeys.all, 'statistics', filter] as const,
  operator: () => [...adminKeys.all, 'operator'] as const,
};

/** After an admin's change: everything the dashboard shows. */
export const invalidateAdmin = (queryClient: QueryClient): Promise<void> => queryClient.invalidateQueries({ queryKey: adminKeys.all });
