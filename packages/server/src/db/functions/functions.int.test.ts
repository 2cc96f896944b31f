import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../migrations/index.js';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../test/databases.js';
import { sqlObjects } from './index.js';

/**
 * A definition as text that compares: the schema the database names the function in is left out
 * (each PostgreSQL test has its own), `create or replace trigger` reads as the database prints it,
 * and runs of white space are one space.
 */
const normalised = (text: string, schema: string) =>
  text
    .replaceAll(`${schema}.`, '')
    .replace(/^CREATE OR REPLACE TRIGGER/i, 'CREATE TRIGGER')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*;$/, '');

describe.each(databaseKinds())('database functions and triggers: one current source, db/functions/*.sql, on %s', (kind) => {
  let database: TestDatabase;
  let schema: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0]!.schema;
  });
  afterAll(async () => database?.close());

  /** The schema's own functions (not an extension's, such as pg_trgm's in public). */
  const liveFunctions = async () =>
    (
      await sql<{ name: string; definition: string }>`
        select p.proname as name, pg_get_functiondef(p.oid) as definition from pg_proc p
        where p.pronamespace = current_schema()::regnamespace
          and not exists (select 1 from pg_depend e where e.objid = p.oid and e.deptype = 'e')
        order by p.proname`.execute(database.db)
    ).rows;

  const liveTriggers = async () =>
    (
      await sql<{ name: string; definition: string }>`
        select t.tgname as name, pg_get_triggerdef(t.oid, true) as definition from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where c.relnamespace = current_schema()::regnamespace and not t.tgisinternal
        order by t.tgname`.execute(database.db)
    ).rows;

  it('has a file for every function and trigger of the database, and nothing in the files the database lacks', async () => {
    const files = sqlObjects();
    expect((await liveFunctions()).map((f) => f.name)).toEqual(files.filter((o) => o.kind === 'function').map((o) => o.name));
    expect((await liveTriggers()).map((t) => t.name)).toEqual(files.filter((o) => o.kind === 'trigger').map((o) => o.name));
  });

  it("defines each function and trigger exactly as its file says (a change goes through the file and a migration that installs it)", async () => {
    const files = new Map(sqlObjects().map((o) => [`${o.kind}:${o.name}`, o.sql]));
    for (const [kindOf, rows] of [['function', await liveFunctions()], ['trigger', await liveTriggers()]] as const) {
      for (const row of rows) {
        const file = files.get(`${kindOf}:${row.name}`);
        expect(file, row.name).toBeDefined();
        expect(normalised(row.definition, schema), `${row.name}: the database differs from db/functions/${row.name}${kindOf === 'trigger' ? '.trigger' : ''}.sql`).toBe(normalised(file!, schema));
      }
    }
  });

  it("keys the test databases' template on the files too: the migrations' text holds every file", () => {
    const text = migrations.map((m) => m.sql).join('\n');
    for (const o of sqlObjects()) expect(text, o.name).toContain(o.sql.trim());
  });
});
