// The registry feature's only public face: other features, app.ts and main.ts import it from here
// (tests may reach inside). DESIGN.md "Features are modules".
export { registryRoutes } from './registry.routes.js';
export { createRegistryService } from './registry.service.js';
export { createSecretBox } from './secret-box.js';
