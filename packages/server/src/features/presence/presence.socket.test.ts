import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPresence, type PresenceClient } from '../../test/presence-client.js';
import { startPresenceServer, type PresenceServer } from './presence.socket.js';
import { memoryPresenceStore } from './presence.store.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('presence: a client emitting in a loop', () => {
  let http: Server;
  let presence: PresenceServer;
  let url: string;
  const writes: string[] = [];
  const open: PresenceClient[] = [];

  beforeAll(async () => {
    http = createServer();
    const store = memoryPresenceStore();
    presence = startPresenceServer({
      httpServer: http,
      auth: { authenticate: async (token) => (token === 'admin' ? { sub: 'a', email: 'admin@example.ro', isAdmin: true, sid: 's', locked: false, active: true, businessId: null, businessName: '', role: null, name: '', canSeeStatistics: false } : undefined) },
      tokens: { verify: () => ({ sub: 'a' }) as never },
      origins: { allowed: [], sameOrigin: true },
      store: {
        ...store,
        put: async (entry) => {
          writes.push(entry.page ?? '');
          await store.put(entry);
        },
      },
      now: () => new Date(),
      log: Fastify({ logger: false }).log,
      broadcastEveryMs: 50,
      updateEveryMs: 300,
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    open.forEach((client) => client.close());
    await presence.close();
    await new Promise((resolve) => http.close(resolve));
  });

  it('costs one store write per period, and the last page announced is the one kept', async () => {
    const admin = await connectPresence(url, 'admin');
    const visitor = await connectPresence(url);
    open.push(admin, visitor);
    for (let i = 0; i < 200; i++) visitor.update({ page: `/catalog?page=${i}` });
    const users = await admin.waitForList((list) => list.some((u) => u.page === '/catalog?page=199'));
    expect(users.filter((u) => u.email === null)).toHaveLength(1);
    await pause(400);
    // The first announcement at once, the rest of the burst folded into a trailing write per period
    // (the burst reaches the server in a few packets, so two or three writes, never two hundred).
    expect(writes.length).toBeLessThanOrEqual(4);
    expect(writes.at(-1)).toBe('/catalog?page=199');
  });
});
