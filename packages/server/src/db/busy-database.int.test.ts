import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@atelier/core';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../test/databases.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

/** Takes one connection of the pool and keeps it until released; `held` is false when the pool refused. */
const holdConnection = (database: TestDatabase) => {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = new Promise<boolean>((resolve) => {
    database.db
      .connection()
      .execute(async () => {
        resolve(true);
        await gate;
      })
      .catch(() => resolve(false));
  });
  return { held, release };
};

describe.each(databaseKinds())('a database with no free connection on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await openTestDatabase(kind, { waitMs: 300 });
    t = await startTestApp({ kind, database });
  });
  afterAll(async () => {
    await t?.close();
    await database?.close();
  });

  it('refuses requests with 503 service_unavailable and Retry-After instead of queueing them, then serves again', async () => {
    // Every connection taken (PGlite has one): the holder that is refused shows the pool is full.
    const holders: ReturnType<typeof holdConnection>[] = [];
    for (let i = 0; i < 20; i++) {
      const holder = holdConnection(database);
      holders.push(holder);
      if (!(await holder.held)) break;
    }
    expect(await holders.at(-1)?.held).toBe(false);
    try {
      const busy = await Promise.all([fetch(`${t.url}/api/health`), fetch(`${t.url}/api/forms/catalog`)]);
      for (const response of busy) {
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('2');
        expect(((await response.json()) as ErrorBody).error.code).toBe('service_unavailable');
      }
    } finally {
      for (const holder of holders) holder.release();
    }
    const again = await fetch(`${t.url}/api/health`);
    expect(again.status).toBe(200);
  });
});
