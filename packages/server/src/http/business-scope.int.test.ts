import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDto, DocumentDto, ErrorBody, MeDto } from '@atelier/core';
import { databaseKinds } from '../test/databases.js';
import { makeDocument } from '../test/documents.js';
import { makeAdmin, makeMember, makeUser, recordSubscription, type TestUser } from '../test/factories.js';
import { estimateData, makeForm } from '../test/forms.js';
import { signaturePng } from '../pdf/test-support/pdf-tools.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

/**
 * Businesses own the data (issue 14): every query is scoped by the business of the session, never
 * by the user. Ana's workshop (Ana the owner, Mihai a mechanic) and Bogdan's (Bogdan, Nelu a
 * mechanic): Mihai works on his business's documents as Ana does, but cannot reach what only the
 * owner may; nobody of Bogdan's business sees or changes anything of Ana's.
 */
describe.each(databaseKinds())('data scoped by business (%s)', (kind) => {
  let t: TestApp;
  let ana: TestUser;
  let mihai: TestUser;
  let bogdan: TestUser;
  let nelu: TestUser;
  const ids = { estimate: '', privateForm: '', anaDoc: '', mihaiDoc: '', bogdanDoc: '' };
  /** Texts only Ana's business holds: none of them may appear in an answer to Bogdan's business. */
  const SECRETS = ['Clientanaunic', 'CJ 77 ANA', 'Service Ana Unic SRL', 'Piesaanaunica'];

  const call = <T = unknown>(who: TestUser, method: string, path: string, json?: unknown) =>
    who.client.request<T>(method, path, { token: who.token, ...(json === undefined ? {} : { json }) });
  const submit = (who: TestUser, formId: string, client: string) =>
    makeDocument({ user: who, formId, data: estimateData({ client: { name: client }, vehicle: { plate: 'CJ 77 ANA' }, parts: [{ name: 'Piesaanaunica', qty: 1, price: '10.00' }] }) });

  /** A new session of the same account: its session row is read afresh. */
  const makeMemberSession = async (who: TestUser): Promise<TestUser> => {
    const login = await who.client.request<{ access_token: string }>('POST', '/api/user/token', { form: { username: who.email, password: who.password } });
    expect(login.status, login.text).toBe(200);
    return { ...who, token: login.body.access_token };
  };

  beforeAll(async () => {
    t = await startTestApp({ kind });
    ana = await makeUser(t);
    mihai = await makeMember(t, ana, { name: 'Mihai Mecanicul' });
    bogdan = await makeUser(t);
    nelu = await makeMember(t, bogdan, { name: 'Nelu' });
    ids.estimate = (await makeForm(t, { key: 'deviz-scope', public: true })).id;
    ids.privateForm = (await makeForm(t, { key: 'deviz-ana', title: 'Deviz Ana', public: false }, [ana.user.id])).id;
    ids.anaDoc = (await submit(ana, ids.privateForm, 'Clientanaunic Ana')).id;
    ids.mihaiDoc = (await submit(mihai, ids.estimate, 'Clientanaunic Mihai')).id;
    ids.bogdanDoc = (
      await call<DocumentDto>(bogdan, 'POST', `/api/user/forms/${ids.estimate}/submit`, { data: estimateData({ client: { name: 'Client Bogdan' } }) })
    ).body.id;
    expect((await call(ana, 'PUT', '/api/user/profile', { name: 'Service Ana Unic SRL', cui: '18547290' })).status).toBe(200);
    await recordSubscription(t, mihai, { logo: true });
    const admin = await makeAdmin(t);
    const users = await admin.client.request<AdminUserDto[]>('GET', `/api/users?search=${encodeURIComponent(mihai.email)}`, { token: admin.token });
    expect(users.body).toEqual([
      expect.objectContaining({ id: mihai.user.id, name: 'Mihai Mecanicul', role: 'member', business: { id: ana.businessId, name: 'Service Ana Unic SRL' }, subscription: expect.objectContaining({ business_id: ana.businessId }) }),
    ]);
    const logo = await call(ana, 'PUT', '/api/user/logo', { image: signaturePng().replace(/^data:image\/png;base64,/, '') });
    expect(logo.status, logo.text).toBe(200);
  });
  afterAll(async () => t.close());

  it('lets a member of the same business see, search, edit, print and delete its documents, each showing who made it', async () => {
    const list = await call<DocumentDto[]>(mihai, 'GET', '/api/user/completed_forms?limit=100');
    expect(list.body.map((d) => d.id).sort()).toEqual([ids.anaDoc, ids.mihaiDoc].sort());
    const byId = new Map(list.body.map((d) => [d.id, d.created_by]));
    expect(byId.get(ids.anaDoc)).toEqual({ id: ana.user.id, name: '', email: ana.email });
    expect(byId.get(ids.mihaiDoc)).toEqual({ id: mihai.user.id, name: 'Mihai Mecanicul', email: mihai.email });
    // The owner sees the mechanic's document with his name.
    expect((await call<DocumentDto>(ana, 'GET', `/api/user/completed_forms/${ids.mihaiDoc}`)).body.created_by?.name).toBe('Mihai Mecanicul');

    const search = await call<{ results: DocumentDto[] }>(mihai, 'GET', '/api/user/submissions/search?query=clientanaunic');
    expect(search.body.results.map((d) => d.id).sort()).toEqual([ids.anaDoc, ids.mihaiDoc].sort());
    // The business's applications (the private one allocated to it) and its numbering are shared.
    const another = await submit(mihai, ids.privateForm, 'Clientanaunic Doi');
    const anaFirst = await call<DocumentDto>(ana, 'GET', `/api/user/completed_forms/${ids.anaDoc}`);
    expect(another.number).not.toBe(anaFirst.body.number);
    expect((await call<{ count: number }>(ana, 'GET', `/api/user/forms/${ids.privateForm}/submission_count`)).body.count).toBe(2);
    const past = await call<{ entries: { data: Record<string, unknown> }[] }>(mihai, 'GET', `/api/user/forms/${ids.estimate}/past-entries?step=client`);
    expect(JSON.stringify(past.body)).toContain('Clientanaunic');

    const edited = await call<DocumentDto>(mihai, 'PUT', `/api/user/completed_forms/${ids.anaDoc}`, {
      data: estimateData({ client: { name: 'Clientanaunic Editat' }, vehicle: { plate: 'CJ 77 ANA' } }),
      version: anaFirst.body.version,
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.created_by?.id).toBe(ana.user.id);
    const pdf = await mihai.client.request('GET', `/api/user/completed_forms/${ids.anaDoc}/pdf`, { token: mihai.token });
    expect(pdf.status).toBe(200);
    expect((await mihai.client.request('GET', '/api/user/logo', { token: mihai.token })).status).toBe(200);
    expect((await call<{ name: string }>(mihai, 'GET', '/api/user/profile')).body.name).toBe('Service Ana Unic SRL');
    expect((await call(mihai, 'DELETE', `/api/user/completed_forms/${another.id}`)).status).toBe(204);
    expect((await call(ana, 'GET', `/api/user/completed_forms/${another.id}`)).status).toBe(404);
  });

  it("tells the web app what each role may do, and keeps the owner's routes from a member", async () => {
    const asOwner = await call<MeDto>(ana, 'GET', '/api/user/me');
    expect(asOwner.body).toMatchObject({
      role: 'owner',
      business: { id: ana.businessId, name: 'Service Ana Unic SRL' },
      permissions: { billing: true, personalisation: true, statistics: true, team: true, export: true, delete_account: true },
    });
    const asMember = await call<MeDto>(mihai, 'GET', '/api/user/me');
    expect(asMember.body).toMatchObject({
      name: 'Mihai Mecanicul',
      role: 'member',
      business: { id: ana.businessId, name: 'Service Ana Unic SRL' },
      permissions: { billing: false, personalisation: false, statistics: false, team: false, export: false, delete_account: false },
    });
    for (const [method, path, json] of [
      ['PUT', '/api/user/profile', { name: 'Preluat de mecanic' }],
      ['DELETE', '/api/user/logo', undefined],
      ['GET', '/api/user/subscription', undefined],
      ['PUT', '/api/user/auto-lock', { auto_lock_minutes: 1 }],
      ['GET', '/api/user/service-statistics', undefined],
    ] as const) {
      const res = await call<ErrorBody>(mihai, method, path, json);
      expect([res.status, res.body.error.code], `${method} ${path}`).toEqual([403, 'owner_only']);
    }
    expect((await call<{ name: string }>(ana, 'GET', '/api/user/profile')).body.name).toBe('Service Ana Unic SRL');
    expect((await ana.client.request('GET', '/api/user/logo', { token: ana.token })).status).toBe(200);
  });

  it('shows the statistics to members once the owner allows it, from their next session', async () => {
    await t.database.db.updateTable('businesses').set({ members_see_statistics: true }).where('id', '=', ana.businessId).execute();
    const again = await makeMemberSession(mihai);
    const stats = await call<{ documents: number }>(again, 'GET', '/api/user/service-statistics');
    expect(stats.status, stats.text).toBe(200);
    expect(stats.body.documents).toBeGreaterThanOrEqual(2);
    expect((await call<MeDto>(again, 'GET', '/api/user/me')).body.permissions.statistics).toBe(true);
    // Another business's member does not get them by this.
    expect((await call(nelu, 'GET', '/api/user/service-statistics')).status).toBe(403);
  });

  it("gives another business's owner and members nothing of Ana's: 404 by id, absent from lists", async () => {
    for (const who of [bogdan, nelu]) {
      for (const id of [ids.anaDoc, ids.mihaiDoc]) {
        expect((await call(who, 'GET', `/api/user/completed_forms/${id}`)).status).toBe(404);
        expect((await who.client.request('GET', `/api/user/completed_forms/${id}/pdf`, { token: who.token })).status).toBe(404);
        const put = await call(who, 'PUT', `/api/user/completed_forms/${id}`, { data: estimateData({ client: { name: 'Furat' } }), version: 1 });
        expect(put.status).toBe(404);
        expect((await call(who, 'DELETE', `/api/user/completed_forms/${id}`)).status).toBe(404);
      }
      // Ana's private application is not theirs to use (403: it can be requested; nothing of it is shown).
      const refused = [403, 404];
      expect(refused).toContain((await call(who, 'GET', `/api/user/forms/${ids.privateForm}`)).status);
      expect(refused).toContain((await call(who, 'POST', `/api/user/forms/${ids.privateForm}/submit`, { data: estimateData() })).status);
      expect(refused).toContain((await call(who, 'GET', `/api/user/forms/${ids.privateForm}/submission_count`)).status);
      expect(refused).toContain((await who.client.request('POST', `/api/user/forms/${ids.privateForm}/pdf`, { token: who.token, json: { data: estimateData() } })).status);
      expect((await call(who, 'GET', '/api/user/logo')).status).toBe(404);
    }
    // Bogdan's own document stays his, and Ana's documents are unchanged.
    expect((await call(bogdan, 'GET', `/api/user/completed_forms/${ids.bogdanDoc}`)).status).toBe(200);
    expect((await call(ana, 'GET', `/api/user/completed_forms/${ids.bogdanDoc}`)).status).toBe(404);
    expect((await call<DocumentDto>(ana, 'GET', `/api/user/completed_forms/${ids.anaDoc}`)).body.data.client).toMatchObject({ name: 'Clientanaunic Editat' });
  });

  it("answers no route of another business's account with anything of Ana's business (0 leaks)", async () => {
    const pathOf = (url: string) =>
      url
        .replace(':name', 'client')
        .replace('/completed_forms/:id', `/completed_forms/${ids.anaDoc}`)
        .replace('/forms/:id', `/forms/${ids.privateForm}`)
        .replace(/:[a-z_]+/gi, ids.anaDoc);
    const routes = t.routes
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((method) => ({ method, url: r.url })))
      .filter(({ method, url }) => url.startsWith('/api/user') && method === 'GET');
    expect(routes.length).toBeGreaterThan(15);
    const queries: Record<string, string> = {
      '/api/user/forms/:id/past-entries': '?step=client',
      '/api/user/forms/:id/array-items': '?field=parts.items',
      '/api/user/submissions/search': '?query=clientanaunic',
      '/api/user/step_data/:name': '?limit=100',
    };
    const leaks: string[] = [];
    for (const who of [bogdan, nelu]) {
      for (const { url } of routes) {
        const res = await who.client.request('GET', pathOf(url) + (queries[url] ?? ''), { token: who.token });
        const text = res.text;
        const found = [...SECRETS, ids.anaDoc, ids.mihaiDoc, ids.privateForm, ana.email, mihai.email, ana.businessId].filter((secret) => text.includes(secret));
        // The only id a route may echo is the one asked for in its own error; and the applications to
        // request list the public catalogue's entries, which name every live application (Ana's private
        // one too, as GET /api/forms/catalog/search does for anyone): an application's id is not her data.
        const catalogued = url === '/api/user/forms/requestable' ? found.filter((secret) => secret !== ids.privateForm) : found;
        const echoed = res.status >= 400 ? catalogued.filter((secret) => secret !== ids.anaDoc && secret !== ids.privateForm) : catalogued;
        if (echoed.length > 0) leaks.push(`${who.email} GET ${url}: ${echoed.join(', ')}`);
      }
    }
    expect(leaks).toEqual([]);
  });


  it('gives someone removed from their business a new one of their own at their next sign-in; their documents stay', async () => {
    const removedAt = t.clock.now();
    await t.database.db.updateTable('users').set({ business_id: null, role: null }).where('id', '=', nelu.user.id).execute();
    const again = await makeMemberSession(nelu);
    const me = await call<MeDto>(again, 'GET', '/api/user/me');
    expect(me.body).toMatchObject({ role: 'owner', permissions: { team: true } });
    expect(me.body.business?.id).not.toBe(bogdan.businessId);
    expect(Date.parse(me.body.trial_ends_at)).toBe(removedAt.getTime() + t.config.trialDays * 24 * 60 * 60 * 1000);
    expect((await call<DocumentDto[]>(again, 'GET', '/api/user/completed_forms')).body).toEqual([]);
    expect((await call(bogdan, 'GET', `/api/user/completed_forms/${ids.bogdanDoc}`)).status).toBe(200);
  });
});
