import { installSql } from '../functions/index.js';

/**
 * Issue 31's performance (bench/benchmarks/directories.ts): the directories' look-ups stay on their
 * indexes in a rebuild, and a client's name is looked up only among the documents that give a name
 * alone, where only such a customer can match.
 *
 * vehicles_rebuild and customers_rebuild run with sequential scans off (their SET clause, for the
 * call only): a rebuild starts from an empty directory, so the first documents' look-ups were
 * planned for a table of a few rows, and plpgsql kept those plans (a sequential scan of the growing
 * table for each document: the rebuild grew with the square of the documents, 29 s for 10,000 on
 * PGlite). Every look-up they make has its index.
 *
 * customer_documents_name_only_idx: the documents whose client has a name and no CUI, CNP, phone or
 * e-mail. customers_place_document (every save that names a client, and each document of a
 * rebuild) joins a client who gave a phone, e-mail, CUI or CNP to a customer of the same name only
 * when that customer is known by its name alone, so all of that customer's documents are such
 * documents: it now reads those, where it read every document of the name (thousands for a common
 * name). The customers it finds are the same.
 */
export default /* sql */ `
create index customer_documents_name_only_idx on customer_documents (business_id, name_key, customer_id)
  where name_key is not null and id_key is null and phone_key is null and email_key is null;

${installSql(['customers_place_document', 'vehicles_rebuild', 'customers_rebuild'])}
`;
