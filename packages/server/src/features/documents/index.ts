// The documents feature's only public face: other features, app.ts and main.ts import it from here
// (tests may reach inside). DESIGN.md "Features are modules".
export type { DocumentHook, SavedDocumentInfo } from './document-hooks.js';
export { findOwnDocument, type IssueDayCursor } from './documents.repo.js';
export { documentsRoutes } from './documents.routes.js';
export { createDocumentsService, type DocumentsService } from './documents.service.js';
export { createIdempotency } from './idempotency.js';
export { pdfRoutes } from './pdf.routes.js';
export { createPdfService } from './pdf.service.js';
export { publicSubmissionsRoutes } from './public-submissions.routes.js';
export { createPublicSubmissionsService } from './public-submissions.service.js';
export { stepDataRoutes } from './step-data.routes.js';
export { createStepDataService } from './step-data.service.js';
