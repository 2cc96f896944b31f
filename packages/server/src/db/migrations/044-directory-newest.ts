import { installSql } from '../functions/index.js';

/**
 * Issue 31's performance (bench/benchmarks/directories.ts): a save's time with the directories.
 *
 * vehicles_sync_document and customers_sync_document (after each save) recounted the car's and the
 * customer's row from all their documents (vehicles_refresh, customers_refresh: a statement of a
 * dozen ordered aggregates, planned again on every call for the vehicle or customer it is given),
 * about half of what the directories added to a save. A new document that is the newest of its car
 * or customer and names it by keys it had already (a workshop's usual save: the next visit of a
 * known car) now changes that row in one update: one more document, its day the last, its facts
 * the newest; the same row the recount makes. Every other placing (an edit, a document dated before
 * the newest, a new car, customer, plate, VIN or key, a join) recounts as before.
 *
 * customers_place_keys (the rebuild's bulk placing) also takes at once the people whose phone is
 * written both with and without their CNP or CUI (a workshop's usual regular: the CNP on the
 * invoice, not on the entry sheet), when that phone goes with one CNP or CUI only: they were placed
 * one by one (a statement per document of a dozen), half of a rebuild of 100,000 documents. The
 * customer's id follows the one-by-one placing's rules (the function's comment), so the directory
 * is the same.
 */
export default /* sql */ `
${installSql(['vehicles_sync_document', 'customers_sync_document', 'customers_place_keys'])}
`;
