import { sql } from 'kysely';
import { changed, type CustomerDataPlaces } from '../../db/customer-data.js';

/**
 * The business's data exports made before a customer's erasure hold that customer's data as it
 * was: they expire with the erasure (the list says so, a download answers export_expired, and the
 * sweep deletes the ZIP at its next run); a new export holds the data as erased.
 */
export const dataExportCustomerData: CustomerDataPlaces = {
  data_exports: {
    file: 'data-exports',
    // The business's own copies of everything (the customer's part is what this export gives).
    export: async () => [],
    erase: async (tx, c) =>
      changed(
        await sql`update data_exports e set expires_at = ${c.at}
          where e.business_id = ${c.businessId} and e.status = 'done' and (e.expires_at is null or e.expires_at > ${c.at})`.execute(tx),
      ),
  },
};
