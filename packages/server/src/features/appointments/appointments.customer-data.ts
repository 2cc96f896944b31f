import { sql } from 'kysely';
import { changed, type CustomerDataPlaces, type CustomerScope } from '../../db/customer-data.js';

/** The confirmations mailed about the customer's appointments, or to one of their e-mails. */
const mailsOf = (c: CustomerScope) => sql`m.business_id = ${c.businessId} and (m.document_id = any(${[...c.erased]}::char(24)[]) or lower(m.email) = any(${[...c.emails]}::text[]))`;

/**
 * What appointments keep of a customer beside their appointment documents (which the erasure
 * erases as any document): the log of the confirmations mailed to them, which goes (the
 * appointment then shows no confirmation, as one never mailed).
 */
export const appointmentsCustomerData: CustomerDataPlaces = {
  appointment_mails: {
    file: 'appointment-confirmations',
    export: async (db, c) =>
      (
        await sql<Record<string, unknown>>`select (select d.number from documents d where d.id = m.document_id) as document, m.email, m.locale, m.sent_at
          from appointment_mails m where ${mailsOf(c)} order by m.sent_at, m.id`.execute(db)
      ).rows,
    erase: async (tx, c) => changed(await sql`delete from appointment_mails m where ${mailsOf(c)}`.execute(tx)),
  },
};
