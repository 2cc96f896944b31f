import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ConfigError, loadConfig, type Config } from './config.js';
import { describeConnectionError, redactUrl } from './db/connection-errors.js';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.js';
import { MoveError, moveToPostgres, type MoveProgress } from './db/move-to-postgres.js';
import { openPglite } from './db/pglite.js';

// `npm run move-to-postgres -- --to postgres://...`: the embedded database of DATA_DIR into an empty
// PostgreSQL database. The work is in db/move-to-postgres.ts; this reads the arguments and prints.

const print = (line: string) => process.stdout.write(`${line}\n`);

/** An expected refusal: one line, no stack. */
class CliError extends Error {}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const describeProgress = (progress: MoveProgress): string => {
  switch (progress.step) {
    case 'schema':
      return `  schema: ${progress.migrations} migrations applied  ${seconds(progress.ms)}`;
    case 'table':
      return `  ${progress.table.padEnd(28)} ${String(progress.rows).padStart(10)} rows  ${seconds(progress.ms)}`;
    case 'indexes':
      return `  ${progress.indexes} indexes built  ${seconds(progress.ms)}`;
    case 'analyze':
      return `  planner statistics of ${progress.tables} tables  ${seconds(progress.ms)}`;
  }
};

const USAGE = `Usage: npm run move-to-postgres -- [--to postgres://user:password@host:5432/database]

Copies the embedded database of DATA_DIR (default ./data) into an empty PostgreSQL database:
every table, counter and sequence, in one transaction. Without --to, DATABASE_URL is the target.
Stop Atelier first; the rows of the embedded database are only read, never changed.`;

/** What the user does next, and what the move did not take: the secrets and the old folder. */
const printNextSteps = ({ config, url, dbDir }: { config: Config; url: string; dbDir: string }) => {
  const secrets = path.join(config.dataDir, 'secrets.json');
  print('');
  print('Next:');
  print(`  - Start Atelier with DATABASE_URL=${redactUrl(url)}`);
  if (config.jwtSecret && config.encryptionKey) {
    print('  - Keep JWT_SECRET and ENCRYPTION_KEY as they are set now, or everyone has to log in again.');
  } else if (existsSync(secrets)) {
    print(`  - Keep ${secrets}: it holds JWT_SECRET and ENCRYPTION_KEY. Start with the same DATA_DIR, or set both`);
    print('    variables to its values (several instances must share them), or everyone has to log in again.');
  }
  print(`  - ${dbDir} is left as it was: delete it once Atelier runs well on PostgreSQL.`);
};

/** The command line, or a refusal that shows the usage (parseArgs' own error would read as a failed move). */
const readArguments = () => {
  try {
    return parseArgs({ options: { to: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }).values;
  } catch (error) {
    throw new CliError(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  }
};

const move = async () => {
  const values = readArguments();
  if (values.help) return print(USAGE);
  const config = loadConfig(process.env);
  const url = values.to ?? config.databaseUrl;
  if (!url) throw new CliError(`Say where to move: --to postgres://user:password@host:5432/database, or set DATABASE_URL.\n\n${USAGE}`);
  const dbDir = path.join(config.dataDir, 'db');
  if (!existsSync(path.join(dbDir, 'PG_VERSION'))) throw new CliError(`No embedded database in ${dbDir} (DATA_DIR is ${config.dataDir}): nothing to move`);

  const unlock = lockDataDir(config.dataDir);
  const target = new pg.Client({ connectionString: url });
  try {
    await target.connect().catch((error: unknown) => {
      throw new CliError(describeConnectionError(error, url) ?? `Cannot connect to PostgreSQL at ${redactUrl(url)}: ${String(error)}`);
    });
    print(`Moving the embedded database in ${dbDir} to ${redactUrl(url)}`);
    const { pglite } = await openPglite({ dataDir: dbDir });
    try {
      const summary = await moveToPostgres({
        source: pglite,
        target,
        onProgress: (progress) => print(describeProgress(progress)),
      });
      print(`Moved ${summary.rows} rows in ${summary.tables} tables and ${summary.sequences} sequences in ${seconds(summary.ms)}.`);
    } finally {
      await pglite.close();
    }
  } finally {
    await target.end().catch(() => undefined);
    unlock();
  }
  printNextSteps({ config, url, dbDir });
};

move().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    process.stderr.write(`Atelier is running on this DATA_DIR (pid ${error.holder}): stop it, then move its database.\n`);
  } else if (error instanceof ConfigError || error instanceof CliError || error instanceof MoveError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    // A PostgreSQL error (it has a code) says enough in its message; anything else needs its stack.
    const fromPostgres = error instanceof Error && typeof (error as { code?: unknown }).code === 'string';
    const detail = error instanceof Error ? (fromPostgres ? error.message : (error.stack ?? error.message)) : String(error);
    process.stderr.write(`The move failed; the target is left as it was. ${detail}\n`);
  }
  process.exit(1);
});
