// The billing feature's only public face: other features, app.ts and main.ts import it from here
// (tests may reach inside). DESIGN.md "Features are modules".
export { activeAddons, activeAddonsOf } from './subscriptions.repo.js';
export type { SubscriptionsService } from './subscriptions.service.js';
export { billingModule } from './billing.module.js';
