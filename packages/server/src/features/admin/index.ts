// The admin feature's only public face: other features, app.ts and main.ts import it from here
// (tests may reach inside). DESIGN.md "Features are modules".
export { adminFormsRoutes } from './admin-forms.routes.js';
export { createAdminFormsService } from './admin-forms.service.js';
export { adminUsersRoutes } from './admin-users.routes.js';
export { createAdminUsersService } from './admin-users.service.js';
