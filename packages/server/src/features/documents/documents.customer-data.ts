import { sql } from 'kysely';
import { changed, type CustomerDataPlaces, type CustomerScope } from '../../db/customer-data.js';

/**
 * A saved document's answer kept for a retried submit (idempotency.ts, one day) is a copy of it
 * as it was: the answers about the customer's erased documents, kept for the business's users, go.
 */
const answersAbout = (c: CustomerScope) => sql`k.scope in (select 'user:' || u.id from users u where u.business_id = ${c.businessId})
  and k.response is not null and substring(k.response from '"id":"([0-9a-f]{24})"') = any(${[...c.erased]}::text[])`;

/** What the documents feature keeps of a customer beside the documents themselves (which the erasure rewrites, documents.service eraseCustomer). */
export const documentsCustomerData: CustomerDataPlaces = {
  idempotency_keys: {
    file: 'saved-answers',
    // A copy of documents the export gives whole (documents/): nothing more to give.
    export: async () => [],
    erase: async (tx, c) => changed(await sql`delete from idempotency_keys k where ${answersAbout(c)}`.execute(tx)),
  },
};
