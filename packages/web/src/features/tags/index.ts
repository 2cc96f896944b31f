// The tags feature's public face: the only file the app, the routes and other features import from it.
export { invalidateTags, tagKeys } from './api/keys';
export { needsNotificari, useTags } from './api/tags';
export { AutoTagCard } from './components/auto-tag-card';
export { DocumentTags } from './components/document-tags';
export { TagsManager } from './components/tags-manager';
