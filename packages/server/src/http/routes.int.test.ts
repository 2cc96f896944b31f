import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../test/databases.js';
import { makeMember, makeUser } from '../test/factories.js';
import { httpClient } from '../test/http-client.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

/**
 * `session`: any session, locked or not (the lock calls); `user`, `owner` and `admin` are refused
 * to a locked one. `owner`: only the owner of the business (a member gets 403 owner_only; the
 * statistics count as the owner's unless the owner lets members see them).
 */
type Access = 'public' | 'session' | 'user' | 'owner' | 'admin';

/**
 * Every API route and who may call it. A new route fails this test until it is listed here,
 * which puts its authorization under test (401 without a session, 403 for a non-admin, 403
 * owner_only for a member on the owner's routes).
 */
const ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'POST /api/user/register': 'public',
  'POST /api/user/token': 'public',
  'POST /api/admin/token': 'public',
  'POST /api/user/refresh-token': 'public',
  'POST /api/user/logout': 'public',
  'POST /api/user/password-reset/request': 'public',
  'POST /api/user/password-reset/confirm': 'public',
  'GET /api/user/me': 'user',
  'GET /api/user/status': 'session',
  'POST /api/user/lock': 'session',
  'PUT /api/user/auto-lock': 'owner',
  'GET /api/user/payment-banner-status': 'user',
  'POST /api/user/password-change': 'user',
  'POST /api/user/email-change/request': 'user',
  'POST /api/user/email-change/confirm': 'public',
  'GET /api/user/sessions': 'user',
  'DELETE /api/user/sessions/:id': 'user',
  'POST /api/user/sessions/end-others': 'user',
  'GET /api/user/forms': 'user',
  'GET /api/user/forms/:id': 'user',
  'GET /api/forms/catalog': 'public',
  'GET /api/forms/catalog/search': 'public',
  'GET /api/forms/catalog/:key/preview': 'public',
  'GET /api/forms/catalog/:key/sample.pdf': 'public',
  'GET /api/user/forms/requestable': 'user',
  'POST /api/user/forms/:id/request': 'user',
  'GET /api/user/form_requests': 'user',
  'GET /api/forms/requests': 'admin',
  'POST /api/forms/requests/:id/reject': 'admin',
  'POST /api/forms/:id/allocate': 'admin',
  'POST /api/forms/:id/remove_access': 'admin',
  'POST /api/user/forms/:id/submit': 'user',
  'GET /api/user/forms/:id/submission_count': 'user',
  'GET /api/user/forms/:id/past-entries': 'user',
  'GET /api/user/forms/:id/array-items': 'user',
  'GET /api/user/completed_forms': 'user',
  'GET /api/user/completed_forms/:id': 'user',
  'GET /api/user/completed_forms/:id/pdf': 'user',
  'GET /api/user/completed_forms/:id/efactura': 'user',
  'GET /api/user/company-lookup/:cui': 'user',
  'GET /api/user/efactura/month': 'user',
  'POST /api/user/efactura/month-zips': 'user',
  'GET /api/user/efactura/month-zips': 'user',
  'GET /api/user/efactura/month-zips/:id': 'user',
  'GET /api/user/efactura/month-zips/:id/file': 'user',
  'POST /api/user/forms/:id/pdf': 'user',
  'PUT /api/user/completed_forms/:id': 'user',
  'DELETE /api/user/completed_forms/:id': 'user',
  'GET /api/user/submissions/search': 'user',
  'GET /api/user/step_data/:name': 'user',
  'GET /api/user/search/:name': 'user',
  'GET /api/user/step_data_overview': 'user',
  'GET /api/user/available_stepnames': 'user',
  'GET /api/users/online': 'admin',
  'GET /api/user/service-statistics': 'owner',
  'GET /api/user/invoice-statistics': 'owner',
  'GET /api/user/fleet/stats': 'owner',
  'GET /api/user/service/finance': 'owner',
  'GET /api/forms/open/forms': 'public',
  'GET /api/forms/open/forms/:id': 'public',
  'POST /api/forms/open/forms/:id/submit': 'public',
  'POST /api/forms/open/forms/:id/pdf': 'public',
  'GET /api/forms/public/submissions/:id': 'public',
  'GET /api/forms/public/submissions/:id/pdf': 'public',
  'GET /api/forms': 'admin',
  'POST /api/forms/': 'admin',
  'DELETE /api/forms/:id': 'admin',
  'GET /api/forms/:id/users': 'admin',
  'GET /api/forms/admin/:id/step1_data': 'admin',
  'GET /api/forms/admin/submission-statistics': 'admin',
  'GET /api/users': 'admin',
  'PUT /api/users/:id/subscription': 'admin',
  'GET /api/users/:id/subscriptions': 'admin',
  'PUT /api/users/:id/subscriptions/:subscriptionId': 'admin',
  'DELETE /api/users/:id/subscriptions/:subscriptionId': 'admin',
  'PUT /api/users/:id/trial': 'admin',
  'POST /api/user/account/delete': 'owner',
  'POST /api/user/account/delete/confirm': 'public',
  'DELETE /api/users/:id/account': 'admin',
  'GET /api/user/subscription': 'owner',
  'PUT /api/user/logo': 'owner',
  'GET /api/user/logo': 'user',
  'DELETE /api/user/logo': 'owner',
  'GET /api/user/profile': 'user',
  'PUT /api/user/profile': 'owner',
  'GET /api/user/first-steps': 'user',
  'POST /api/user/first-steps/dismiss': 'user',
  'POST /api/user/export': 'owner',
  'GET /api/user/exports': 'owner',
  'GET /api/user/exports/:id/download': 'owner',
  'POST /api/contact': 'public',
  'GET /api/contact-messages': 'admin',
  'POST /api/contact-messages/:id/read': 'admin',
  'GET /api/site/head': 'public',
  'GET /api/site/pages/:name': 'public',
  'GET /api/site/articles': 'public',
  'GET /api/site/articles/:slug': 'public',
  'GET /api/site/landing/:slug': 'public',
  'GET /api/site/extras': 'public',
  'GET /api/site/operator': 'public',
  'GET /api/site/media/:file': 'public',
  'GET /api/user/team': 'owner',
  'POST /api/user/team/invitations': 'owner',
  'POST /api/user/team/invitations/:id/resend': 'owner',
  'DELETE /api/user/team/invitations/:id': 'owner',
  'DELETE /api/user/team/members/:id': 'owner',
  'PUT /api/user/team/settings': 'owner',
  'GET /api/user/invitations/:token': 'public',
  'POST /api/user/invitations/:token/accept': 'public',
  'POST /api/user/forms/autopass/credentials': 'owner',
  'DELETE /api/user/forms/autopass/credentials': 'owner',
  'GET /api/user/forms/autopass/credentials/status': 'user',
  'POST /api/user/forms/autopass/credentials/test': 'user',
  'GET /api/user/forms/autopass/prestatie-codes': 'user',
  'POST /api/user/forms/autopass': 'user',
  'GET /api/user/forms/autopass/documents': 'user',
  'GET /api/user/working-hours': 'user',
  'PUT /api/user/working-hours': 'owner',
  'GET /api/user/closed-days': 'user',
  'POST /api/user/closed-days': 'owner',
  'DELETE /api/user/closed-days/:id': 'owner',
  'GET /api/user/appointments': 'user',
  'GET /api/user/appointments/availability': 'user',
  'POST /api/user/appointments/:id/reschedule': 'user',
  'POST /api/user/appointments/:id/complete': 'user',
  'POST /api/user/appointments/:id/confirmation': 'user',
  'GET /api/user/calendar-feed': 'owner',
  'POST /api/user/calendar-feed': 'owner',
  'DELETE /api/user/calendar-feed': 'owner',
  'GET /api/calendar/:file': 'public',
  'GET /api/user/video-projects': 'user',
  'POST /api/user/video-projects/:id/status': 'user',
  'GET /api/user/tags': 'user',
  'POST /api/user/tags': 'user',
  'PUT /api/user/tags/:id': 'user',
  'DELETE /api/user/tags/:id': 'user',
  'POST /api/user/tags/auto-tag': 'user',
  'GET /api/user/tags/auto-tag': 'user',
  'GET /api/user/completed_forms/:id/tags': 'user',
  'PUT /api/user/completed_forms/:id/tags': 'user',
  'GET /api/user/reminders': 'user',
  'GET /api/user/reminders/untagged': 'user',
  'GET /api/user/reminders/settings': 'user',
  'PUT /api/user/reminders/settings': 'owner',
  'GET /api/user/reminders/consents': 'user',
  'POST /api/user/reminders/consents': 'user',
  'DELETE /api/user/reminders/consents/:id': 'user',
  'GET /api/reminders/unsubscribe': 'public',
  'POST /api/reminders/unsubscribe': 'public',
};

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
    const ownerRoutes = apiRoutes().filter(({ key }) => ACCESS[key] === 'owner');
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
