// The customers feature's only public face: other features, app.ts and main.ts import it from here
// (tests may reach inside). DESIGN.md "Features are modules".
// The top bar's find box searches customers through `customers.find(scope, text, limit)`.
export type { CustomersService } from './customers.service.js';
export { customersModule } from './customers.module.js';
