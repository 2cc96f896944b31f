// The applications feature's public face: the only file the app, the routes and other features import from it.
export { useCatalogEntries } from './api/get-catalog';
export { useForms } from './api/get-forms';
export { catalogKeys, formRequestKeys, invalidateCatalog } from './api/keys';
export { AppCard } from './components/app-card';
export { ApplicationsPanel } from './components/applications-panel';
export { CatalogActions, PreviewButton } from './components/catalog-actions';
export { CatalogAppView } from './components/catalog-app-view';
export { CatalogView } from './components/catalog-view';
export { estimateForm } from './estimate-form';
export { useAccessStates } from './use-access-states';
export { useHasApplication } from './use-has-application';
