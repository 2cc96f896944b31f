// The registry feature's public face: the only file the app, the routes and other features import from it.
export { AutopassPanel } from './components/autopass-panel';
