import type { Locale } from '@atelier/core';
import type { QueryClient } from '@tanstack/react-query';

/** The sharing's query keys: the workshop's view of a document's links, sends and answers; the customer's page. */
export const sharingKeys = {
  all: ['user', 'sharing'] as const,
  document: (documentId: string) => [...sharingKeys.all, 'document', documentId] as const,
  /** The applications an answer's approved lines can go to, titles in a language. */
  carryTargets: (documentId: string, answerId: string, locale: Locale) => [...sharingKeys.document(documentId), 'answer', answerId, 'carry-targets', locale] as const,
  /** A new document's start in an application, from an answer's approved lines. */
  carry: (documentId: string, answerId: string, formId: string) => [...sharingKeys.document(documentId), 'answer', answerId, 'carry', formId] as const,
  /** The customer's page of a link in a language (no account: not under 'user'). */
  customerPage: (token: string, locale: Locale | undefined) => ['public', 'share', token, locale ?? 'as-sent'] as const,
};

/** Everything the workshop sees of its documents' sharing (a customer opened or answered a link). */
export const invalidateSharing = (queryClient: QueryClient): Promise<void> => queryClient.invalidateQueries({ queryKey: sharingKeys.all });
