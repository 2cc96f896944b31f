// The data-export feature's public face: the only file the app, the routes and other features import from it.
export { exportKeys } from './api/keys';
export { ExportCard } from './components/export-card';
