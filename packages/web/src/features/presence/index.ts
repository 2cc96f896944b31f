// The presence feature's public face: the only file the app, the routes and other features import from it.
export { presenceKeys } from './api/keys';
export { OnlineNowPanel } from './components/online-now-panel';
export { PresenceSlot } from './presence-slot';
export { onServerEvent } from './server-events';
