import { installSql } from '../functions/index.js';

/**
 * Issue 31's performance (bench/benchmarks/directories.ts): what the directories add to a save, and
 * Today's "cars in the workshop".
 *
 * vehicles_sync_document and customers_sync_document (one statement for both after each save,
 * documents' derived-directory.ts) commit without waiting for the disk (synchronous_commit off for
 * their transaction only): the directories are derived from documents already committed, and a
 * crash that loses the last moment's placings leaves them out until the next edit or the rebuild,
 * as a crash between the save and the placing always could. Readers see the placing at once.
 *
 * vehicle_documents.kind: the document's kind (its application version's, stat_form_versions),
 * kept on the link so that Today's "cars in the workshop" (vehicles-workshop.ts) picks the entry
 * sheets and orders, and looks for a later handover or invoice, from the links alone instead of
 * reading each document and its version. Filled here for the links already there; a customer
 * directory never filled (a database from before 040, whose fill moved here: the functions' current
 * bodies name this column and call those added here) is made from the documents; a vehicle
 * directory never filled, by migration 046 (vehicles_apply_merges' current body names its columns).
 *
 * vehicles_rebuild places most documents at once (vehicles_place_plates: each plate whose documents
 * are provably one car, in one statement), then the rest one by one as before: the same directory,
 * with the same ids (a rebuild of 100,000 documents was minutes on PGlite, a statement per document
 * of each of ~12 statements). customers_rebuild likewise (customers_place_keys: each CUI/CNP, else
 * phone, whose documents are provably one customer).
 */
export default /* sql */ `
alter table vehicle_documents add column if not exists kind text null;

update vehicle_documents l set kind = s.kind
from documents d join stat_form_versions s on s.form_id = d.form_id and s.version = d.form_version
where d.id = l.document_id and s.kind is not null;

${installSql(['vehicles_place_document', 'vehicles_place_plates', 'vehicles_rebuild', 'vehicles_sync_document', 'customers_sync_document', 'customers_place_keys', 'customers_rebuild'])}

select customers_rebuild(id) from businesses where not exists (select 1 from customer_documents) order by id;
`;
