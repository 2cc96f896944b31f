import { sql } from 'kysely';
import { userEmail, tagName, CREATED_AT, TAG, EMAIL, LOCALE, STATUS, SENT_AT, VEHICLE, type ExportCoverage } from '../../db/export-coverage.js';

/** A paper's send named as the reminders list names it (ITP, RCA, Rovinietă). */
const PAPER_NAME = sql`case s.paper when 'itp' then 'ITP' when 'rca' then 'RCA' when 'vignette' then 'Rovinietă' end`;

/** The reminders feature's tables in the data export (GDPR art. 20): exported as data/<file>.csv, or left out with the reason. */
export const remindersExportTables: ExportCoverage = {
  reminder_settings: {
    csv: {
      file: 'reminder-settings',
      title: ['setările mementourilor', 'reminder settings', 'impostazioni dei promemoria'],
      columns: [
        ['upcoming_days', ['Zile înainte în listă', 'Days ahead in the list', "Giorni d'anticipo nell'elenco"]],
        ['mail_enabled', ['E-mailuri către clienți', 'E-mails to customers', 'E-mail ai clienti']],
        ['mail_days_before', ['Zile înainte pentru e-mail', 'Days before for the e-mail', "Giorni prima per l'e-mail"]],
        ['digest_enabled', ['Rezumat săptămânal', 'Weekly digest', 'Riepilogo settimanale']],
        ['sms_enabled', ['SMS către clienți', 'SMS to customers', 'SMS ai clienti']],
        LOCALE,
        ['updated_at', ['Modificate la', 'Changed at', 'Modificate il']],
      ],
      rows: (b) => sql`select s.upcoming_days, s.mail_enabled, s.mail_days_before, s.digest_enabled, s.sms_enabled, s.locale, s.updated_at from reminder_settings s where s.business_id = ${b}`,
    },
  },
  reminder_consents: {
    csv: {
      file: 'reminder-consents',
      title: ['acordurile clienților pentru mementouri', "customers' consents to reminders", 'consensi dei clienti ai promemoria'],
      columns: [
        EMAIL,
        ['client_name', ['Client', 'Customer', 'Cliente']],
        ['phone', ['Telefon mobil (SMS)', 'Mobile number (SMS)', 'Cellulare (SMS)']],
        LOCALE,
        ['source', ['Cum a fost dat', 'How it was given', 'Come è stato dato']],
        ['consented_at', ['Dat la', 'Given at', 'Dato il']],
        ['recorded_by', ['Înregistrat de', 'Recorded by', 'Registrato da']],
        ['unsubscribed_at', ['Retras la', 'Withdrawn at', 'Revocato il']],
      ],
      // Never the unsubscribe link's token (its hash either).
      rows: (b) =>
        sql`select c.email, c.client_name, c.phone, c.locale, c.source, c.consented_at, ${userEmail('c.recorded_by')} as recorded_by, c.unsubscribed_at
            from reminder_consents c where c.business_id = ${b} order by c.consented_at, c.id`,
    },
  },
  reminder_sends: {
    csv: {
      file: 'reminder-mails',
      title: ['mementourile trimise', 'reminder e-mails sent', 'promemoria inviati'],
      columns: [
        TAG,
        VEHICLE,
        ['due_date', ['Scadent la', 'Due on', 'Scadenza']],
        EMAIL,
        ['channel', ['Canal', 'Channel', 'Canale']],
        ['phone', ['Telefon (SMS)', 'Phone (SMS)', 'Telefono (SMS)']],
        STATUS,
        ['error', ['Eroare', 'Error', 'Errore']],
        CREATED_AT,
        SENT_AT,
      ],
      rows: (b) =>
        sql`select coalesce(${tagName('s.tag_id')}, (select d.number from documents d where d.id = s.document_id), ${PAPER_NAME}) as tag, s.vehicle_key, to_char(s.due_date, 'YYYY-MM-DD') as due_date, s.email, s.channel, s.phone, s.status, s.error, s.created_at, s.sent_at
            from reminder_sends s where s.business_id = ${b} order by s.created_at, s.id`,
    },
  },
  paper_reminders: { excluded: 'derived: the newest ITP, RCA and rovinietă expiry date per vehicle, computed from the documents' },
  service_reminders: { excluded: 'derived: the last tagged document per vehicle and tag, computed from document-tags.csv and the documents' },
};
