import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids.js';
import { databaseKinds } from '../../test/databases.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { DELETED_ACCOUNTS_RETENTION_JOB } from './deleted-accounts-retention.js';

describe.each(databaseKinds())("the deleted accounts' retention on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ kind });
  });
  afterAll(async () => t.close());

  const db = () => t.database.db;
  /** A deleted business whose billing record is kept until `until` (null: never billed). */
  const deletedAccount = async (until: string | null) => {
    const id = newId();
    await db()
      .insertInto('deleted_accounts')
      .values({
        id,
        business_id: newId(),
        deleted_at: new Date('2026-03-01T10:00:00Z'),
        deleted_by: 'owner',
        admin_id: null,
        billing: JSON.stringify({ retention: { years: 10, until, source: 'Legea 82/1991' }, periods: [] }),
      })
      .execute();
    return id;
  };
  const kept = async (ids: string[]) => (await db().selectFrom('deleted_accounts').select('id').where('id', 'in', ids).orderBy('id').execute()).map((r) => r.id);

  it('erases, once a day, the rows whose "10 years from the end of the year billed" has passed, and keeps the others to their last day', async () => {
    t.clock.set(new Date('2036-12-31T21:00:00Z'));
    const endedLongAgo = await deletedAccount('2035-12-31');
    const endsToday = await deletedAccount('2036-12-31');
    const endsNextYear = await deletedAccount('2037-12-31');
    const neverBilled = await deletedAccount(null);
    const all = [endedLongAgo, endsToday, endsNextYear, neverBilled];

    await t.app.jobs.tick();
    await expect.poll(async () => (await t.app.jobs.find(`${DELETED_ACCOUNTS_RETENTION_JOB}:2036-12-31`))?.status).toBe('done');
    expect(await kept(all)).toEqual([endsToday, endsNextYear].sort());

    // The same day again: the day's job already ran, nothing more goes.
    await t.app.jobs.tick();
    expect(await kept(all)).toEqual([endsToday, endsNextYear].sort());

    // The next day: the row whose last day was yesterday goes.
    t.clock.set(new Date('2037-01-01T06:00:00Z'));
    await t.app.jobs.tick();
    await expect.poll(async () => (await t.app.jobs.find(`${DELETED_ACCOUNTS_RETENTION_JOB}:2037-01-01`))?.status).toBe('done');
    expect(await kept(all)).toEqual([endsNextYear]);
  });
});
