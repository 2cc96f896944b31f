// The account feature's only public face: other features, app.ts and main.ts import it from here
// (tests may reach inside). DESIGN.md "Features are modules".
export type { AccountService } from './account.service.js';
export { accountModule } from './account.module.js';
