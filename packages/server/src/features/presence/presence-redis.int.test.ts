import { randomBytes } from 'node:crypto';
import type { TokenResponse } from '@atelier/core';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisCounterStore } from '../../infra/counter-store.js';
import { databaseKinds } from '../../test/databases.js';
import { makeAdmin, makeUser } from '../../test/factories.js';
import { httpClient } from '../../test/http-client.js';
import { connectPresence, type PresenceClient } from '../../test/presence-client.js';
import { testRedisUrl } from '../../test/redis.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const redisUrl = testRedisUrl();
const kind = databaseKinds().includes('postgres') ? 'postgres' : 'pglite';

describe.runIf(redisUrl)('presence shared through Redis by two instances', () => {
  const prefix = `atelier-test:${randomBytes(4).toString('hex')}:`;
  const connections: Redis[] = [];
  const open: PresenceClient[] = [];
  let a: TestApp;
  let b: TestApp;
  const startInstance = async (database?: TestApp['database']) => {
    const redis = new Redis(redisUrl ?? '');
    connections.push(redis);
    return startTestApp({ kind, redis, redisPrefix: prefix, counters: redisCounterStore(redis, prefix), ...(database ? { database } : {}) });
  };

  beforeAll(async () => {
    a = await startInstance();
    b = await startInstance(a.database);
  });
  afterAll(async () => {
    open.forEach((client) => client.close());
    await b.close();
    await a.close();
    await Promise.all(connections.map((redis) => redis.quit()));
  });

  it('an admin on instance B sees a user connected to instance A, until the user leaves', async () => {
    const admin = await makeAdmin(b);
    const user = await makeUser(a);
    const observer = await connectPresence(b.url, admin.token);
    open.push(observer);
    await observer.waitForList((list) => list.length === 0);

    const onA = await connectPresence(a.url, user.token);
    open.push(onA);
    onA.update({ page: '/dashboard' });
    const users = await observer.waitForList((list) => list.length === 1);
    expect(users[0]).toMatchObject({ user_id: user.user.id, email: user.email, page: '/dashboard' });

    onA.update({ page: '/documents/0123456789abcdef01234567', documentId: '0123456789abcdef01234567' });
    await observer.waitForList((list) => list[0]?.document_id === '0123456789abcdef01234567');
    const rest = await httpClient(b.url).request<{ users: unknown[] }>('GET', '/api/users/online', { token: admin.token });
    expect(rest.body.users).toHaveLength(1);

    onA.close();
    await observer.waitForList((list) => list.length === 0);
  });

  it('keeps entries in Redis with a TTL, so a crashed instance leaves nothing behind for long', async () => {
    const user = await makeUser(a);
    const onA = await connectPresence(a.url, user.token);
    open.push(onA);
    onA.update({ page: '/ttl-check' });
    const redis = connections[0] as Redis;
    const key = `${prefix}presence:${onA.socket.id ?? ''}`;
    for (let attempt = 0; attempt < 50 && !(await redis.exists(key)); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(60_000);
    expect(ttl).toBeLessThanOrEqual(90_000);
    onA.close();
    for (let attempt = 0; attempt < 50 && (await redis.exists(key)); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await redis.exists(key)).toBe(0);
  });

  it('closes a removed member\'s socket on the other instance and drops their entry', async () => {
    const admin = await makeAdmin(b);
    const owner = await makeUser(b);
    const email = `live.${randomBytes(4).toString('hex')}@example.ro`;
    await owner.client.request('POST', '/api/user/team/invitations', { token: owner.token, json: { email, name: 'Live' } });
    const link = /\/user\/accept\/([A-Za-z0-9_-]+)/.exec(b.mailer.sent.filter((m) => m.to === email).at(-1)?.text ?? '')?.[1] ?? '';
    const accepted = await httpClient(a.url).request<TokenResponse>('POST', `/api/user/invitations/${link}/accept`, { json: { name: 'Live', password: 'parola-mecanic-1' } });
    expect(accepted.status).toBe(200);
    const memberId = (await httpClient(a.url).request<{ id: string }>('GET', '/api/user/me', { token: accepted.body.access_token })).body.id;

    const observer = await connectPresence(b.url, admin.token);
    open.push(observer);
    const onA = await connectPresence(a.url, accepted.body.access_token);
    open.push(onA);
    onA.update({ page: '/dashboard' });
    await observer.waitForList((list) => list.some((entry) => entry.user_id === memberId));
    const closed = new Promise((resolve) => onA.socket.once('disconnect', resolve));
    expect((await owner.client.request('DELETE', `/api/user/team/members/${memberId}`, { token: owner.token })).status).toBe(204);
    expect(await closed).toBe('io server disconnect');
    await observer.waitForList((list) => !list.some((entry) => entry.user_id === memberId));
  });
});
