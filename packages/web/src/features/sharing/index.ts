// The sharing feature's public face: the only file the app, the routes and other features import from it.
// Issue 29: a saved document reaches its customer (the Send dialog, the document's state with its
// customer, History's column and filter, live by the presence socket) and the customer's page
// /d/{token} (approve, decline, sign, or view).
export { useAnswerCarry } from './api/answer-carry';
export { invalidateSharing, sharingKeys } from './api/keys';
export { carryPath, carrySource } from './carry-path';
export { CustomerPage } from './components/customer-page';
export { DocumentSharing } from './components/document-sharing';
export { useShareStateHistory } from './components/history-sharing';
export { SendButton } from './components/send-button';
export { ShareStateBadge } from './components/share-state-badge';
export { useLiveSharing } from './live';
