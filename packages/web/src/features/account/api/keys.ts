import type { QueryClient } from '@tanstack/react-query';

/** The account's query keys (under ['user'], which other features' keys share: no key for "all"). */
export const accountKeys = {
  me: () => ['user', 'me'] as const,
  sessions: () => ['user', 'sessions'] as const,
};

/** Who is signed in changed elsewhere (a confirmed new e-mail): ask again. */
export const invalidateMe = (queryClient: QueryClient): Promise<void> => queryClient.invalidateQueries({ queryKey: accountKeys.me() });
