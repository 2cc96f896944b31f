import { makeInvoiceFiles } from './invoice-files.js';

/** Worker side of invoiceFilesTask: the PDF pool's worker imports this file and runs its default export. */
export default makeInvoiceFiles;
