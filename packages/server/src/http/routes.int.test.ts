import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH, ROUTE_ACCESS, SERVER_MODULES } from '../app-modules.js';
import { databaseKinds } from '../test/databases.js';
import { makeMember, makeUser } from '../test/factories.js';
import { httpClient } from '../test/http-client.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

/**
 * Every API route and who may call it (http/access.ts), as the modules declare it (app-modules.ts).
 * A new route fails this test until its module lists it, which puts its authorization under test
 * (401 without a session, 403 for a non-admin, 403 owner_only for a member on the owner's routes).
 */
const ACCESS = ROUTE_ACCESS;

const [kind = 'pglite'] = databaseKinds();

describe('every API route', () => {
  let t: TestApp;
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    t = await startTestApp({ kind });
    routes.push(...t.routes);
  });
  afterAll(async () => t.close());

  const apiRoutes = () =>
    routes
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).filter((m) => m !== 'HEAD').map((m) => ({ key: `${m} ${r.url}`, route: r })));

  it('is listed with its access level', () => {
    const keys = apiRoutes().map((r) => r.key);
    expect(keys.length).toBeGreaterThan(5);
    expect(keys.filter((k) => !(k in ACCESS))).toEqual([]);
    // And no module declares a route it does not have.
    expect(Object.keys(ACCESS).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('uses only the OpenAPI tags its module declares, and every tag a module declares is used by one of its routes', () => {
    const declared = new Map<string, { module: string; tags: string[] }>();
    for (const { name, access, apiTags = [] } of [HEALTH, ...SERVER_MODULES]) {
      const tags = apiTags.map((tag) => (typeof tag === 'string' ? tag : tag.name));
      for (const route of Object.keys(access)) declared.set(route, { module: name, tags });
    }
    const used = new Map<string, Set<string>>();
    const undeclared: string[] = [];
    for (const { key, route } of apiRoutes()) {
      const owner = declared.get(key);
      for (const tag of (route.schema as { tags?: string[] } | undefined)?.tags ?? []) {
        if (!owner?.tags.includes(tag)) undeclared.push(`${key}: ${tag}`);
        if (owner) used.set(owner.module, (used.get(owner.module) ?? new Set()).add(tag));
      }
    }
    expect(undeclared, "tags a route uses that its module's apiTags do not name").toEqual([]);
    const unused = [HEALTH, ...SERVER_MODULES].flatMap(({ name, apiTags = [] }) =>
      apiTags.map((tag) => (typeof tag === 'string' ? tag : tag.name)).filter((tag) => !used.get(name)?.has(tag)).map((tag) => `${name}: ${tag}`),
    );
    expect(unused, 'tags a module declares that none of its routes uses').toEqual([]);
  });

  it('declares a response schema', () => {
    const missing = apiRoutes().filter(({ route }) => !(route.schema as { response?: unknown } | undefined)?.response);
    expect(missing.map((r) => r.key)).toEqual([]);
  });

  it('refuses a request without a session (401) unless public, and a non-admin on admin routes (403)', async () => {
    const user = await makeUser(t);
    for (const { key } of apiRoutes()) {
      const access = ACCESS[key];
      if (access === 'public') continue;
      const [method = 'GET', url = ''] = key.split(' ');
      const path = url.replace(':name', 'client').replace(/:[a-z_]+/gi, '0123456789abcdef01234567');
      const anonymous = await httpClient(t.url).request(method, path);
      expect(anonymous.status, `${key} without a token`).toBe(401);
      if (access === 'admin') {
        const asUser = await httpClient(t.url).request(method, path, { token: user.token });
        expect(asUser.status, `${key} as a user`).toBe(403);
      }
    }
  });

  it("refuses a member of the business the owner's routes (403 owner_only), and lets the owner through", async () => {
    const owner = await makeUser(t);
    const member = await makeMember(t, owner);
    // The statistics are the owner's too until the owner lets members see them (off by default).
    const ownerRoutes = apiRoutes().filter(({ key }) => ACCESS[key] === 'owner' || ACCESS[key] === 'statistics');
    expect(ownerRoutes.length).toBeGreaterThan(5);
    for (const { key } of ownerRoutes) {
      const [method = 'GET', url = ''] = key.split(' ');
      const asMember = await member.client.request<{ error?: { code: string } }>(method, url, { token: member.token });
      expect([asMember.status, asMember.body.error?.code], `${key} as a member`).toEqual([403, 'owner_only']);
      const asOwner = await owner.client.request<{ error?: { code: string } } | undefined>(method, url, { token: owner.token });
      expect(asOwner.body?.error?.code, `${key} as the owner`).not.toBe('owner_only');
    }
    // The member's own routes stay open to them.
    const userRoutes = apiRoutes().filter(({ key }) => ACCESS[key] === 'user' && key.startsWith('GET') && !key.includes(':'));
    for (const { key } of userRoutes) {
      const res = await member.client.request<{ error?: { code: string } } | undefined>('GET', key.slice(4), { token: member.token });
      expect(res.body?.error?.code, `${key} as a member`).not.toBe('owner_only');
    }
  });

  it('refuses every account and admin route to a locked session (423 locked); the lock calls still answer', async () => {
    const user = await makeUser(t);
    expect((await user.client.request('POST', '/api/user/lock', { token: user.token })).status).toBe(204);
    for (const { key } of apiRoutes()) {
      const access = ACCESS[key];
      if (access === 'public') continue;
      const [method = 'GET', url = ''] = key.split(' ');
      const path = url.replace(':name', 'client').replace(/:[a-z_]+/gi, '0123456789abcdef01234567');
      const res = await user.client.request<{ error?: { code: string } }>(method, path, { token: user.token });
      if (access === 'session') expect(res.status, `${key} while locked`).not.toBe(423);
      else expect([res.status, res.body.error?.code], `${key} while locked`).toEqual([423, 'locked']);
    }
  });
});
