import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { CompanyLookupDto } from '@atelier/core';
import { redisCounterStore } from '../../infra/counter-store.js';
import { startFakeAnaf } from '../../integrations/anaf/anaf-fake.js';
import { databaseKinds, type DatabaseKind } from '../../test/databases.js';
import { makeUser, type TestUser } from '../../test/factories.js';
import { testRedisUrl } from '../../test/redis.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const redisUrl = testRedisUrl();
const setups: [string, DatabaseKind, boolean][] = [
  ...databaseKinds().map((kind): [string, DatabaseKind, boolean] => [`${kind}, turns in the database`, kind, false]),
  ...(redisUrl && databaseKinds().includes('postgres') ? [['postgres, turns in Redis', 'postgres', true] as [string, DatabaseKind, boolean]] : []),
];

describe.each(setups)('ANAF lookups shared by two instances (%s)', (_name, kind, withRedis) => {
  const connections: Redis[] = [];
  // One prefix for both instances, as production's two instances share REDIS_URL's keys.
  const prefix = `atelier-test:${randomBytes(4).toString('hex')}:`;
  afterAll(async () => Promise.all(connections.map((redis) => redis.quit())));

  const instance = (url: string, database?: TestApp['database']) => {
    if (!withRedis) return startTestApp({ kind, env: { ANAF_URL: url }, ...(database ? { database } : {}) });
    const redis = new Redis(redisUrl ?? '');
    connections.push(redis);
    return startTestApp({ kind, env: { ANAF_URL: url }, redis, redisPrefix: prefix, counters: redisCounterStore(redis, `${prefix}count:`), ...(database ? { database } : {}) });
  };

  const lookup = (user: TestUser, cui: string) => user.client.request<CompanyLookupDto>('GET', `/api/user/company-lookup/${cui}`, { token: user.token });

  it('concurrent lookups on both reach ANAF at most once a second, and a CUI one instance fetched the other answers from the shared cache', async () => {
    const fake = await startFakeAnaf();
    const a = await instance(fake.url);
    const b = await instance(fake.url, a.database);
    try {
      const [ana, bogdan] = [await makeUser(a), await makeUser(b)];
      // Two rounds, each instance with its own CUIs at the same moment: per-process pacing would
      // send from both at once.
      const rounds = [
        [lookup(ana, '18547290'), lookup(bogdan, '4266367')],
        [lookup(ana, '14399840'), lookup(bogdan, '4266359')],
      ];
      for (const round of rounds) {
        const answers = await Promise.all(round);
        expect(answers.map((r) => r.status)).toEqual(round === rounds[0] ? [200, 200] : [200, 404]);
      }
      expect(fake.requests.length).toBeGreaterThanOrEqual(2);
      const gaps = fake.requests.slice(1).map((r, i) => r.at - (fake.requests[i]?.at ?? 0));
      // Turns are 1.1 s apart (anafTurnMs); the fake notes a request when this busy test process
      // (both instances and the fake in one event loop) gets to it. Per-process pacing sends both at once.
      for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(900);

      const asked = fake.requests.length;
      const again = await lookup(bogdan, '18547290');
      expect([again.status, again.body.name]).toEqual([200, 'SERVICE EXEMPLU SRL']);
      const unknown = await lookup(ana, '4266359');
      expect(unknown.status).toBe(404);
      expect(fake.requests.length).toBe(asked);

      // A day later the answer is old: asked of ANAF again.
      await a.database.db.updateTable('anaf_companies').set({ fetched_at: new Date(a.clock.now().getTime() - 24 * 60 * 60 * 1000 - 1000) }).where('cui', '=', '18547290').execute();
      expect((await lookup(ana, '18547290')).status).toBe(200);
      expect(fake.requests.length).toBe(asked + 1);
    } finally {
      await b.close();
      await a.close();
      await fake.close();
    }
  }, 60_000);
});
