// The appointments feature's only public face: other features, app.ts and main.ts import it from here
// (tests may reach inside). DESIGN.md "Features are modules".
export { appointmentsRoutes } from './appointments.routes.js';
export { createAppointmentsService } from './appointments.service.js';
export { bookingHook } from './bookings.js';
export { createCalendarFeedService } from './calendar-feed.service.js';
export { createConfirmationMails } from './confirmation-mail.js';
export { createVideoPlannerService } from './video-planner.service.js';
