import { sql } from 'kysely';
import { userEmail, documentNumber, CREATED_AT, CREATED_BY, DOCUMENT, STATUS, UPDATED_AT, LAST_ERROR, SENT_AT, type ExportColumn, type ExportCoverage } from '../../db/export-coverage.js';

const AUTOPASS_ID: ExportColumn = ['autopass_id', ['ID AutoPass', 'AutoPass id', 'ID AutoPass']];

/** The registry feature's tables in the data export (GDPR art. 20): exported as data/<file>.csv, or left out with the reason. */
export const registryExportTables: ExportCoverage = {
  registry_accounts: {
    csv: {
      file: 'registry-account',
      title: ['contul RAR AutoPass (fără parolă și sesiune)', 'the RAR AutoPass account (without password or session)', "l'account RAR AutoPass (senza password né sessione)"],
      columns: [
        STATUS,
        ['last_checked_at', ['Verificat la', 'Checked at', 'Verificato il']],
        LAST_ERROR,
        CREATED_BY,
        CREATED_AT,
        UPDATED_AT,
      ],
      // Never the credentials, the session, their key ids, or the registry's own code list.
      rows: (b) =>
        sql`select a.status, a.last_checked_at, a.last_error, ${userEmail('a.created_by')} as created_by, a.created_at, a.updated_at from registry_accounts a where a.business_id = ${b}`,
    },
  },
  registry_records: {
    csv: {
      file: 'registry-records',
      title: ['înregistrările în registrul RAR', 'RAR registry records', 'registrazioni nel registro RAR'],
      columns: [
        DOCUMENT,
        AUTOPASS_ID,
        ['state', ['Stare', 'State', 'Stato']],
        ['last_error_code', ['Cod eroare', 'Error code', 'Codice di errore']],
        LAST_ERROR,
        ['payload', ['Date trimise (JSON)', 'Data sent (JSON)', 'Dati inviati (JSON)']],
        ['attempts', ['Încercări', 'Attempts', 'Tentativi']],
        SENT_AT,
        UPDATED_AT,
      ],
      rows: (b) =>
        sql`select ${documentNumber('r.document_id')} as document, r.autopass_id, r.state, r.last_error_code, r.last_error, r.payload, r.attempts, r.sent_at, r.updated_at
            from registry_records r where r.business_id = ${b} order by r.updated_at, r.document_id`,
    },
  },
  registry_sends: {
    csv: {
      file: 'registry-sends',
      title: ['trimiterile către registrul RAR', 'sends to the RAR registry', 'invii al registro RAR'],
      columns: [
        DOCUMENT,
        ['action', ['Acțiune', 'Action', 'Azione']],
        ['request', ['Date trimise (JSON)', 'Data sent (JSON)', 'Dati inviati (JSON)']],
        ['outcome', ['Rezultat', 'Outcome', 'Esito']],
        ['response', ['Răspunsul registrului (JSON)', "The registry's answer (JSON)", 'Risposta del registro (JSON)']],
        AUTOPASS_ID,
        ['created_by', ['Trimis de', 'Sent by', 'Inviato da']],
        CREATED_AT,
      ],
      rows: (b) =>
        sql`select ${documentNumber('s.document_id')} as document, s.action, s.request, s.outcome, s.response, s.autopass_id, ${userEmail('s.created_by')} as created_by, s.created_at
            from registry_sends s where s.business_id = ${b} order by s.created_at, s.id`,
    },
  },
};
