import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { migrations } from '../db/migrations/index.js';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * Every database test runs on PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
 * Under CI=true a missing PostgreSQL is a failure, not a silent skip.
 */
export const databaseKinds = (): DatabaseKind[] => {
  if (process.env.TEST_DATABASE_URL) return ['pglite', 'postgres'];
  if (process.env.CI === 'true') throw new Error('CI=true but TEST_DATABASE_URL is not set: PostgreSQL tests cannot be skipped in CI');
  return ['pglite'];
};

const migrationsHash = createHash('sha256').update(migrations.map((m) => m.id + m.sql).join('\n')).digest('hex').slice(0, 16);

/**
 * A migrated PGlite data folder, made once per migration set and reused (initdb costs ~3 s). Kept
 * as a plain tar: loading a gzipped one spent ~0.3 s per test database unpacking it (PGlite also
 * first tried it as a plain tar, the Blob having no type).
 */
export const pgliteTemplate = async (): Promise<Blob> => {
  const file = path.join(os.tmpdir(), `atelier-pglite-template-${migrationsHash}.tar`);
  if (!existsSync(file)) {
    const handle = await openDatabase({ kind: 'pglite' });
    await migrate(handle.db);
    const dump = await handle.pglite?.dumpDataDir('none');
    await handle.close();
    if (!dump) throw new Error('PGlite dump failed');
    // Parallel test workers may race here: write aside, then rename atomically.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  }
  return new Blob([await readFile(file)], { type: 'application/x-tar' });
};

/**
 * Extensions (pg_trgm, btree_gin) are per database, not per schema: create them once in `public`, where every test
 * schema's search path finds them (parallel workers may race; the loser retries).
 */
const ensureSharedExtensions = async (db: DatabaseHandle['db']) => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await sql`create extension if not exists pg_trgm with schema public`.execute(db);
      await sql`create extension if not exists btree_gin with schema public`.execute(db);
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
};

export type TestDatabase = DatabaseHandle & { kind: DatabaseKind };

export type TestSchema = { url: string; schema: string; searchPath: string; drop: () => Promise<void> };

/** An empty schema of its own in TEST_DATABASE_URL's database, for one test file; `drop` removes it. */
export const createTestSchema = async (): Promise<TestSchema> => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  // Each test file gets its own schema, dropped afterwards, so runs never see each other's rows.
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
  await ensureSharedExtensions(admin.db);
  await sql.raw(`create schema ${schema}`).execute(admin.db);
  return {
    url,
    schema,
    // `public` stays on the path: extensions (pg_trgm) live there, once per database.
    searchPath: `${schema},public`,
    drop: async () => {
      await sql.raw(`drop schema ${schema} cascade`).execute(admin.db);
      await admin.close();
    },
  };
};

/**
 * `waitMs`: refuse a statement with 503 when no connection frees up in time, as main.ts sets it (DATABASE_WAIT_MS).
 * `onStatement`: sees every statement sent (statements.ts counts them per request).
 */
export const openTestDatabase = async (
  kind: DatabaseKind,
  { waitMs, onStatement }: { waitMs?: number; onStatement?: (text: string) => void } = {},
): Promise<TestDatabase> => {
  if (kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', loadDataDir: await pgliteTemplate(), waitMs, onStatement });
    await migrate(handle.db);
    return { ...handle, kind };
  }
  const { url, searchPath, drop } = await createTestSchema();
  const handle = await openDatabase({ kind: 'postgres', url, schema: searchPath, poolSize: 5, waitMs, onStatement });
  await migrate(handle.db);
  return {
    ...handle,
    kind,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
};
