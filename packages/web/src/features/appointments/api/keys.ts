import type { QueryClient } from '@tanstack/react-query';

/** The appointments' query keys: the calendar's weeks and days, the working hours, the feed. */
export const appointmentKeys = {
  all: ['appointments'] as const,
  weeks: () => [...appointmentKeys.all, 'week'] as const,
  week: (from: string, to: string) => [...appointmentKeys.weeks(), from, to] as const,
  availability: (date: string | undefined) => [...appointmentKeys.all, 'availability', date] as const,
  calendarFeed: () => [...appointmentKeys.all, 'calendar-feed'] as const,
  workingHours: () => [...appointmentKeys.all, 'working-hours'] as const,
  closedDays: () => [...appointmentKeys.all, 'closed-days'] as const,
};

/** Something the calendar shows changed (an appointment's document was saved): all of it. */
export const invalidateAppointments = (queryClient: QueryClient): Promise<void> => queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
