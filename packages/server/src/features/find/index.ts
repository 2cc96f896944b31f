// The find feature's only public face: app-modules.ts, and the features that add a group to the
// top bar's find box, import it from here (tests may reach inside). DESIGN.md "Features are modules".
export type { FindProvider, FindService } from './find.service.js';
export { findModule } from './find.module.js';
