// The appointments feature's public face: the only file the app, the routes and other features import from it.
export { useSetStage, useWeek } from './api/appointments';
export { useWorkingHours } from './api/working-hours';
export { appointmentKeys, invalidateAppointments } from './api/keys';
export { AppointmentSaveProblem } from './components/appointment-save-problem';
export { AvailableHoursWidget } from './components/available-hours-widget';
export { CalendarFeedCard } from './components/calendar-feed-card';
export { FromAppointmentLink } from './components/from-appointment-link';
export { PlanningLinks } from './components/planning-links';
export { WeekCalendar } from './components/week-calendar';
export { WorkingHoursCard } from './components/working-hours-card';
export { devizFromAppointmentPath, localToday, newAppointmentPath } from './paths';
export { useWorkingHoursPrompt } from './use-working-hours-prompt';
export { isAppointmentForm, seedForSlot, seedFromAppointment } from './seed';
export { holidayName } from './closed-reason';
