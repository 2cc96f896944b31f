// The admin feature's public face: the only file the app, the routes and other features import from it.
export { adminKeys, invalidateAdmin } from './api/keys';
export { AdminTabs } from './components/admin-tabs';
