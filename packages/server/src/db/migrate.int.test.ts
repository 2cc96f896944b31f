import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './connection.js';
import { migrate } from './migrate.js';
import { migrations } from './migrations/index.js';
import { databaseKinds } from '../test/databases.js';

describe.runIf(databaseKinds().includes('postgres'))('migrations on PostgreSQL', () => {
  it('run once when two instances start together', async () => {
    const url = process.env.TEST_DATABASE_URL ?? '';
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
    await sql.raw(`create schema ${schema}`).execute(admin.db);
    const a = await openDatabase({ kind: 'postgres', url, schema: `${schema},public` });
    const b = await openDatabase({ kind: 'postgres', url, schema: `${schema},public` });
    try {
      const [first, second] = await Promise.all([migrate(a.db), migrate(b.db)]);
      expect([...first, ...second].sort()).toEqual(migrations.map((m) => m.id));
      const rows = await a.db.selectFrom('schema_migrations').select('id').execute();
      expect(rows.map((r) => r.id)).toEqual(migrations.map((m) => m.id));
      expect(await migrate(a.db)).toEqual([]);
    } finally {
      await a.close();
      await b.close();
      await sql.raw(`drop schema ${schema} cascade`).execute(admin.db);
      await admin.close();
    }
  });

  it('roll back a failing migration entirely', async () => {
    const url = process.env.TEST_DATABASE_URL ?? '';
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
    await sql.raw(`create schema ${schema}`).execute(admin.db);
    const db = await openDatabase({ kind: 'postgres', url, schema: `${schema},public` });
    try {
      const broken = [
        { id: '001-ok', sql: 'create table good (id int)' },
        { id: '002-broken', sql: 'create table bad (id nonexistent_type)' },
      ];
      await expect(migrate(db.db, broken)).rejects.toThrow(/nonexistent_type/);
      const tables = await sql<{ n: string }>`select count(*) as n from information_schema.tables where table_schema = ${schema}`.execute(db.db);
      expect(tables.rows[0]?.n).toBe('0');
    } finally {
      await db.close();
      await sql.raw(`drop schema ${schema} cascade`).execute(admin.db);
      await admin.close();
    }
  });
});

describe('migrations on PGlite', () => {
  it('apply every migration to a new database, then nothing', async () => {
    const db = await openDatabase({ kind: 'pglite' });
    try {
      expect(await migrate(db.db)).toEqual(migrations.map((m) => m.id));
      expect(await migrate(db.db)).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('copy the add-on of each current definition to its form (009)', async () => {
    const db = await openDatabase({ kind: 'pglite' });
    try {
      await migrate(db.db, migrations.slice(0, migrations.findIndex((m) => m.id === '009-form-addons')));
      const form = (id: string, key: string) => sql`insert into forms (id, key, current_version, title, category) values (${id}, ${key}, 2, ${key}, 'workshop')`.execute(db.db);
      const version = (id: string, n: number, definition: object) => sql`insert into form_versions (form_id, version, definition) values (${id}, ${n}, ${JSON.stringify(definition)})`.execute(db.db);
      await form('a'.repeat(24), 'sheet');
      await version('a'.repeat(24), 1, {});
      await version('a'.repeat(24), 2, { addon: 'entry_sheet' });
      await form('b'.repeat(24), 'plain');
      await version('b'.repeat(24), 1, { addon: 'registry_integration' });
      await version('b'.repeat(24), 2, {});
      expect(await migrate(db.db)).toContain('009-form-addons');
      const rows = await db.db.selectFrom('forms').select(['key', 'addon']).orderBy('key').execute();
      expect(rows).toEqual([{ key: 'plain', addon: null }, { key: 'sheet', addon: 'entry_sheet' }]);
    } finally {
      await db.close();
    }
  });
});
