import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../connection.js';
import { migrate } from '../migrate.js';
import { migrations } from './index.js';

const id = (n: number) => `00000000000000000000000${n}`;

/** An estimate saved without a date of its own: its day comes from created_at. */
const estimate = (n: number, make: string, createdAt: string) => sql`
  insert into documents (id, user_id, form_id, form_version, number, seq, data, facts, created_at, updated_at)
  values (${id(n)}, ${id(1)}, ${id(2)}, 1, ${String(n)}, ${n}, '{}', ${JSON.stringify({ 'vehicle.make': make, 'total.grand': '10.00' })}::jsonb, ${createdAt}::timestamptz, ${createdAt}::timestamptz)`;

describe('migration 007 on a database that already has statistics', () => {
  it('rebuilds them in Bucharest days with makes folded', async () => {
    const db = await openDatabase({ kind: 'pglite' });
    try {
      const before = migrations.findIndex((m) => m.id === '007-local-days-folded-names');
      await migrate(db.db, migrations.slice(0, before));
      await sql`insert into users (id, email, password_hash, trial_ends_at) values (${id(1)}, 'a@example.ro', 'x', now())`.execute(db.db);
      await sql`insert into forms (id, key, current_version, title, category) values (${id(2)}, 'deviz-test', 1, 'Deviz', 'auto')`.execute(db.db);
      await sql`insert into form_versions (form_id, version, definition) values (${id(2)}, 1, ${JSON.stringify({ document: { kind: 'estimate' }, steps: [] })}::jsonb)`.execute(db.db);
      // 23:30 UTC on 31 December is 01:30 on 1 January in Bucharest; 21:30 UTC on 31 May is 00:30 on 1 June.
      for (const query of [estimate(3, 'Škoda', '2026-12-31T23:30:00Z'), estimate(4, 'Skoda', '2026-05-31T21:30:00Z'), estimate(5, 'ŠKODA', '2026-05-31T20:30:00Z')]) await query.execute(db.db);
      const days = () => sql<{ day: string; make_key: string }>`select to_char(day, 'YYYY-MM-DD') as day, make_key from document_stats order by document_id`.execute(db.db);
      expect((await days()).rows).toEqual([
        { day: '2026-12-31', make_key: 'škoda' },
        { day: '2026-05-31', make_key: 'skoda' },
        { day: '2026-05-31', make_key: 'škoda' },
      ]);

      expect(await migrate(db.db)).toEqual(migrations.slice(before).map((m) => m.id));
      expect((await days()).rows).toEqual([
        { day: '2027-01-01', make_key: 'skoda' },
        { day: '2026-06-01', make_key: 'skoda' },
        { day: '2026-05-31', make_key: 'skoda' },
      ]);
      const months = await sql<{ month: string; documents: number; grand: string }>`
        select to_char(start, 'YYYY-MM') as month, documents, grand::text from stat_buckets where dim = 'make' and period = 'm' order by start`.execute(db.db);
      expect(months.rows).toEqual([
        { month: '2026-05', documents: 1, grand: '10.00' },
        { month: '2026-06', documents: 1, grand: '10.00' },
        { month: '2027-01', documents: 1, grand: '10.00' },
      ]);
    } finally {
      await db.close();
    }
  });
});
