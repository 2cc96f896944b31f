import { sql } from 'kysely';
import type { CustomerDataPlaces } from '../../db/customer-data.js';
import { refreshReminderClients } from './tags.repo.js';

/**
 * The service reminders of a customer's cars: each names the client of its newest document. An
 * erasure writes them again from those documents as erased (no name, no contacts); the reminder
 * itself (the car, the tag, the due date) stays, as the car's documents do.
 */
export const tagsCustomerData: CustomerDataPlaces = {
  service_reminders: {
    file: 'service-reminders',
    export: async (db, c) =>
      (
        await sql<Record<string, unknown>>`select (select g.name from service_tags g where g.id = r.tag_id) as tag, r.plate, r.vin, to_char(r.last_date, 'YYYY-MM-DD') as last_date,
            to_char(r.due_date, 'YYYY-MM-DD') as due_date, r.client_name, r.client_phone, r.client_email, (select d.number from documents d where d.id = r.last_document_id) as document
          from service_reminders r where r.business_id = ${c.businessId} and r.last_document_id = any(${[...c.documents]}::char(24)[]) order by r.due_date, r.tag_id, r.vehicle_key`.execute(db)
      ).rows,
    erase: (tx, c) => refreshReminderClients(tx, c.businessId, c.erased),
  },
};
