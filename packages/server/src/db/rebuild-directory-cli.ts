import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import pino, { type Logger } from 'pino';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from './connection.js';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';
import { migrate } from './migrate.js';
import type { Database } from './schema.js';

/** What a derived directory (DESIGN.md "Derived directories") offers its rebuild command. */
export type RebuildableDirectory = {
  rebuild: (scope: { businessId: string }) => Promise<number>;
  rebuildAll: (progress?: (businessId: string, rows: number) => void) => Promise<{ businesses: number }>;
};

const print = (line: string) => process.stdout.write(`${line}\n`);

/**
 * `npm run <directory>:rebuild [-- --business <id>]`: makes a directory derived from the documents
 * (the vehicles, the customers) again, for every business or one, on the server's database
 * (DATA_DIR / DATABASE_URL), migrated first. It changes no document. `what` names its rows in the
 * output ("vehicles"); `open` makes the feature's service on the database.
 */
export const runRebuildCli = ({ command, what, tables, open }: {
  command: string;
  what: string;
  tables: string;
  open: (deps: { db: Kysely<Database>; log: Logger }) => RebuildableDirectory;
}) => {
  const usage = `Usage: npm run ${command} [-- --business <id>]

Makes the ${tables}
again from the documents: every business's, or only the one given.

Run it with the same DATA_DIR / DATABASE_URL as the server; with the embedded database, stop the
server first. Servers may keep running on PostgreSQL: each business is rebuilt in one transaction,
and saves of that business wait for it.`;
  const run = async () => {
    const { values } = parseArgs({ options: { business: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
    if (values.help) return print(usage);
    const config = loadConfig(process.env);
    const unlock = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
    const database = config.databaseUrl
      ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
      : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
    try {
      await migrate(database.db);
      const directory = open({ db: database.db, log: pino({ level: 'silent' }) });
      const started = Date.now();
      if (values.business) {
        const n = await directory.rebuild({ businessId: values.business });
        print(`Business ${values.business}: ${n} ${what}.`);
      } else {
        let total = 0;
        const report = await directory.rebuildAll((businessId, n) => {
          total += n;
          print(`  ${businessId}: ${n} ${what}`);
        });
        print(`Rebuilt ${report.businesses} businesses: ${total} ${what}.`);
      }
      print(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    } finally {
      await database.close();
      unlock();
    }
  };
  run().catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) process.stderr.write(`${error.message}\n`);
    else process.stderr.write(`Rebuilding the ${tables} failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
};
