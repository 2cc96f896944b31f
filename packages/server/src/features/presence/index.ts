// The presence feature's only public face: other features, app.ts and main.ts import it from here
// (tests may reach inside). DESIGN.md "Features are modules".
export { presenceRoutes } from './presence.routes.js';
export { startPresenceServer } from './presence.socket.js';
export { memoryPresenceStore, redisPresenceStore } from './presence.store.js';
