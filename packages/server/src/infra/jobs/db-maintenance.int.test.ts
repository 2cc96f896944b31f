import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { makeDocument } from '../../test/documents.js';
import { makeUser, type TestUser } from '../../test/factories.js';
import { estimateData, makeForm } from '../../test/forms.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { DB_MAINTENANCE_JOB, planMaintenance, tableStats } from './db-maintenance.js';

type Counters = { table: string; analyzed: boolean; vacuumed: boolean; modified: number; dead: number; live: number };

const counters = async (t: TestApp, table: string): Promise<Counters> => {
  const row = (
    await sql<{ analyzed: boolean; vacuumed: boolean; modified: string; dead: string; live: string }>`
      select last_analyze is not null as analyzed, last_vacuum is not null as vacuumed,
        n_mod_since_analyze as modified, n_dead_tup as dead, n_live_tup as live
      from pg_stat_user_tables where schemaname = current_schema() and relname = ${table}`.execute(t.database.db)
  ).rows[0];
  if (!row) throw new Error(`no table ${table}`);
  return { table, analyzed: row.analyzed, vacuumed: row.vacuumed, modified: Number(row.modified), dead: Number(row.dead), live: Number(row.live) };
};

describe('planMaintenance (autovacuum thresholds)', () => {
  const table = (name: string, live: number, dead: number, modified: number, { inserted = 0, unvisible = 0 } = {}) => ({ table: name, live, dead, modified, inserted, unvisible });

  it('analyses every table changed past 50 rows + 10%; vacuums those with dead rows past 50 + 20%, most dead first', () => {
    const tables = [table('documents', 1000, 0, 151), table('forms', 1000, 0, 150), table('stat_buckets', 500, 9000, 9000), table('jobs', 100, 71, 71), table('users', 100, 70, 0)];
    expect(planMaintenance(tables, { vacuum: true })).toEqual({ analyze: ['documents', 'stat_buckets', 'jobs'], vacuum: ['stat_buckets', 'jobs'] });
  });

  it('vacuums a table past 1,000 rows inserted, or with more than 128 pages not known all-visible (counted again after a restart)', () => {
    const tables = [table('documents', 50_000, 0, 0, { inserted: 1001 }), table('document_stats', 9000, 0, 0, { inserted: 1000 }), table('stat_buckets', 3000, 0, 0, { unvisible: 129 }), table('forms', 300, 0, 0, { unvisible: 128 })];
    expect(planMaintenance(tables, { vacuum: true })).toEqual({ analyze: [], vacuum: ['stat_buckets', 'documents'] });
  });

  it('leaves VACUUM to autovacuum when it runs, and does nothing on quiet tables', () => {
    expect(planMaintenance([table('stat_buckets', 500, 9000, 9000, { inserted: 5000, unvisible: 900 })], { vacuum: false })).toEqual({ analyze: ['stat_buckets'], vacuum: [] });
    expect(planMaintenance([table('documents', 10, 50, 50, { inserted: 50, unvisible: 3 })], { vacuum: true })).toEqual({ analyze: [], vacuum: [] });
  });
});

describe.each(databaseKinds())('database upkeep job on %s', (kind) => {
  let t: TestApp;
  let user: TestUser;
  let formId: string;

  beforeAll(async () => {
    t = await startTestApp({ kind });
    user = await makeUser(t);
    ({ id: formId } = await makeForm(t, {}, [user.user.id]));
  });
  afterAll(async () => t?.close());

  /** Rows straight into the documents table, copies of the business's first document. */
  const insertDocuments = async (count: number) => {
    const { newId } = await import('../../db/ids.js');
    const template = await t.database.db.selectFrom('documents').selectAll().where('business_id', '=', user.businessId).orderBy('seq', 'desc').executeTakeFirstOrThrow();
    const rows = Array.from({ length: count }, (_, n) => ({ ...template, id: newId(), seq: template.seq + 1 + n, number: `X-${template.seq + 1 + n}` }));
    for (let i = 0; i < rows.length; i += 100) await t.database.db.insertInto('documents').values(rows.slice(i, i + 100) as never).execute();
  };

  it('after a fill through the API, a run of the jobs ANALYZEs the changed tables (and, where no autovacuum runs, VACUUMs the dead bucket rows)', async () => {
    for (let n = 0; n < 80; n += 1) await makeDocument({ user, formId, data: estimateData({ vehicle: { plate: `B ${100 + n} XYZ` } }) });
    // Statistics counters reach the shared view when a backend flushes them (PostgreSQL: at most every second).
    await vi.waitFor(async () => expect((await counters(t, 'documents')).modified).toBeGreaterThanOrEqual(80), { timeout: 20_000, interval: 200 });
    const before = await counters(t, 'documents');
    expect(before.analyzed).toBe(false);
    const bucketsBefore = await counters(t, 'stat_buckets');
    if (kind === 'pglite') expect(bucketsBefore.dead).toBeGreaterThan(50 + 0.2 * bucketsBefore.live);

    await t.app.jobs.tick();

    expect(await t.app.jobs.find(`${DB_MAINTENANCE_JOB}:${Math.floor(t.clock.now().getTime() / t.config.dbMaintenanceMs)}`)).toMatchObject({ status: 'done' });
    const after = await counters(t, 'documents');
    expect(after).toMatchObject({ analyzed: true, modified: 0 });
    expect(await counters(t, 'document_stats')).toMatchObject({ analyzed: true, modified: 0 });
    // PGlite has no autovacuum; a PostgreSQL with its launcher running vacuums by itself (this machine's test server runs without).
    const autovacuum = (await sql<{ runs: boolean }>`select exists (select 1 from pg_stat_activity where backend_type = 'autovacuum launcher') as runs`.execute(t.database.db)).rows[0]?.runs;
    expect(autovacuum).toBe(kind === 'pglite' ? false : autovacuum);
    expect(await counters(t, 'stat_buckets')).toMatchObject(autovacuum ? { vacuumed: false } : { vacuumed: true, dead: 0 });
  });

  it("where no autovacuum runs, a run VACUUMs a table of new rows, so counting a business's documents reads the index alone", async () => {
    const autovacuum = (await sql<{ runs: boolean }>`select exists (select 1 from pg_stat_activity where backend_type = 'autovacuum launcher') as runs`.execute(t.database.db)).rows[0]?.runs;
    if (autovacuum) return;
    // 1,100 rows straight into the table (1,100 saves through the API would take a minute): new pages, not yet all-visible.
    await insertDocuments(1100);
    // The count as an index-only scan (the planner's choice once the map is set; forced here both times, in one session).
    const heapFetches = () =>
      t.database.db.connection().execute(async (session) => {
        await sql`set enable_bitmapscan = off; set enable_seqscan = off`.execute(session);
        try {
          const plan = (await sql<{ 'QUERY PLAN': string }>`explain (analyze, costs off, timing off, summary off) select count(*) from documents where business_id = ${user.businessId}`.execute(session)).rows.map((r) => r['QUERY PLAN']).join('\n');
          return plan.includes('Index Only Scan') ? Number(/Heap Fetches: (\d+)/.exec(plan)?.[1]) : plan;
        } finally {
          await sql`reset enable_bitmapscan; reset enable_seqscan`.execute(session);
        }
      });
    expect(await heapFetches()).toBeGreaterThan(1000);
    t.clock.advance(t.config.dbMaintenanceMs);
    await t.app.jobs.tick();
    expect(await counters(t, 'documents')).toMatchObject({ vacuumed: true });
    expect(await heapFetches()).toBe(0);
  });

  it("measures a table by its rows in pg_class, as autovacuum does, not by activity counters that a PGlite start sets back to zero", async () => {
    if (Number((await sql<{ n: string }>`select count(*) as n from documents`.execute(t.database.db)).rows[0]?.n) < 1100) await insertDocuments(1100);
    await sql`analyze documents`.execute(t.database.db);
    const reltuples = Number((await sql<{ n: string }>`select reltuples as n from pg_class where oid = 'documents'::regclass`.execute(t.database.db)).rows[0]?.n);
    expect(reltuples).toBeGreaterThan(1000);
    // What a start does to PGlite's activity counters: n_live_tup and n_mod_since_analyze back to zero.
    await sql`select pg_stat_reset()`.execute(t.database.db);
    expect((await counters(t, 'documents')).live).toBeLessThan(reltuples);
    // So 60 changed rows are not past 50 + 10% of the table: no ANALYZE of the largest table at every start.
    expect((await tableStats(t.database.db)).find((s) => s.table === 'documents')).toMatchObject({ live: reltuples });
  });
});
