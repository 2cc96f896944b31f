import { sql } from 'kysely';
import { userEmail, documentNumber, CREATED_AT, CREATED_BY, DOCUMENT, EMAIL, LOCALE, UPDATED_AT, SENT_AT, type ExportCoverage } from '../../db/export-coverage.js';

/** The appointments feature's tables in the data export (GDPR art. 20): exported as data/<file>.csv, or left out with the reason. */
export const appointmentsExportTables: ExportCoverage = {
  working_hours: {
    csv: {
      file: 'working-hours',
      title: ['programul de lucru', 'working hours', 'orario di lavoro'],
      columns: [
        ['weekday', ['Ziua săptămânii (1 = luni)', 'Weekday (1 = Monday)', 'Giorno (1 = lunedì)']],
        ['working', ['Zi lucrătoare', 'Working day', 'Giorno lavorativo']],
        ['open_at', ['Deschide la', 'Opens at', 'Apre alle']],
        ['close_at', ['Închide la', 'Closes at', 'Chiude alle']],
        ['available_hours', ['Ore disponibile', 'Hours available', 'Ore disponibili']],
        ['updated_by', ['Modificat de', 'Changed by', 'Modificato da']],
        UPDATED_AT,
      ],
      rows: (b) =>
        sql`select w.weekday, w.working, w.open_at, w.close_at, w.available_hours::text as available_hours, ${userEmail('w.updated_by')} as updated_by, w.updated_at
            from working_hours w where w.business_id = ${b} order by w.weekday`,
    },
  },
  closed_days: {
    csv: {
      file: 'closed-days',
      title: ['zilele închise', 'closed days', 'giorni di chiusura'],
      columns: [['day', ['Ziua', 'Day', 'Giorno']], ['note', ['Notă', 'Note', 'Nota']], CREATED_BY, CREATED_AT],
      rows: (b) => sql`select to_char(c.day, 'YYYY-MM-DD') as day, c.note, ${userEmail('c.created_by')} as created_by, c.created_at from closed_days c where c.business_id = ${b} order by c.day`,
    },
  },
  appointment_mails: {
    csv: {
      file: 'appointment-mails',
      title: ['confirmările de programare trimise', 'appointment confirmations sent', 'conferme di appuntamento inviate'],
      columns: [DOCUMENT, EMAIL, LOCALE, ['sent_by', ['Trimis de', 'Sent by', 'Inviato da']], SENT_AT],
      rows: (b) =>
        sql`select ${documentNumber('m.document_id')} as document, m.email, m.locale, ${userEmail('m.sent_by')} as sent_by, m.sent_at
            from appointment_mails m where m.business_id = ${b} order by m.sent_at, m.id`,
    },
  },
  calendar_feeds: {
    csv: {
      file: 'calendar-feed',
      title: ['fluxul de calendar (fără adresa lui secretă)', 'the calendar feed (without its secret address)', 'il feed del calendario (senza il suo indirizzo segreto)'],
      columns: [CREATED_BY, CREATED_AT, ['last_used_at', ['Folosit ultima dată la', 'Last used at', 'Ultimo uso il']]],
      // That a feed exists, never its token or URL; a revoked feed's row is deleted, so no row is "none or revoked".
      rows: (b) => sql`select ${userEmail('f.created_by')} as created_by, f.created_at, f.last_used_at from calendar_feeds f where f.business_id = ${b}`,
    },
  },
  appointment_progress: {
    csv: {
      file: 'appointment-progress',
      title: ['sosirea mașinilor programate și începerea lucrului', 'booked cars arrived and work started', 'arrivo delle auto prenotate e inizio lavori'],
      columns: [
        DOCUMENT,
        ['arrived_at', ['Sosită la', 'Arrived at', 'Arrivata il']],
        ['started_at', ['Lucru început la', 'Work started at', 'Lavoro iniziato il']],
        ['updated_by', ['Modificat de', 'Changed by', 'Modificato da']],
        UPDATED_AT,
      ],
      rows: (b) =>
        sql`select ${documentNumber('p.document_id')} as document, p.arrived_at, p.started_at, ${userEmail('p.updated_by')} as updated_by, p.updated_at
            from appointment_progress p where p.business_id = ${b} order by p.updated_at, p.document_id`,
    },
  },
  appointment_slots: { excluded: "derived: each appointment document's day and hours, written by a trigger from the document (exported in applications/)" },
};
