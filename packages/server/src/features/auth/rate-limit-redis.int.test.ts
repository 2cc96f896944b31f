import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisCounterStore } from '../../infra/counter-store.js';
import { databaseKinds } from '../../test/databases.js';
import { makeUser, uniqueEmail } from '../../test/factories.js';
import { estimateData, makeForm } from '../../test/forms.js';
import { httpClient } from '../../test/http-client.js';
import { testRedisUrl } from '../../test/redis.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const redisUrl = testRedisUrl();
const kind = databaseKinds().includes('postgres') ? 'postgres' : 'pglite';

describe.runIf(redisUrl)('rate limits shared through Redis by two instances', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const prefix = `atelier-test:${randomBytes(4).toString('hex')}:`;
    const env = { PUBLIC_SUBMIT_LIMIT: '2', REGISTER_LIMIT: '2', TRUST_PROXY: 'true' };
    a = await startTestApp({ kind, env, counters: redisCounterStore(new Redis(redisUrl ?? ''), prefix) });
    b = await startTestApp({ kind, env, database: a.database, counters: redisCounterStore(new Redis(redisUrl ?? ''), prefix) });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await Promise.all([a.counters.close(), b.counters.close()]);
  });

  it('a client (address and IP) locked through one instance is locked on the other', async () => {
    const user = await makeUser(a);
    for (let i = 0; i < 5; i += 1) {
      const res = await httpClient(a.url).request('POST', '/api/user/token', { form: { username: user.email, password: 'gresita-123' } });
      expect(res.status).toBe(401);
    }
    const onB = await httpClient(b.url).request('POST', '/api/user/token', { form: { username: user.email, password: user.password } });
    expect(onB.status).toBe(429);
  });

  it('anonymous submits counted on one instance count on the other', async () => {
    const { id } = await makeForm(a, { key: 'deviz-public-redis', public: true });
    const submit = (t: TestApp) => httpClient(t.url).request('POST', `/api/forms/open/forms/${id}/submit`, { json: { data: estimateData() } });
    expect((await submit(a)).status).toBe(201);
    expect((await submit(a)).status).toBe(201);
    const onB = await submit(b);
    expect(onB.status).toBe(429);
    expect(onB.headers.get('retry-after')).toBe('600');
  });

  it('registrations counted on one instance count on the other', async () => {
    const register = (t: TestApp) =>
      httpClient(t.url).request('POST', '/api/user/register', { json: { email: uniqueEmail(), password: 'parola-lunga' }, headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect((await register(a)).status).toBe(201);
    expect((await register(a)).status).toBe(201);
    expect((await register(b)).status).toBe(429);
  });
});
