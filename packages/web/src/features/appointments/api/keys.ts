import { ROOT } from './invalidate';

/** The appointments' query keys: the calendar's weeks and days, the working hours, the feed. */
export const appointmentKeys = {
  all: ROOT,
  weeks: () => [...appointmentKeys.all, 'week'] as const,
  week: (from: string, to: string) => [...appointmentKeys.weeks(), from, to] as const,
  availability: (date: string | undefined) => [...appointmentKeys.all, 'availability', date] as const,
  calendarFeed: () => [...appointmentKeys.all, 'calendar-feed'] as const,
  workingHours: () => [...appointmentKeys.all, 'working-hours'] as const,
  closedDays: () => [...appointmentKeys.all, 'closed-days'] as const,
};
