/**
 * A fresh database for one run of the morning benchmark (or the sharing one), seeded before the server starts:
 * PGlite in `<DATA_DIR>/db` (where the server looks for it), or a PostgreSQL database of its own
 * (`atelier_morning_<random>`, dropped afterwards), so the server uses it exactly as an operator's
 * DATABASE_URL, public schema and all. Also finds that database's backends, to read their CPU.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../packages/server/src/db/connection.js';
import { migrate } from '../../packages/server/src/db/migrate.js';
import { openBenchDatabase, type Kind } from '../lib/seeded-database.js';

export type MorningDatabase = {
  kind: Kind;
  /** Migrated and empty; close it (closeSeeding) before the server opens the same PGlite folder. */
  seeding: DatabaseHandle;
  closeSeeding: () => Promise<void>;
  /** The server's DATA_DIR (secrets, and PGlite's folder). */
  dataDir: string;
  /** Environment for the server besides the common one. */
  serverEnv: Record<string, string>;
  /** Pids of the PostgreSQL backends serving this database now (none on PGlite). */
  backendPids: () => Promise<number[]>;
  version: () => Promise<string>;
  /** Drops the database, removes the folder. */
  cleanup: () => Promise<void>;
};

const versionOf = async (database: DatabaseHandle) =>
  (await sql<{ v: string }>`select current_setting('server_version') as v`.execute(database.db)).rows[0]?.v.split(' ')[0] ?? 'unknown';

const openPglite = async (): Promise<MorningDatabase> => {
  const opened = await openBenchDatabase('pglite');
  if ('unavailable' in opened) throw new Error(opened.unavailable);
  const version = await versionOf(opened.database);
  let open = true;
  const closeSeeding = async () => {
    if (open) await opened.database.close();
    open = false;
  };
  return {
    kind: 'pglite',
    seeding: opened.database,
    closeSeeding,
    dataDir: path.dirname(opened.where),
    serverEnv: {},
    backendPids: async () => [],
    version: async () => version,
    cleanup: async () => {
      await closeSeeding();
      await opened.cleanup();
    },
  };
};

/** `name`: the benchmark's, in the PostgreSQL database's name (`atelier_<name>_<random>`); `morning` by default. */
type DatabaseOptions = { url: string; redisUrl: string; name?: string };

/** `unavailable` when PostgreSQL cannot be reached (the table then says so). */
const openPostgres = async ({ url, redisUrl, name: benchmark }: Required<DatabaseOptions>): Promise<MorningDatabase | { unavailable: string }> => {
  let admin: DatabaseHandle;
  try {
    admin = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
    await sql`select 1`.execute(admin.db);
  } catch (error) {
    return { unavailable: error instanceof Error ? error.message : String(error) };
  }
  const name = `atelier_${benchmark}_${randomBytes(5).toString('hex')}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `atelier-bench-${benchmark}-`));
  await sql.raw(`create database ${name}`).execute(admin.db);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const seeding = await openDatabase({ kind: 'postgres', url: target.toString(), poolSize: 2 });
  await migrate(seeding.db);
  let open = true;
  const closeSeeding = async () => {
    if (open) await seeding.close();
    open = false;
  };
  return {
    kind: 'postgres',
    seeding,
    closeSeeding,
    dataDir,
    serverEnv: { DATABASE_URL: target.toString(), REDIS_URL: redisUrl },
    backendPids: async () =>
      (await sql<{ pid: number }>`select pid from pg_stat_activity where datname = ${name}`.execute(admin.db)).rows.map((r) => r.pid),
    version: () => versionOf(admin),
    cleanup: async () => {
      await closeSeeding();
      await sql.raw(`drop database if exists ${name} with (force)`).execute(admin.db);
      await admin.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

export const openMorningDatabase = (kind: Kind, { name = 'morning', ...options }: DatabaseOptions): Promise<MorningDatabase | { unavailable: string }> =>
  kind === 'pglite' ? openPglite() : openPostgres({ ...options, name });
