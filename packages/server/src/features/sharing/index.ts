// The sharing feature's only public face: other features, app.ts and main.ts import it from here
// (tests may reach inside). DESIGN.md "Features are modules".
export { customerLines } from './document-view.js';
export type { SharingService } from './sharing.service.js';
export { sharingModule } from './sharing.module.js';
export type { WaitingList } from './sharing-waiting.js';
