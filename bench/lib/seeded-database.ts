/**
 * What the benchmarks that seed a database share: a fresh database to seed (PostgreSQL in a
 * throwaway schema, PGlite in a temporary folder), the process that serves the API on it
 * afterwards (servers/documents-server.ts, opened by `where`), and logging in as a seeded user.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../packages/server/src/db/connection.js';
import { migrate } from '../../packages/server/src/db/migrate.js';
import { openTestDatabase } from '../../packages/server/src/test/databases.js';
import { benchDir } from './output.js';
import { settings } from './settings.js';

export type Kind = 'pglite' | 'postgres';
export const LABEL: Record<Kind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/** `documents-server.ts <kind> <where>`: the API in its own process on an already seeded database. */
export const seededServerScript = path.join(benchDir, 'servers', 'documents-server.ts');

export type BenchDatabase = {
  database: DatabaseHandle;
  /** The PostgreSQL schema or the PGlite data folder, for the server process. */
  where: string;
  /** Drops the schema, or removes the PGlite folder (close PGlite first). */
  cleanup: () => Promise<void>;
};

/** A migrated, empty database; `unavailable` when PostgreSQL cannot be reached. */
export const openBenchDatabase = async (kind: Kind): Promise<BenchDatabase | { unavailable: string }> => {
  if (kind === 'postgres') {
    process.env.TEST_DATABASE_URL = settings.postgresUrl;
    let database: DatabaseHandle;
    try {
      database = await openTestDatabase('postgres');
    } catch (error) {
      return { unavailable: error instanceof Error ? error.message : String(error) };
    }
    const where = (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0]?.schema ?? '';
    return { database, where, cleanup: database.close };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'atelier-bench-pglite-'));
  const where = path.join(dir, 'db');
  const database = await openDatabase({ kind: 'pglite', dataDir: where });
  await migrate(database.db);
  return { database, where, cleanup: () => rm(dir, { recursive: true, force: true }) };
};

/** The access token of a seeded user. */
export const logIn = async (base: string, email: string, password: string): Promise<string> => {
  const response = await fetch(`${base}/api/user/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }).toString(),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`POST ${base}/api/user/token: ${response.status} ${text.slice(0, 500)}`);
  const token = (JSON.parse(text) as { access_token?: unknown }).access_token;
  if (typeof token !== 'string') throw new Error('login answered without access_token');
  return token;
};
