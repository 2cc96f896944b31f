// The sharing feature's public face: the only file the app, the routes and other features import from it.
// Issue 29: a saved document reaches its customer (the Send dialog, the document's state with its
// customer, History's column and filter, live by the presence socket) and the customer's page
// /d/{token} (approve, decline, sign, or view).
import { lazyPage } from '../../lib/lazy-page';

export { invalidateSharing, sharingKeys } from './api/keys';
export { DocumentSharing } from './components/document-sharing';
export { useShareStateHistory } from './components/history-sharing';
export { SendButton } from './components/send-button';
export { ShareStateBadge } from './components/share-state-badge';
export { SHARING_EVENT, useLiveSharing } from './live';

// The customer's page is its own chunk: History and the document page never carry it.
export const CustomerPage = /* @__PURE__ */ lazyPage(() => import('./components/customer-page').then((m) => m.CustomerPage));
