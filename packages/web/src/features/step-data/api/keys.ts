import { ROOT } from './invalidate';

/** The step-data tab's query keys (its definitions of forms are documents' formKeys.form). */
export const stepDataKeys = {
  all: ROOT,
  entries: (params: object) => [...stepDataKeys.all, 'entries', params] as const,
  overview: () => [...stepDataKeys.all, 'overview'] as const,
  names: () => [...stepDataKeys.all, 'names'] as const,
};
