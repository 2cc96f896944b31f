import type { QueryClient } from '@tanstack/react-query';

/** The reminders' query keys. */
export const reminderKeys = {
  all: ['user', 'reminders'] as const,
  lists: () => [...reminderKeys.all, 'list'] as const,
  list: (due: unknown, q: unknown, page: number) => [...reminderKeys.lists(), due, q, page] as const,
  vehicle: (keys: string) => [...reminderKeys.lists(), 'vehicle', keys] as const,
  untagged: (page: number) => [...reminderKeys.all, 'untagged', page] as const,
  settings: () => [...reminderKeys.all, 'settings'] as const,
  consents: () => [...reminderKeys.all, 'consents'] as const,
};

/** Reminders depend on something another feature changed (a tag and its interval): all of them. */
export const invalidateReminders = (queryClient: QueryClient): Promise<void> => queryClient.invalidateQueries({ queryKey: reminderKeys.all });
