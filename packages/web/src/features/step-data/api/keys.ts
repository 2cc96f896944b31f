import type { QueryClient } from '@tanstack/react-query';

/** The step-data tab's query keys (its definitions of forms are documents' formKeys.form). */
export const stepDataKeys = {
  all: ['step-data'] as const,
  entries: (params: object) => [...stepDataKeys.all, 'entries', params] as const,
  overview: () => [...stepDataKeys.all, 'overview'] as const,
  names: () => [...stepDataKeys.all, 'names'] as const,
};

/** A document was saved or deleted: every step's entries may have changed. */
export const invalidateStepData = (queryClient: QueryClient): Promise<void> => queryClient.invalidateQueries({ queryKey: stepDataKeys.all });
