import type { PresenceEntry, PresenceList } from '@atelier/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { makeAdmin, makeMember, makeUser, type TestUser } from '../../test/factories.js';
import { httpClient } from '../../test/http-client.js';
import { connectPresence, type PresenceClient } from '../../test/presence-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const [kind = 'pglite'] = databaseKinds();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const entryOf = (users: PresenceEntry[], email: string | null, page?: string) =>
  users.find((u) => u.email === email && (page === undefined || u.page === page));

describe('live presence over socket.io', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let ana: TestUser;
  let bogdan: TestUser;
  const open: PresenceClient[] = [];
  const connect = async (token?: string) => {
    const client = await connectPresence(t.url, token);
    open.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await startTestApp({ kind });
    admin = await makeAdmin(t);
    ana = await makeUser(t);
    bogdan = await makeUser(t);
  });
  afterAll(async () => {
    open.forEach((client) => client.close());
    await t.close();
  });

  it('shows an admin two users and an anonymous visitor: connect, page change, disconnect', async () => {
    const observer = await connect(admin.token);
    await observer.waitForList(() => true);
    const a = await connect(ana.token);
    const b = await connect(bogdan.token);
    const visitor = await connect();
    a.update({ page: '/dashboard?tab=dashboard', referrer: 'https://www.google.com/' });
    b.update({ page: '/documents/0123456789abcdef01234567', documentId: '0123456789abcdef01234567', documentTitle: 'Deviz auto' });
    visitor.update({ page: '/public-doc-steps/aaaaaaaaaaaaaaaaaaaaaaaa', documentId: 'aaaaaaaaaaaaaaaaaaaaaaaa', isPublic: true });

    const users = await observer.waitForList((list) => list.length === 3);
    expect(entryOf(users, ana.email)).toMatchObject({ user_id: ana.user.id, page: '/dashboard?tab=dashboard', referrer: 'https://www.google.com/', is_public: false });
    expect(entryOf(users, bogdan.email)).toMatchObject({ user_id: bogdan.user.id, document_id: '0123456789abcdef01234567', document_title: 'Deviz auto' });
    expect(entryOf(users, null)).toMatchObject({ user_id: null, is_public: true, document_id: 'aaaaaaaaaaaaaaaaaaaaaaaa' });
    const since = entryOf(users, ana.email)?.connected_at;

    a.update({ page: '/documents/0123456789abcdef01234568', documentId: '0123456789abcdef01234568' });
    const moved = await observer.waitForList((list) => entryOf(list, ana.email)?.page === '/documents/0123456789abcdef01234568');
    expect(entryOf(moved, ana.email)?.connected_at).toBe(since);
    expect(moved).toHaveLength(3);

    a.close();
    const left = await observer.waitForList((list) => list.length === 2);
    expect(entryOf(left, ana.email)).toBeUndefined();
    b.close();
    visitor.close();
    await observer.waitForList((list) => list.length === 0);
    observer.close();
  });

  it('takes user_id and email from the token, never from the payload', async () => {
    const observer = await connect(admin.token);
    const forger = await connect(ana.token);
    forger.update({ page: '/dashboard', user_id: 'admin', email: 'boss@atelier.ro' });
    const users = await observer.waitForList((list) => list.some((u) => u.page === '/dashboard'));
    expect(users.find((u) => u.page === '/dashboard')).toMatchObject({ user_id: ana.user.id, email: ana.email });
    const stranger = await connect();
    stranger.update({ page: '/', user_id: bogdan.user.id, email: bogdan.email });
    const after = await observer.waitForList((list) => list.some((u) => u.page === '/'));
    expect(after.find((u) => u.page === '/')).toMatchObject({ user_id: null, email: null });
    observer.update({ page: '/admin/dashboard' });
    const self = await observer.waitForList((list) => list.some((u) => u.page === '/admin/dashboard'));
    expect(self.find((u) => u.page === '/admin/dashboard')).toMatchObject({ user_id: 'admin', email: admin.email });
    forger.close();
    stranger.close();
    observer.close();
  });

  it('never sends the list to users or anonymous visitors', async () => {
    const user = await connect(bogdan.token);
    const visitor = await connect();
    const observer = await connect(admin.token);
    user.update({ page: '/dashboard' });
    visitor.update({ page: '/' });
    await observer.waitForList((list) => list.length >= 2);
    await pause(600);
    expect(user.lists).toEqual([]);
    expect(visitor.lists).toEqual([]);
    [user, visitor, observer].forEach((client) => client.close());
  });

  it('refuses a socket with an invalid token (connect_error), not one without a token', async () => {
    await expect(connectPresence(t.url, 'not-a-token')).rejects.toThrow('unauthorized');
    await expect(connectPresence(t.url, `${ana.token}x`)).rejects.toThrow('unauthorized');
    const anonymous = await connect();
    expect(anonymous.socket.connected).toBe(true);
    anonymous.close();
  });

  it('ignores malformed updates without dropping the connection', async () => {
    const observer = await connect(admin.token);
    const client = await connect(ana.token);
    client.update('hello');
    client.update({ page: 42 });
    client.update({ page: 'no-slash' });
    client.update({ page: '/x', documentTitle: 'x'.repeat(801) });
    client.update({ page: `/${'y'.repeat(5000)}` });
    client.socket.emit('update_user_info');
    await pause(300);
    expect(client.socket.connected).toBe(true);
    client.update({ page: '/after-junk' });
    const users = await observer.waitForList((list) => list.some((u) => u.page === '/after-junk'));
    expect(users.filter((u) => u.email === ana.email)).toHaveLength(1);
    client.close();
    observer.close();
  });

  it('refuses a socket opened by another site, and lets the app\'s own page in', async () => {
    await expect(connectPresence(t.url, undefined, { origin: 'https://evil.example' })).rejects.toThrow();
    await expect(connectPresence(t.url, undefined, { origin: 'https://evil.example', transports: ['websocket'] })).rejects.toThrow();
    // Without PUBLIC_URL (development, tests) the page's own origin is the app's.
    const own = await connectPresence(t.url, undefined, { origin: new URL(t.url).origin });
    expect(own.socket.connected).toBe(true);
    own.close();

    const configured = await startTestApp({ kind, database: t.database, env: { PUBLIC_URL: 'https://www.atelier.test' } });
    try {
      const site = await connectPresence(configured.url, undefined, { origin: 'https://www.atelier.test', transports: ['websocket'] });
      expect(site.socket.connected).toBe(true);
      site.close();
      // With PUBLIC_URL set, only its origin counts: a page served under another name is refused.
      await expect(connectPresence(configured.url, undefined, { origin: new URL(configured.url).origin, transports: ['websocket'] })).rejects.toThrow();
    } finally {
      await configured.close();
    }
  });

  it('cleans what an anonymous visitor announces before the admin sees it', async () => {
    const observer = await connect(admin.token);
    const visitor = await connect();
    visitor.update({
      page: '/catalog\u202Egnp.exe\u0000',
      documentTitle: 'Deviz\u0007 \u200Bnou\ud800',
      referrer: 'javascript:alert(1)',
      isPublic: true,
    });
    const users = await observer.waitForList((list) => list.some((u) => u.page.startsWith('/catalog')));
    const entry = users.find((u) => u.page.startsWith('/catalog'));
    expect(entry).toMatchObject({ page: '/cataloggnp.exe', document_title: 'Deviz nou', referrer: null, email: null });
    // A long title is shortened to 200 characters (never halving an emoji), not dropped.
    visitor.update({ page: '/ok', documentTitle: `${'x'.repeat(199)}😀😀`, referrer: 'https://www.google.com/' });
    const later = await observer.waitForList((list) => list.some((u) => u.page === '/ok'));
    expect(later.find((u) => u.page === '/ok')).toMatchObject({ document_title: `${'x'.repeat(199)}😀`, referrer: 'https://www.google.com/' });
    visitor.close();
    observer.close();
  });

  it('drops a socket whose token has expired at its next update', async () => {
    const client = await connect(bogdan.token);
    t.clock.advance(t.config.accessTokenMinutes * 60_000 + 1000);
    try {
      const disconnected = new Promise((resolve) => client.socket.once('disconnect', resolve));
      client.update({ page: '/dashboard' });
      await expect(disconnected).resolves.toBe('io server disconnect');
    } finally {
      t.clock.advance(-(t.config.accessTokenMinutes * 60_000 + 1000));
    }
  });

  it('gives admins the same list over REST: GET /api/users/online', async () => {
    const client = await connect(ana.token);
    client.update({ page: '/rest-check' });
    const http = httpClient(t.url);
    let body: PresenceList = { users: [] };
    for (let attempt = 0; attempt < 50 && !body.users.some((u) => u.page === '/rest-check'); attempt += 1) {
      const res = await http.request<PresenceList>('GET', '/api/users/online', { token: admin.token });
      expect(res.status).toBe(200);
      body = res.body;
      await pause(20);
    }
    expect(body.users.find((u) => u.page === '/rest-check')).toMatchObject({ user_id: ana.user.id, email: ana.email });
    expect((await http.request('GET', '/api/users/online', { token: ana.token })).status).toBe(403);
    expect((await http.request('GET', '/api/users/online')).status).toBe(401);
    client.close();
  });

  it('names the business and the member of each connected account', async () => {
    await ana.client.request('PUT', '/api/user/profile', { token: ana.token, json: { name: 'Service Ana SRL', cui: '18547290' } });
    const mechanic = await makeMember(t, ana, { name: 'Mihai Mecanicul' });
    const client = await connect(mechanic.token);
    client.update({ page: '/member-check' });
    const http = httpClient(t.url);
    let body: PresenceList = { users: [] };
    for (let attempt = 0; attempt < 50 && !body.users.some((u) => u.page === '/member-check'); attempt += 1) {
      body = (await http.request<PresenceList>('GET', '/api/users/online', { token: admin.token })).body;
      await pause(20);
    }
    expect(body.users.find((u) => u.page === '/member-check')).toMatchObject({
      user_id: mechanic.user.id,
      email: mechanic.email,
      name: 'Mihai Mecanicul',
      role: 'member',
      business: { id: ana.businessId, name: 'Service Ana SRL' },
    });
    client.close();
  });
});

describe('closing the app', () => {
  it('closes open sockets and leaves no handle behind', async () => {
    const t = await startTestApp({ kind });
    const user = await makeUser(t);
    const client = await connectPresence(t.url, user.token);
    const disconnected = new Promise((resolve) => client.socket.once('disconnect', resolve));
    await t.close();
    await expect(disconnected).resolves.toBeDefined();
    client.close();
  });
});
