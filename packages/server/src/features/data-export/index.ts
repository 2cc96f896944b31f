// The data-export feature's only public face: other features, app.ts and main.ts import it from here
// (tests may reach inside). DESIGN.md "Features are modules".
export type { DataExportTuning } from './data-export.service.js';
export { dataExportModule } from './data-export.module.js';
