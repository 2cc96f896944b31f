import { sql } from 'kysely';
import { formKey, APPLICATION, LAST_NUMBER, type ExportCoverage } from '../../db/export-coverage.js';

/** The documents feature's tables in the data export (GDPR art. 20): exported as data/<file>.csv, or left out with the reason. */
export const documentsExportTables: ExportCoverage = {
  documents: { in: 'applications/<application>/documents.csv, documents.json, pdf/' },
  document_series: {
    csv: {
      file: 'number-series',
      title: ['seriile de numerotare', 'number series', 'serie di numerazione'],
      columns: [
        ['series', ['Serie', 'Series', 'Serie']],
        LAST_NUMBER,
      ],
      rows: (b) => sql`select s.series, s.last_number from document_series s where s.business_id = ${b} order by s.series`,
    },
  },
  document_counters: {
    csv: {
      file: 'number-counters',
      title: ['numerotarea fiecărei aplicații', "each application's numbering", 'la numerazione di ogni applicazione'],
      columns: [
        APPLICATION,
        LAST_NUMBER,
      ],
      rows: (b) => sql`select ${formKey('c.form_id')} as application, c.last_number from document_counters c where c.business_id = ${b} order by 1, c.form_id`,
    },
  },
  idempotency_keys: { excluded: 'transient: replayed answers to retried requests, kept hours' },
  public_submissions: { excluded: 'not a business’s: forms filled in on the public site by visitors' },
  public_submission_counters: { excluded: 'not a business’s: numbering of the public site’s forms' },
};
