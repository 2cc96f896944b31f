import type { Locale } from '@atelier/core';
import type { QueryClient } from '@tanstack/react-query';

/** The sharing's query keys: the workshop's view of a document's links, sends and answers; the customer's page. */
export const sharingKeys = {
  all: ['user', 'sharing'] as const,
  document: (documentId: string) => [...sharingKeys.all, 'document', documentId] as const,
  /** The customer's page of a link in a language (no account: not under 'user'). */
  customerPage: (token: string, locale: Locale | undefined) => ['public', 'share', token, locale ?? 'as-sent'] as const,
};

/** Everything the workshop sees of its documents' sharing (a customer opened or answered a link). */
export const invalidateSharing = (queryClient: QueryClient): Promise<void> => queryClient.invalidateQueries({ queryKey: sharingKeys.all });
