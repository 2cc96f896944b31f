// The forms feature's only public face: other features, app.ts and main.ts import it from here
// (tests may reach inside). DESIGN.md "Features are modules".
export { createCatalogSamples } from './catalog-samples.js';
export { seedCatalog } from './catalog.js';
export { formRequestsRoutes } from './form-requests.routes.js';
export { createFormRequestsService } from './form-requests.service.js';
export { findFormByKey, findFormForUser, includedByAddon, localizedText } from './forms.repo.js';
export { formsRoutes } from './forms.routes.js';
export { createFormsService, type FormsService, type UsableForm } from './forms.service.js';
export * as formsRepo from './forms.repo.js';
