import { sql } from 'kysely';
import { userEmail, formKey, CREATED_AT, STATUS, APPLICATION, type ExportCoverage } from '../../db/export-coverage.js';

/** The forms feature's tables in the data export (GDPR art. 20): exported as data/<file>.csv, or left out with the reason. */
export const formsExportTables: ExportCoverage = {
  form_access: {
    csv: {
      file: 'applications',
      title: ['aplicațiile firmei', "the business's applications", "le applicazioni dell'azienda"],
      columns: [
        APPLICATION,
        ['granted_at', ['Acordată la', 'Granted at', 'Concessa il']],
      ],
      rows: (b) => sql`select ${formKey('a.form_id')} as application, a.granted_at from form_access a where a.business_id = ${b} order by a.granted_at, a.form_id`,
    },
  },
  form_requests: {
    csv: {
      file: 'application-requests',
      title: ['aplicațiile cerute', 'applications asked for', 'applicazioni richieste'],
      columns: [
        APPLICATION,
        STATUS,
        ['requested_by', ['Cerută de', 'Asked by', 'Richiesta da']],
        CREATED_AT,
        ['decided_at', ['Decisă la', 'Decided at', 'Decisa il']],
      ],
      rows: (b) =>
        sql`select ${formKey('r.form_id')} as application, r.status, ${userEmail('r.requested_by')} as requested_by, r.created_at, r.decided_at
            from form_requests r where r.business_id = ${b} order by r.created_at, r.id`,
    },
  },
  forms: { excluded: "the operator's catalogue of applications; each document names its application and version" },
  form_versions: { excluded: "the operator's catalogue of application definitions" },
  catalog_seeded: { excluded: 'which catalogue files the installation last published (a hash)' },
};
