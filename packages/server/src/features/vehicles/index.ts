// The vehicles feature's only public face: other features, app.ts and main.ts import it from here
// (tests may reach inside). DESIGN.md "Features are modules".
export type { VehiclesService } from './vehicles.service.js';
export { vehiclesModule } from './vehicles.module.js';
