// The step-data feature's public face: the only file the app, the routes and other features import from it.
export { stepDataKeys, invalidateStepData } from './api/keys';
export { DataPanel } from './components/data-panel';
