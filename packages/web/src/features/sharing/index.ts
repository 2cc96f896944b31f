// The sharing feature's public face: the only file the app, the routes and other features import from it.
// Issue 29: a saved document reaches its customer (the Send dialog, the document's state with its
// customer) and the customer's page /d/{token} (approve, decline, sign, or view).
export { invalidateSharing, sharingKeys } from './api/keys';
export { CustomerPage } from './components/customer-page';
