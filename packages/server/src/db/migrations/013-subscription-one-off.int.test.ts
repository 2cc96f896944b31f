import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../connection.js';
import { migrate } from '../migrate.js';
import { migrations } from './index.js';

const id = (n: number) => `00000000000000000000000${n}`;

describe('migration 013 on a database that already has subscriptions', () => {
  it('moves the logo of periods recorded before out of their yearly price, and leaves the rest at zero', async () => {
    const db = await openDatabase({ kind: 'pglite' });
    try {
      const before = migrations.findIndex((m) => m.id === '013-subscription-one-off');
      await migrate(db.db, migrations.slice(0, before));
      await sql`insert into users (id, email, password_hash, trial_ends_at) values (${id(1)}, 'a@example.ro', 'x', now())`.execute(db.db);
      // 200 RON a year + the logo once (100 RON), VAT 21% on both; and a period without the logo.
      await sql`insert into subscriptions (id, user_id, starts_at, ends_at, applications, logo, logo_one_off, price_net, price_vat, price_gross)
        values (${id(2)}, ${id(1)}, '2026-01-01', '2027-01-01', 1, true, true, 300, 63, 363),
               (${id(3)}, ${id(1)}, '2027-01-01', '2028-01-01', 1, true, false, 200, 42, 242)`.execute(db.db);

      await migrate(db.db);
      const rows = await sql<{ id: string; one_off: string; total: string }>`
        select id, one_off_net || '/' || one_off_vat || '/' || one_off_gross as one_off, price_net || '/' || price_vat || '/' || price_gross as total
        from subscriptions order by id`.execute(db.db);
      expect(rows.rows).toEqual([
        { id: id(2), one_off: '100.00/21.00/121.00', total: '300.00/63.00/363.00' },
        { id: id(3), one_off: '0.00/0.00/0.00', total: '200.00/42.00/242.00' },
      ]);
    } finally {
      await db.close();
    }
  });
});
