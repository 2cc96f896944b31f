// The appointments feature's only public face: other features, app.ts and main.ts import it from here
// (tests may reach inside). DESIGN.md "Features are modules".
export { appointmentsModule } from './appointments.module.js';
export type { AppointmentsService } from './appointments.service.js';
