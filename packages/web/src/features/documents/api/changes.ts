import type { QueryClient } from '@tanstack/react-query';

/** What a document's change means to the features that show documents' facts (registered by the routes). */
export type DocumentChange = 'saved' | 'deleted';
type Dependent = (queryClient: QueryClient, change: DocumentChange) => void;
const dependents = new Set<Dependent>();

/**
 * Documents is the hub and imports none of the features whose queries show its facts (the
 * appointments' calendar, step-data's entries): they register here (routes/document-links.ts), and
 * documents calls them after each save or deletion.
 */
export const onDocumentsChanged = (dependent: Dependent): (() => void) => {
  dependents.add(dependent);
  return () => void dependents.delete(dependent);
};

export const documentsChanged = (queryClient: QueryClient, change: DocumentChange): void => {
  for (const dependent of dependents) dependent(queryClient, change);
};
