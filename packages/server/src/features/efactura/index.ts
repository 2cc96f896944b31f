// The efactura feature's only public face: other features, app.ts and main.ts import it from here
// (tests may reach inside). DESIGN.md "Features are modules".
export { efacturaModule } from './efactura.module.js';
export { downloadDisposition, type EfacturaService, type SpvInvoice } from './efactura.service.js';
export { all, parseXml, readInvoiceNumber, val, type El } from './xml-query.js';
export type { MonthZipFile, MonthZipFiles } from './month-zip.js';
