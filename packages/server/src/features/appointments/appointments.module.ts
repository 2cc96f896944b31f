import { APPOINTMENTS_ERRORS, APPOINTMENTS_MESSAGES } from '@atelier/core';
import { defineModule } from '../../modules.js';
import { documentsModule } from '../documents/index.js';
import { formsModule } from '../forms/index.js';
import { appointmentsExportTables } from './appointments.export-tables.js';
import { appointmentsCustomerData } from './appointments.customer-data.js';
import { appointmentsRoutes } from './appointments.routes.js';
import { createAppointmentsService } from './appointments.service.js';
import { bookingHook } from './bookings.js';
import { createCalendarFeedService } from './calendar-feed.service.js';
import { createConfirmationMails } from './confirmation-mail.js';
import { createVideoPlannerService } from './video-planner.service.js';

/** The appointments feature as the app assembles it (modules.ts). */
export const appointmentsModule = defineModule({
  name: 'appointments',
  errors: APPOINTMENTS_ERRORS,
  errorMessages: APPOINTMENTS_MESSAGES,
  exportTables: appointmentsExportTables,
  customerData: appointmentsCustomerData,
  apiTags: [
    { name: 'appointments', description: 'Appointments, working hours, closed days and availability' },
    { name: 'calendar-feed', description: "A business's private calendar feed (iCalendar) and its address" },
    { name: 'video-planner', description: "The video editor's week of projects" },
  ],
  // The private calendar feed's address: <token>.ics.
  secretLinks: ['/api/calendar/:file'],
  access: {
    'GET /api/user/working-hours': 'user',
    'PUT /api/user/working-hours': 'owner',
    'GET /api/user/closed-days': 'user',
    'POST /api/user/closed-days': 'owner',
    'DELETE /api/user/closed-days/:id': 'owner',
    'GET /api/user/appointments': 'user',
    'GET /api/user/appointments/availability': 'user',
    'POST /api/user/appointments/:id/reschedule': 'user',
    'POST /api/user/appointments/:id/complete': 'user',
    'POST /api/user/appointments/:id/stage': 'user',
    'POST /api/user/appointments/:id/confirmation': 'user',
    'GET /api/user/calendar-feed': 'owner',
    'POST /api/user/calendar-feed': 'owner',
    'DELETE /api/user/calendar-feed': 'owner',
    'GET /api/calendar/:file': 'public',
    'GET /api/user/video-projects': 'user',
    'POST /api/user/video-projects/:id/status': 'user',
  },
  create: async ({ config, db, counters, mailer, now, log, use }) => {
    const { forms } = await use(formsModule);
    const { documents } = await use(documentsModule);
    // A dated appointment's slot and overbooking check commit with the document.
    documents.registerHook(bookingHook);
    return {
      appointments: createAppointmentsService({ db, forms, documents, now }),
      calendarFeed: createCalendarFeedService({ db, counters, publicUrl: config.publicUrl, now }),
      confirmations: createConfirmationMails({ db, mailer, now, log }),
      videoPlanner: createVideoPlannerService({ db, forms, documents, now }),
    };
  },
  routes: (api, services) => appointmentsRoutes(api, services),
});
