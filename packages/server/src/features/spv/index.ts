// The spv feature's only public face: other features, app.ts and main.ts import it from here
// (tests may reach inside). DESIGN.md "Features are modules".
export { spvModule } from './spv.module.js';
export type { SpvTuning } from './spv-uploads.js';
export type { SpvService } from './spv.service.js';
