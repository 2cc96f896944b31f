// The efactura feature's only public face: other features, app.ts and main.ts import it from here
// (tests may reach inside). DESIGN.md "Features are modules".
export { companyLookupRoutes } from './company-lookup.routes.js';
export { efacturaRoutes } from './efactura.routes.js';
export { createEfacturaService } from './efactura.service.js';
export { invoiceFilesTask } from './invoice-files.js';
export { createMonthZipJobs } from './month-zip-jobs.js';
export { createMonthZip } from './month-zip.js';
