import type { QueryClient } from '@tanstack/react-query';

// Apart from keys.ts: the app shell calls the helper (app/feature-links.ts), and a module goes
// whole into the first page's chunk; the factory stays with the pages that use it.
export const ROOT = ['appointments'] as const;

/** Something the calendar shows changed (an appointment's document was saved): all of it. */
export const invalidateAppointments = (queryClient: QueryClient): Promise<void> => queryClient.invalidateQueries({ queryKey: ROOT });
