import { sql } from 'kysely';
import { userEmail, documentNumber, CREATED_AT, CREATED_BY, DOCUMENT, LOCALE, SENT_AT, STATUS, type ExportColumn, type ExportCoverage } from '../../db/export-coverage.js';

const LINK: ExportColumn = ['link', ['Link (id)', 'Link (id)', 'Link (id)']];
const VERSION: ExportColumn = ['document_version', ['Versiunea documentului', 'Document version', 'Versione del documento']];

/** The sharing feature's tables in the data export (GDPR art. 20); the links' token hashes and the signatures' images stay out. */
export const sharingExportTables: ExportCoverage = {
  share_links: {
    csv: {
      file: 'document-links',
      title: ['linkurile trimise clienților', 'links sent to customers', 'link inviati ai clienti'],
      columns: [
        ['id', ['Id', 'Id', 'Id']],
        DOCUMENT,
        VERSION,
        CREATED_BY,
        CREATED_AT,
        ['expires_at', ['Expiră la', 'Expires at', 'Scade il']],
        ['revoked_at', ['Retras la', 'Withdrawn at', 'Ritirato il']],
        ['first_opened_at', ['Deschis prima dată', 'First opened', 'Aperto la prima volta']],
        ['last_opened_at', ['Deschis ultima dată', 'Last opened', "Aperto l'ultima volta"]],
      ],
      rows: (b) =>
        sql`select l.id, ${documentNumber('l.document_id')} as document, l.document_version, ${userEmail('l.created_by')} as created_by, l.created_at, l.expires_at, l.revoked_at, l.first_opened_at, l.last_opened_at
            from share_links l where l.business_id = ${b} order by l.created_at, l.id`,
    },
  },
  share_sends: {
    csv: {
      file: 'document-sends',
      title: ['documentele trimise clienților', 'documents sent to customers', 'documenti inviati ai clienti'],
      columns: [
        DOCUMENT,
        VERSION,
        ['channel', ['Canal', 'Channel', 'Canale']],
        ['recipient', ['Destinatar', 'Recipient', 'Destinatario']],
        ['message', ['Mesaj', 'Message', 'Messaggio']],
        LOCALE,
        ['sent_by', ['Trimis de', 'Sent by', 'Inviato da']],
        SENT_AT,
        STATUS,
        ['error', ['Eroare', 'Error', 'Errore']],
        LINK,
      ],
      rows: (b) =>
        sql`select ${documentNumber('s.document_id')} as document, s.document_version, s.channel, s.recipient, s.message, s.locale, ${userEmail('s.sent_by')} as sent_by, s.sent_at, s.status, s.error, s.link_id as link
            from share_sends s where s.business_id = ${b} order by s.sent_at, s.id`,
    },
  },
  share_answers: {
    csv: {
      file: 'document-answers',
      title: ['răspunsurile clienților', "the customers' answers", 'le risposte dei clienti'],
      columns: [
        DOCUMENT,
        VERSION,
        ['decision', ['Decizie', 'Decision', 'Decisione']],
        ['lines', ['Linii (index, aprobat)', 'Lines (index, approved)', 'Righe (indice, approvata)']],
        ['comment', ['Comentariu', 'Comment', 'Commento']],
        ['signer_name', ['Semnat de', 'Signed by', 'Firmato da']],
        ['content_hash', ['SHA-256 al versiunii', 'SHA-256 of the version', 'SHA-256 della versione']],
        ['network', ['Rețea', 'Network', 'Rete']],
        ['user_agent', ['Browser', 'Browser', 'Browser']],
        ['answered_at', ['Răspuns la', 'Answered at', 'Risposto il']],
        LINK,
      ],
      rows: (b) =>
        sql`select ${documentNumber('a.document_id')} as document, a.document_version, a.decision, a.lines::text as lines, a.comment, a.signer_name, a.content_sha256 as content_hash, a.network, a.user_agent, a.answered_at, a.link_id as link
            from share_answers a where a.business_id = ${b} order by a.answered_at, a.id`,
    },
  },
  share_answer_pdfs: { excluded: "the answered versions' PDFs as first made: made again from share_answers (document-answers.csv) and the documents" },
};
