import type { QueryClient } from '@tanstack/react-query';

// Apart from keys.ts: the app shell calls the helper (app/feature-links.ts), and a module goes
// whole into the first page's chunk; the factory stays with the pages that use it.
export const ROOT = ['step-data'] as const;

/** A document was saved or deleted: every step's entries may have changed. */
export const invalidateStepData = (queryClient: QueryClient): Promise<void> => queryClient.invalidateQueries({ queryKey: ROOT });
