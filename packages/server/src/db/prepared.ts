import type { CompiledQuery, Kysely, QueryResult } from 'kysely';
import type { Database } from './schema.js';

/** Statement texts that run as named prepared statements: text → name. */
const names = new Map<string, string>();

/** Few by design: only statements with a fixed text belong here, and each connection keeps them all. */
const MAX_PREPARED = 32;

/** The name `sqlText` is prepared under, when it is one of the prepared statements (connection.ts). */
export const preparedName = (sqlText: string): string | undefined => names.get(sqlText);

/**
 * Runs a compiled query (`builder.compile()`, `sql`…`.compile(db)`) as a named prepared
 * statement: each connection parses and plans it once and from then on only binds and executes it,
 * where an unnamed statement is parsed and planned again on every call. For the statements of every request whose text never varies (the session lookup, a
 * form's access, the numbered insert): on the submit path their parsing and planning took a
 * third of PostgreSQL's CPU per submit.
 */
export const executePrepared = async <R>(db: Kysely<Database>, compiled: CompiledQuery<R>): Promise<QueryResult<R>> => {
  if (!names.has(compiled.sql) && names.size < MAX_PREPARED) names.set(compiled.sql, `atelier_prepared_${names.size + 1}`);
  return db.executeQuery(compiled);
};
