// The registry feature's public face: the only file the app, the routes and other features import from it.
export { invalidateRegistry, registryKeys } from './api/keys';
export { AutopassPanel } from './components/autopass-panel';
