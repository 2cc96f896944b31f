import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** Runs one SQL statement and returns its rows: the same catalog queries read PGlite and PostgreSQL. */
export type RunSql = <Row>(text: string, params?: unknown[]) => Promise<Row[]>;

export const runOnPglite =
  (pglite: PGlite): RunSql =>
  async <Row>(text: string, params?: unknown[]) =>
    (await pglite.query<Row>(text, params)).rows;

export const runOnClient =
  (client: pg.ClientBase): RunSql =>
  async <Row>(text: string, params?: unknown[]) =>
    (await client.query(text, params)).rows as Row[];

export type TablePlan = {
  name: string;
  /** Columns a COPY can write (not dropped, not generated), as "name type" pairs to compare both sides. */
  columns: { name: string; type: string }[];
};

export class MoveError extends Error {}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

// Tables of the current schema (the first of search_path: `public` in PGlite, the app's schema in
// PostgreSQL), leaving out those an extension owns.
const TABLES = `
  select c.relname as name from pg_class c
  where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
    and not exists (select from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
  order by c.relname`;

const COLUMNS = `
  select c.relname as table, a.attname as name, format_type(a.atttypid, a.atttypmod) as type
  from pg_attribute a join pg_class c on c.oid = a.attrelid
  where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
    and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
  order by c.relname, a.attnum`;

const FOREIGN_KEYS = `
  select c.relname as child, p.relname as parent
  from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
  where k.contype = 'f' and c.relnamespace = current_schema()::regnamespace`;

/**
 * Tables ordered so that every table comes after the ones its foreign keys point to (alphabetical
 * among equals, so the progress reads the same on every run). Read from the catalog, so a table
 * added by a later migration is moved without anyone remembering to list it.
 */
export const readTables = async (run: RunSql): Promise<TablePlan[]> => {
  const names = (await run<{ name: string }>(TABLES)).map((row) => row.name);
  const columns = await run<{ table: string; name: string; type: string }>(COLUMNS);
  const parents = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of await run<{ child: string; parent: string }>(FOREIGN_KEYS)) {
    if (child !== parent && parents.has(parent)) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  while (ordered.length < names.length) {
    const ready = names.filter((name) => !ordered.includes(name) && [...(parents.get(name) ?? [])].every((p) => ordered.includes(p)));
    if (ready.length === 0) {
      const left = names.filter((name) => !ordered.includes(name));
      throw new MoveError(`Foreign keys form a cycle between ${left.join(', ')}: no order copies them one table at a time`);
    }
    ordered.push(...ready);
  }
  return ordered.map((name) => ({ name, columns: columns.filter((c) => c.table === name).map((c) => ({ name: c.name, type: c.type })) }));
};

/** Tables of the current schema holding at least one row, apart from the migrations' own record. */
export const tablesWithRows = async (run: RunSql): Promise<string[]> => {
  const found: string[] = [];
  for (const { name } of await run<{ name: string }>(TABLES)) {
    if (name === 'schema_migrations') continue;
    const [row] = await run<{ any: boolean }>(`select exists (select from ${quoteIdent(name)}) as any`);
    if (row?.any) found.push(name);
  }
  return found;
};

/** Tables carrying triggers of their own (not the internal ones that check foreign keys). */
export const tablesWithTriggers = async (run: RunSql): Promise<string[]> =>
  (
    await run<{ name: string }>(`
      select distinct c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where not t.tgisinternal and c.relnamespace = current_schema()::regnamespace order by 1`)
  ).map((row) => row.name);

export type SequenceValue = { name: string; lastValue: string; isCalled: boolean };

export const readSequences = async (run: RunSql): Promise<SequenceValue[]> => {
  const names = await run<{ name: string }>(
    `select relname as name from pg_class where relkind = 'S' and relnamespace = current_schema()::regnamespace order by 1`,
  );
  const values: SequenceValue[] = [];
  for (const { name } of names) {
    const [row] = await run<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${quoteIdent(name)}`);
    if (row) values.push({ name, lastValue: row.last_value, isCalled: row.is_called });
  }
  return values;
};

export type IndexDefinition = { name: string; definition: string };

/**
 * Indexes of the current schema that no constraint owns (not primary keys or unique constraints),
 * with the statement that makes each as it is now.
 */
export const readSecondaryIndexes = async (run: RunSql): Promise<IndexDefinition[]> =>
  run<IndexDefinition>(`
    select i.relname as name, pg_get_indexdef(i.oid) as definition
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
    where t.relnamespace = current_schema()::regnamespace
      and not exists (select from pg_constraint k where k.conindid = x.indexrelid)
    order by 1`);
