// The documents feature's public face: the only file the app, the routes and other features import from it.
// Documents is the hub: it imports no other business feature; they join its editor through slots.
import { lazyPage } from '../../lib/lazy-page';

export { useDocument } from './api/get-document';
export { useForm } from './api/get-form';
export { useOpenForm } from './api/get-open-form';
export { usePublicSubmission } from './api/get-public-submission';
export { type DocumentChange, documentsChanged, onDocumentsChanged } from './api/changes';
export { documentKeys, formKeys, invalidateDocuments } from './api/keys';
export { carryOver, startDataWith } from './carry-over';
export { DocumentEditor } from './components/document-editor';
export type { EditorSlots, HistorySlots } from './components/editor-slots';
export { HistoryPanel } from './components/history-panel';
export { LatestDocumentPdf } from './components/latest-document-pdf';
export { ProblemAlert } from './components/problem-alert';
export { PublicSteps } from './components/public-steps';
export { PublicSubmissionView } from './components/public-submission-view';
export { SubmissionCountText } from './components/submission-count-text';
export { emitDocumentAction, generatePdf, showDocumentField, useDocumentActivity, usePdfDialog } from './document-actions';
export { isNewDocumentSearch, newDocumentPath } from './new-document-path';
export { describePublicError } from './public-errors';
export { type DocumentSeed, applySeed, roleValue } from './seed';
export { useFormTitle, useTabTitle } from './title-lookup';

// The PDF question is fetched when first opened, not part of the first page.
export const GeneratePdfDialog = /* @__PURE__ */ lazyPage(() => import('./components/generate-pdf-dialog').then((m) => m.GeneratePdfDialog));
