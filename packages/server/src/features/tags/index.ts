// The tags feature's only public face: other features, app.ts and main.ts import it from here
// (tests may reach inside). DESIGN.md "Features are modules".
export { notificariAccess, type NotificariAccess } from './notificari-access.js';
export { FOLD_FROM, FOLD_TO, taggableFormIds } from './tags.repo.js';
export type { AutoTagTuning } from './tags.service.js';
export { tagsModule } from './tags.module.js';
