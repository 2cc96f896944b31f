import type { QueryClient } from '@tanstack/react-query';

/**
 * The documents' query keys, and the forms' (the definitions documents are made from, their past
 * entries and counts; applications' lists and step-data's definitions live under them too, so a
 * deleted document refreshes them all). Other features build their keys here and refresh
 * documents through `invalidateDocuments`, never with a literal key.
 */
export const documentKeys = {
  all: ['documents'] as const,
  lists: () => [...documentKeys.all, 'list'] as const,
  list: (params: object) => [...documentKeys.lists(), 'all', params] as const,
  search: (params: object) => [...documentKeys.lists(), 'search', params] as const,
  one: (documentId: string) => [...documentKeys.all, 'one', documentId] as const,
};

export const formKeys = {
  all: ['forms'] as const,
  /** Everything of one form; alone, step-data's definition of it. */
  form: (formId: string) => [...formKeys.all, formId] as const,
  definition: (formId: string, version: number | undefined) => [...formKeys.form(formId), version ?? 'current'] as const,
  submissionCount: (formId: string) => [...formKeys.form(formId), 'submission-count'] as const,
  pastEntries: (formId: string, step: string, limit: number) => [...formKeys.form(formId), 'past-entries', step, limit] as const,
  arrayItems: (formId: string, field: string, term: string, limit: number) => [...formKeys.form(formId), 'array-items', field, term, limit] as const,
  /** The applications' lists of forms. */
  lists: () => [...formKeys.all, 'list'] as const,
  list: (locale: string) => [...formKeys.lists(), locale] as const,
  requestable: (locale: string, filters: object) => [...formKeys.lists(), 'requestable', locale, filters] as const,
};

export const openFormKeys = { one: (formId: string) => ['open-forms', formId] as const };
export const publicSubmissionKeys = { one: (submissionId: string) => ['public-submissions', submissionId] as const };

/** Documents changed outside this feature: all of them, or the lists and one document. */
export const invalidateDocuments = async (queryClient: QueryClient, only?: { lists: true; documentId?: string }): Promise<void> => {
  if (!only) return queryClient.invalidateQueries({ queryKey: documentKeys.all });
  await Promise.all([
    only.documentId ? queryClient.invalidateQueries({ queryKey: documentKeys.one(only.documentId) }) : undefined,
    queryClient.invalidateQueries({ queryKey: documentKeys.lists() }),
  ]);
};
