import { sql } from 'kysely';
import { userEmail, CREATED_AT, EMAIL, LOCALE, type ExportCoverage } from '../../db/export-coverage.js';

/** The team feature's tables in the data export (GDPR art. 20): exported as data/<file>.csv, or left out with the reason. */
export const teamExportTables: ExportCoverage = {
  invitations: {
    csv: {
      file: 'invitations',
      title: ['invitațiile în echipă', 'team invitations', 'inviti nel team'],
      columns: [
        EMAIL,
        ['name', ['Nume', 'Name', 'Nome']],
        LOCALE,
        ['invited_by', ['Invitat de', 'Invited by', 'Invitato da']],
        CREATED_AT,
        ['expires_at', ['Expiră la', 'Expires at', 'Scade il']],
        ['accepted_at', ['Acceptată la', 'Accepted at', 'Accettato il']],
        ['revoked_at', ['Retrasă la', 'Revoked at', 'Revocato il']],
      ],
      rows: (b) =>
        sql`select i.email, i.name, i.locale, ${userEmail('i.invited_by')} as invited_by, i.created_at, i.expires_at, i.accepted_at, i.revoked_at
            from invitations i where i.business_id = ${b} order by i.created_at, i.id`,
    },
  },
};
