// The account feature's only public face: other features, app.ts and main.ts import it from here
// (tests may reach inside). DESIGN.md "Features are modules".
export { accountDeletionRoutes } from './account-deletion.routes.js';
export { createAccountDeletionService } from './account-deletion.service.js';
export { createAccountSettingsService } from './account-settings.service.js';
export { setTrialEnd } from './account.repo.js';
export { accountRoutes } from './account.routes.js';
export { createAccountService } from './account.service.js';
