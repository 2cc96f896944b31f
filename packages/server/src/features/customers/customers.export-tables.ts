import { sql } from 'kysely';
import { CREATED_AT, CREATED_BY, documentNumber, userEmail, type ExportCoverage } from '../../db/export-coverage.js';

const DERIVED = "derived from the documents' client facts (name, CUI or CNP, phone, e-mail, address), which the export holds; made again by npm run customers:rebuild";
const CUSTOMER = ['customer_id', ['Client (id)', 'Customer (id)', 'Cliente (id)']] as const;

/** The customer directory's tables in the data export: the derived ones left out, what the users recorded kept. */
export const customersExportTables: ExportCoverage = {
  customers: { excluded: DERIVED },
  customer_documents: { excluded: DERIVED },
  customer_merges: {
    csv: {
      file: 'customer-merges',
      title: ['clienți uniți', 'merged customers', 'clienti uniti'],
      columns: [
        CUSTOMER,
        ['merged_id', ['Unit din (id)', 'Merged from (id)', 'Unito da (id)']],
        ['merged_name', ['Nume unit', 'Merged name', 'Nome unito']],
        ['into_document', ['Primul document al clientului', "The customer's first document", 'Primo documento del cliente']],
        ['from_document', ['Primul document unit', 'First merged document', 'Primo documento unito']],
        CREATED_BY,
        CREATED_AT,
        ['undone_at', ['Anulat la', 'Undone at', 'Annullato il']],
      ],
      rows: (b) =>
        sql`select m.customer_id, m.merged_id, m.merged_name, ${documentNumber('m.into_document')} as into_document, ${documentNumber('m.from_document')} as from_document,
              ${userEmail('m.created_by')} as created_by, m.created_at, m.undone_at
            from customer_merges m where m.business_id = ${b} order by m.created_at, m.id`,
    },
  },
  customer_consents: {
    csv: {
      file: 'customer-consents',
      title: ['acordul clienților pentru mementouri (istoric)', "customers' consent to reminders (history)", 'consenso dei clienti ai promemoria (storico)'],
      columns: [
        CUSTOMER,
        ['keys', ['Identificat prin', 'Known by', 'Identificato da']],
        ['reminders', ['Acord', 'Consent', 'Consenso']],
        ['how', ['Cum a fost dat', 'How it was given', 'Come è stato dato']],
        ['given_at', ['Dat la', 'Given at', 'Dato il']],
        ['recorded_at', ['Înregistrat la', 'Recorded at', 'Registrato il']],
        ['recorded_by', ['Înregistrat de', 'Recorded by', 'Registrato da']],
      ],
      rows: (b) =>
        sql`select k.customer_id, array_to_string(k.keys, ' ') as keys, k.reminders, k.how, k.given_at, k.recorded_at, ${userEmail('k.recorded_by')} as recorded_by
            from customer_consents k where k.business_id = ${b} order by k.recorded_at, k.id`,
    },
  },
  customer_erasures: {
    csv: {
      file: 'customer-erasures',
      title: ['ștergeri de date ale clienților', "erasures of customers' data", 'cancellazioni dei dati dei clienti'],
      columns: [
        CUSTOMER,
        ['erased_by', ['Șters de', 'Erased by', 'Cancellato da']],
        ['erased_at', ['Șters la', 'Erased at', 'Cancellato il']],
        ['erased_documents', ['Documente șterse', 'Erased documents', 'Documenti cancellati']],
        ['kept_documents', ['Documente păstrate (facturi)', 'Documents kept (invoices)', 'Documenti conservati (fatture)']],
      ],
      rows: (b) =>
        sql`select e.customer_id, ${userEmail('e.erased_by')} as erased_by, e.erased_at,
              (select string_agg(d.number, ' ' order by d.number) from documents d where d.id = any(e.erased_documents)) as erased_documents,
              (select string_agg(d.number, ' ' order by d.number) from documents d where d.id = any(e.kept_documents)) as kept_documents
            from customer_erasures e where e.business_id = ${b} order by e.erased_at, e.id`,
    },
  },
};
