// The forms feature's only public face: other features, app.ts and main.ts import it from here
// (tests may reach inside). DESIGN.md "Features are modules".
export { seedCatalog } from './catalog.js';
// SQL fragments other features' queries are built with (one statement, not a call per row).
export { includedByAddon, localizedText } from './forms.repo.js';
export { createFormsService, type FormsService, type UsableForm } from './forms.service.js';
export { formsModule } from './forms.module.js';
