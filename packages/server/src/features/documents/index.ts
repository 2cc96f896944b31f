// The documents feature's only public face: other features, app.ts and main.ts import it from here
// (tests may reach inside). DESIGN.md "Features are modules".
export type { DocumentHook, SavedDocumentInfo } from './document-hooks.js';
export { rebuildEachBusiness, type DerivedDirectory } from './derived-directory.js';
export type { IssueDayCursor } from './documents.repo.js';
export type { DocumentsService } from './documents.service.js';
export { documentsModule } from './documents.module.js';
export type { PdfService } from './pdf.service.js';
