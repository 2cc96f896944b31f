// The reminders feature's only public face: other features, app.ts and main.ts import it from here
// (tests may reach inside). DESIGN.md "Features are modules".
export { workshopOf, type Workshop } from './workshop.js';
export { remindersModule } from './reminders.module.js';
export type { RemindersService } from './reminders.service.js';
