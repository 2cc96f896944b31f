import { sql } from 'kysely';
import { userEmail, documentNumber, tagName, CREATED_AT, CREATED_BY, DOCUMENT, TAG, VEHICLE, type ExportCoverage } from '../../db/export-coverage.js';

/** The tags feature's tables in the data export (GDPR art. 20): exported as data/<file>.csv, or left out with the reason. */
export const tagsExportTables: ExportCoverage = {
  service_tags: {
    csv: {
      file: 'tags',
      title: ['etichetele de service', 'service tags', 'etichette di servizio'],
      columns: [
        ['name', ['Denumire', 'Name', 'Nome']],
        ['interval_months', ['Interval (luni)', 'Interval (months)', 'Intervallo (mesi)']],
        ['aliases', ['Alte denumiri', 'Aliases', 'Altri nomi']],
        CREATED_BY,
        CREATED_AT,
        ['updated_at', ['Modificată la', 'Changed at', 'Modificata il']],
      ],
      rows: (b) =>
        sql`select t.name, t.interval_months, t.aliases, ${userEmail('t.created_by')} as created_by, t.created_at, t.updated_at
            from service_tags t where t.business_id = ${b} order by t.created_at, t.id`,
    },
  },
  document_tags: {
    csv: {
      file: 'document-tags',
      title: ['etichetele documentelor', "the documents' tags", 'le etichette dei documenti'],
      columns: [
        DOCUMENT,
        TAG,
        VEHICLE,
        ['service_date', ['Data service-ului', 'Service date', 'Data del servizio']],
        ['source', ['Pusă', 'Added', 'Aggiunta']],
        CREATED_AT,
      ],
      rows: (b) =>
        sql`select ${documentNumber('x.document_id')} as document, ${tagName('x.tag_id')} as tag, x.vehicle_key, to_char(x.service_date, 'YYYY-MM-DD') as service_date, x.source, x.created_at
            from document_tags x where x.business_id = ${b} order by x.created_at, x.document_id, x.tag_id`,
    },
  },
  document_tag_removals: {
    csv: {
      file: 'document-tags-removed',
      title: ['etichetele scoase de mână', 'tags taken off by hand', 'etichette tolte a mano'],
      columns: [DOCUMENT, TAG, ['removed_at', ['Scoasă la', 'Removed at', 'Tolta il']]],
      rows: (b) =>
        sql`select ${documentNumber('x.document_id')} as document, ${tagName('x.tag_id')} as tag, x.removed_at
            from document_tag_removals x where x.business_id = ${b} order by x.removed_at, x.document_id, x.tag_id`,
    },
  },
};
