import { readFileSync, readdirSync } from 'node:fs';

/**
 * The current definition of every database function and trigger, one `.sql` file each in this
 * folder (DESIGN.md "SQL has one current source"). A migration that changes one edits its file and
 * installs it with `installSql([...])`; functions.int.test.ts fails while the database and the
 * files differ, and a function or trigger without a file.
 *
 * From source (tests, tsx) the files are read next to this module; the server's bundle reads the
 * copies scripts/build.mjs puts in dist/db-functions, next to main.js.
 */
const dir = new URL(import.meta.url.endsWith('.ts') ? './' : './db-functions/', import.meta.url);

/** A trigger's file ends in `.trigger.sql`: it is installed after the functions it calls. */
export const TRIGGER_SUFFIX = '.trigger.sql';

export type SqlObject = { name: string; kind: 'function' | 'trigger'; sql: string };

/** Every file of the folder: functions first, then triggers, each by name. */
export const sqlObjects = (): SqlObject[] =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file): SqlObject => {
      const kind = file.endsWith(TRIGGER_SUFFIX) ? 'trigger' : 'function';
      return { name: file.slice(0, -(kind === 'trigger' ? TRIGGER_SUFFIX : '.sql').length), kind, sql: readFileSync(new URL(file, dir), 'utf8') };
    })
    .sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'function' ? -1 : 1));

/**
 * The SQL that installs the named functions and triggers from their files: a migration's text.
 * `create or replace` keeps what depends on them (triggers, indexes) in place. Bodies are not
 * checked against the tables while installing (as pg_dump does): a migration's text is read from
 * today's files, and on a fresh database an older migration installs a function whose current
 * body may name a column that only a later migration adds.
 */
export const installSql = (names: readonly string[]): string => {
  const all = sqlObjects();
  const unknown = names.filter((name) => !all.some((o) => o.name === name));
  if (unknown.length > 0) throw new Error(`No file in db/functions for ${unknown.join(', ')}`);
  const chosen = all.filter((o) => names.includes(o.name)).map((o) => o.sql.trim());
  return ['set local check_function_bodies = off;', ...chosen, 'reset check_function_bodies;'].join('\n\n');
};
