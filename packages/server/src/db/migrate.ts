import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';
import { migrations as allMigrations, type Migration } from './migrations/index.js';

/** Arbitrary constant: the advisory lock every instance takes before migrating. */
const MIGRATION_LOCK_KEY = 724_113_001;

/**
 * Applies pending migrations in one transaction under a transaction-scoped advisory lock, so two
 * instances starting together run them once: the second waits, then finds nothing to do.
 */
export const migrate = async (db: Kysely<Database>, migrations: readonly Migration[] = allMigrations): Promise<string[]> =>
  db.transaction().execute((trx) => applyMigrations(trx, migrations));

/**
 * migrate's work inside a transaction the caller holds (the move to PostgreSQL creates the schema
 * and copies the rows in one, so that a failure leaves the target as it was).
 */
export const applyMigrations = async (trx: Kysely<Database>, migrations: readonly Migration[] = allMigrations): Promise<string[]> => {
  await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
  await sql`create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())`.execute(trx);
  const done = new Set((await trx.selectFrom('schema_migrations').select('id').execute()).map((row) => row.id));
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.id)) continue;
    await sql.raw(migration.sql).execute(trx);
    await trx.insertInto('schema_migrations').values({ id: migration.id }).execute();
    applied.push(migration.id);
  }
  return applied;
};
