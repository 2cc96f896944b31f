import { sql } from 'kysely';
import { userEmail, documentNumber, CREATED_AT, DOCUMENT, LAST_ERROR, LOCALE, SENT_AT, STATUS, UPDATED_AT, type ExportColumn, type ExportCoverage } from '../../db/export-coverage.js';

const UPLOAD_INDEX: ExportColumn = ['upload_index', ['Index încărcare ANAF', 'ANAF upload index', 'Indice di caricamento ANAF']];

/** The SPV feature's tables in the data export (GDPR art. 20): never a token; the signed archives as files of their own. */
export const spvExportTables: ExportCoverage = {
  spv_connections: {
    csv: {
      file: 'spv-connection',
      title: ['conexiunea cu SPV (fără tokenuri)', 'the SPV connection (without tokens)', 'il collegamento con SPV (senza token)'],
      columns: [
        STATUS,
        ['connected_by', ['Conectat de', 'Connected by', 'Collegato da']],
        ['connected_at', ['Conectat la', 'Connected at', 'Collegato il']],
        ['access_expires_at', ['Acces valabil până la', 'Access valid until', 'Accesso valido fino al']],
        ['refresh_expires_at', ['Conexiune valabilă până la', 'Connection valid until', 'Collegamento valido fino al']],
        LAST_ERROR,
        UPDATED_AT,
      ],
      // Never the tokens nor the id of the key that seals them.
      rows: (b) =>
        sql`select c.status, ${userEmail('c.connected_by')} as connected_by, c.connected_at, c.access_expires_at, c.refresh_expires_at, c.last_error_code, c.last_error, c.updated_at
            from spv_connections c where c.business_id = ${b} order by c.business_id`,
    },
  },
  spv_settings: {
    csv: {
      file: 'spv-settings',
      title: ['setările SPV', 'SPV settings', 'impostazioni SPV'],
      columns: [['upload_mode', ['Încărcare', 'Upload', 'Caricamento']], ['parts_markup', ['Adaos piese %', 'Parts markup %', 'Ricarico ricambi %']], LOCALE, ['updated_by', ['Modificat de', 'Changed by', 'Modificato da']], UPDATED_AT],
      rows: (b) => sql`select s.upload_mode, s.parts_markup, s.locale, ${userEmail('s.updated_by')} as updated_by, s.updated_at from spv_settings s where s.business_id = ${b} order by s.business_id`,
    },
  },
  spv_deadline_mails: {
    csv: {
      file: 'spv-deadline-mails',
      title: ['e-mailurile despre termenul SPV', 'the e-mails about the SPV deadline', "le e-mail sulla scadenza SPV"],
      columns: [
        ['day', ['Ziua', 'Day', 'Giorno']],
        ['email', ['Trimis la', 'Sent to', 'Inviato a']],
        ['invoices', ['Facturile', 'Invoices', 'Fatture']],
        STATUS,
        SENT_AT,
      ],
      rows: (b) => sql`select m.day, m.email, m.invoices, m.status, m.sent_at from spv_deadline_mails m where m.business_id = ${b} order by m.day`,
    },
  },
  spv_oauth_states: { excluded: 'the one-time states of connecting to SPV (hashes of secrets, minutes long)' },
  spv_uploads: {
    csv: {
      file: 'spv-uploads',
      title: ['încărcările facturilor în SPV', 'invoice uploads to SPV', 'caricamenti delle fatture in SPV'],
      columns: [
        DOCUMENT,
        ['number', ['Număr factură', 'Invoice number', 'Numero fattura']],
        ['issue_date', ['Data emiterii', 'Issue date', 'Data di emissione']],
        ['state', ['Stare', 'State', 'Stato']],
        ['trigger', ['Pornită', 'Started', 'Avviato']],
        UPLOAD_INDEX,
        ['download_id', ['Id descărcare ANAF', 'ANAF download id', 'Id di scaricamento ANAF']],
        ['messages', ['Mesajele ANAF', "ANAF's messages", 'Messaggi di ANAF']],
        LAST_ERROR,
        ['requested_by', ['Trimis de', 'Sent by', 'Inviato da']],
        CREATED_AT,
        SENT_AT,
        ['finished_at', ['Încheiat la', 'Finished at', 'Concluso il']],
      ],
      rows: (b) =>
        sql`select ${documentNumber('up.document_id')} as document, up.number, up.issue_date, up.state, up.trigger, up.upload_index, up.download_id, up.messages, up.last_error_code, up.last_error,
              ${userEmail('up.requested_by')} as requested_by, up.created_at, up.sent_at, up.finished_at
            from spv_uploads up where up.business_id = ${b} order by up.created_at, up.id`,
    },
  },
  spv_archives: {
    csv: {
      file: 'spv-archives',
      title: ['arhivele semnate de ANAF (originalele legale, în dosarul spv-archives/)', 'the archives signed by ANAF (the legal originals, in the spv-archives/ folder)', 'gli archivi firmati da ANAF (gli originali legali, nella cartella spv-archives/)'],
      columns: [['number', ['Număr factură', 'Invoice number', 'Numero fattura']], UPLOAD_INDEX, ['file_name', ['Fișier', 'File', 'File']], CREATED_AT],
      rows: (b) =>
        sql`select up.number, up.upload_index, a.file_name, a.created_at from spv_archives a join spv_uploads up on up.id = a.upload_id
            where a.business_id = ${b} order by a.created_at, a.upload_id`,
      files: (b) => sql<{ name: string; content: Buffer }>`select a.file_name as name, a.zip as content from spv_archives a where a.business_id = ${b} order by a.created_at, a.upload_id`,
    },
  },
  spv_received: {
    csv: {
      file: 'spv-received',
      title: [
        'facturile primite de la furnizori prin SPV (ZIP-urile ANAF în dosarul spv-received/)',
        "suppliers' invoices received through SPV (ANAF's ZIPs in the spv-received/ folder)",
        'fatture dei fornitori ricevute tramite SPV (gli ZIP di ANAF nella cartella spv-received/)',
      ],
      columns: [
        ['message_id', ['Id mesaj ANAF', 'ANAF message id', 'Id messaggio ANAF']],
        ['supplier_name', ['Furnizor', 'Supplier', 'Fornitore']],
        ['supplier_cif', ['CIF furnizor', 'Supplier CIF', 'CIF fornitore']],
        ['number', ['Număr factură', 'Invoice number', 'Numero fattura']],
        ['issue_date', ['Data emiterii', 'Issue date', 'Data di emissione']],
        ['due_date', ['Scadența', 'Due date', 'Scadenza']],
        ['currency', ['Moneda', 'Currency', 'Valuta']],
        ['net', ['Total fără TVA', 'Total without VAT', 'Totale senza IVA']],
        ['vat', ['TVA', 'VAT', 'IVA']],
        ['payable', ['De plată', 'Payable', 'Da pagare']],
        ['lines', ['Linii', 'Lines', 'Righe']],
        ['file_name', ['Fișier', 'File', 'File']],
        ['received_at', ['Primită în SPV la', 'Received in SPV at', 'Ricevuta in SPV il']],
        CREATED_AT,
      ],
      rows: (b) =>
        sql`select r.message_id, r.supplier_name, r.supplier_cif, r.number, r.issue_date, r.due_date, r.currency, r.net, r.vat, r.payable, r.lines, r.file_name, r.received_at, r.created_at
            from spv_received r where r.business_id = ${b} order by r.received_at, r.id`,
      files: (b) => sql<{ name: string; content: Buffer }>`select r.file_name as name, r.zip as content from spv_received r where r.business_id = ${b} order by r.received_at, r.id`,
    },
  },
};
