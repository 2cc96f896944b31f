import { sql } from 'kysely';
import { ERASED_CLIENT_NAME } from '@atelier/core';
import { changed, type CustomerDataPlaces, type CustomerScope } from '../../db/customer-data.js';

/** Consents are recorded for the customer's id and the keys it had (they outlive a rebuild): the keys are personal data. */
const consentsOf = (c: CustomerScope) => sql`k.business_id = ${c.businessId} and (k.customer_id = ${c.customerId} or k.keys && ${[...c.keys]}::text[])`;

const mergesOf = (c: CustomerScope) => sql`m.business_id = ${c.businessId} and (m.customer_id = ${c.customerId} or m.merged_id = ${c.customerId})`;

/** What the directory itself records of a customer beside what it derives from the documents: their consents and the names of the records merged into theirs. */
export const customersCustomerData: CustomerDataPlaces = {
  customer_consents: {
    file: 'consents',
    export: async (db, c) =>
      (
        await sql<Record<string, unknown>>`select k.reminders, k.how, k.given_at, k.recorded_at, array_to_string(k.keys, ' ') as known_by
          from customer_consents k where ${consentsOf(c)} order by k.recorded_at, k.id`.execute(db)
      ).rows,
    erase: async (tx, c) => changed(await sql`delete from customer_consents k where ${consentsOf(c)}`.execute(tx)),
  },
  customer_merges: {
    file: 'merges',
    export: async (db, c) =>
      (await sql<Record<string, unknown>>`select m.merged_name, m.created_at, m.undone_at from customer_merges m where ${mergesOf(c)} order by m.created_at, m.id`.execute(db)).rows,
    erase: async (tx, c) => changed(await sql`update customer_merges m set merged_name = ${ERASED_CLIENT_NAME} where ${mergesOf(c)} and m.merged_name is distinct from ${ERASED_CLIENT_NAME}`.execute(tx)),
  },
};
