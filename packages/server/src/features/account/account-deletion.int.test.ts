import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDeletedDto, DataExportDto, ErrorBody, TokenResponse } from '@atelier/core';
import { newId } from '../../db/ids.js';
import { signaturePng } from '../../pdf/test-support/pdf-tools.js';
import { databaseKinds } from '../../test/databases.js';
import { makeDocument } from '../../test/documents.js';
import { makeAdmin, makeMember, makeUser, type TestUser } from '../../test/factories.js';
import { connectPresence } from '../../test/presence-client.js';
import { estimateData, makeForm } from '../../test/forms.js';
import { httpClient } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const ALL_BILLING_KEYS = ['periods', 'retention'];

describe.each(databaseKinds())('deleting the business account on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let publicForm: string;
  let privateForm: string;

  beforeAll(async () => {
    t = await startTestApp({ kind, env: { PUBLIC_URL: 'https://www.atelier.test' } });
    admin = await makeAdmin(t);
    publicForm = (await makeForm(t)).id;
    privateForm = (await makeForm(t, { key: 'deviz-privat-stergere', title: 'Deviz privat', public: false })).id;
  });
  afterAll(async () => t.close());

  const db = () => t.database.db;
  const api = (who: { token: string }, method: string, path: string, json?: unknown) =>
    httpClient(t.url).request<ErrorBody & AccountDeletedDto>(method, `/api/${path}`, { token: who.token, ...(json === undefined ? {} : { json }) });
  const requestDeletion = (who: TestUser, password = who.password) => api(who, 'POST', 'user/account/delete', { password, locale: 'en' });
  const confirm = (token: string) => httpClient(t.url).request<ErrorBody & AccountDeletedDto>('POST', '/api/user/account/delete/confirm', { json: { token } });
  const businessOf = async (userId: string) => (await db().selectFrom('users').select('business_id').where('id', '=', userId).executeTakeFirstOrThrow()).business_id ?? '';

  /** The token of the last confirmation link mailed to this address. */
  const mailedToken = (email: string) => {
    const mail = t.mailer.sent.filter((m) => m.to === email).at(-1);
    const match = /\/account\/delete\/([A-Za-z0-9_%-]+)/.exec(mail?.text ?? '');
    if (!match?.[1]) throw new Error(`no deletion link mailed to ${email}`);
    return decodeURIComponent(match[1]);
  };

  /** A business with something in every table a business fills: documents, stats, subscription, logo, profile, access, requests, invitation. */
  const seedBusiness = async () => {
    const owner = await makeUser(t);
    const member = await makeMember(t, owner);
    await makeDocument({ user: owner, formId: publicForm });
    await makeDocument({ user: member, formId: publicForm, headers: { 'idempotency-key': `stergere-${newId()}` } });
    const today = t.clock.now().toISOString().slice(0, 10);
    const subscription = { starts_at: today, ends_at: '2099-12-31', applications: 1, addons: { logo: true } };
    expect((await api(admin, 'PUT', `users/${owner.user.id}/subscription`, subscription)).status).toBe(200);
    expect((await api(admin, 'POST', `forms/${publicForm}/allocate`, { user_id: owner.user.id })).status).toBe(200);
    expect((await api(owner, 'PUT', 'user/logo', { image: signaturePng().replace(/^data:image\/png;base64,/, '') })).status).toBe(200);
    expect((await api(owner, 'PUT', 'user/profile', { name: 'Service Auto Ștergere SRL', cui: '18547290' })).status).toBe(200);
    expect((await api(owner, 'POST', `user/forms/${privateForm}/request`)).status).toBe(201);
    const businessId = await businessOf(owner.user.id);
    await db()
      .insertInto('invitations')
      .values({ id: newId(), business_id: businessId, email: 'invitat@example.ro', token_hash: newId(), expires_at: new Date(t.clock.now().getTime() + 86_400_000) })
      .execute();
    return { owner, member, businessId };
  };

  /** Every row anywhere that still names the business or one of its people (tables listed from the catalogue, so a new table is covered too). */
  const leftovers = async (businessId: string, userIds: string[]) => {
    const columns = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and table_name <> 'deleted_accounts' and table_name not like 'pg_%'
        and (column_name = 'business_id' or (data_type = 'character' and character_maximum_length = 24))`.execute(db());
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns.rows) {
      const ids = column === 'business_id' ? [businessId] : [businessId, ...userIds];
      const rows = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} in (${sql.join(ids)})`.execute(db());
      if (Number(rows.rows[0]?.n) > 0) found.push(`${table}.${column}`);
    }
    const keys = await db().selectFrom('idempotency_keys').select('scope').where('scope', 'in', userIds.map((id) => `user:${id}`)).execute();
    if (keys.length > 0) found.push('idempotency_keys.scope');
    return found;
  };

  it('asks for the password, mails a link, and deletes everything of the business when it is confirmed', async () => {
    const { owner, member, businessId } = await seedBusiness();
    const other = await seedBusiness();
    const memberLogin = await httpClient(t.url).request<TokenResponse>('POST', '/api/user/token', { form: { username: member.email, password: member.password } });
    expect(memberLogin.status).toBe(200);

    const wrong = await requestDeletion(owner, 'nu-este-parola');
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.code).toBe('wrong_password');
    expect(t.mailer.sent.some((m) => m.to === owner.email && m.text.includes('/account/delete/'))).toBe(false);

    expect((await requestDeletion(owner)).status).toBe(202);
    const mail = t.mailer.sent.filter((m) => m.to === owner.email).at(-1);
    expect(mail?.subject).toBe('Confirm the deletion of your Atelier account');
    expect(mail?.text).toContain('https://www.atelier.test/account/delete/');
    expect(mail?.text).toContain('82/1991');
    // Asking deletes nothing.
    expect((await api(owner, 'GET', 'user/completed_forms')).status).toBe(200);
    // The check below sees the business in every table it fills (so an empty result means deleted, not missed).
    const seeded = [
      'businesses.id', 'users.business_id', 'users.id', 'documents.business_id', 'documents.created_by',
      // The seeded applications number with a prefix: their numbers come from the business's series (migration 027).
      'document_series.business_id',
      'document_stats.business_id', 'document_stat_lines.business_id', 'stat_buckets.business_id', 'subscriptions.business_id',
      'business_logos.business_id', 'company_profiles.business_id', 'form_access.business_id', 'form_requests.business_id',
      'form_requests.requested_by', 'invitations.business_id', 'account_deletion_requests.business_id', 'refresh_tokens.user_id',
      'session_devices.user_id', 'idempotency_keys.scope',
    ];
    expect(await leftovers(businessId, [owner.user.id, member.user.id])).toEqual(expect.arrayContaining(seeded));

    const done = await confirm(mailedToken(owner.email));
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ business_id: businessId, deleted_by: 'owner', members_removed: 2, documents_removed: 2, billing_periods_kept: 1 });
    expect(done.body.billing_kept_until).toBe(`${t.clock.now().getUTCFullYear() + 10}-12-31`);

    expect(await leftovers(businessId, [owner.user.id, member.user.id])).toEqual([]);
    // Every session of every member ends at once: access tokens, refresh cookies, passwords.
    for (const token of [owner.token, member.token, memberLogin.body.access_token]) expect((await api({ token }, 'GET', 'user/me')).status).toBe(401);
    expect((await owner.client.request('POST', '/api/user/refresh-token')).status).toBe(401);
    const login = await httpClient(t.url).request<ErrorBody>('POST', '/api/user/token', { form: { username: owner.email, password: owner.password } });
    expect(login.body.error.code).toBe('invalid_credentials');

    // The operator keeps the billing record and nothing else about the business or its people.
    const kept = await db().selectFrom('deleted_accounts').selectAll().where('business_id', '=', businessId).execute();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ deleted_by: 'owner', admin_id: null, reason: '' });
    const billing = kept[0]?.billing;
    expect(Object.keys(billing ?? {}).sort()).toEqual(ALL_BILLING_KEYS);
    expect(billing?.periods).toEqual([expect.objectContaining({ applications: 1, addons: expect.objectContaining({ logo: true }) as unknown, price_gross: expect.stringMatching(/^\d+\.\d{2}$/) as unknown })]);
    expect(billing?.retention.source).toContain('82/1991');
    const text = JSON.stringify(kept);
    for (const secret of [owner.email, member.email, 'Ștergere', '18547290', 'Popescu', member.user.id]) expect(text).not.toContain(secret);
    const notice = t.mailer.sent.filter((m) => m.to === owner.email).at(-1);
    expect(notice?.subject).toBe('Your Atelier account was deleted');

    // The other business is untouched.
    expect((await api(other.owner, 'GET', 'user/completed_forms')).body).toHaveLength(2);
    expect(await businessOf(other.member.user.id)).toBe(other.businessId);
  });

  it('uses a link once, and not after its hour', async () => {
    const { owner, businessId } = await seedBusiness();
    expect((await requestDeletion(owner)).status).toBe(202);
    const token = mailedToken(owner.email);
    t.clock.advance(60 * 60 * 1000 + 1000);
    const late = await confirm(token).finally(() => t.clock.advance(-(60 * 60 * 1000 + 1000)));
    expect(late.status).toBe(400);
    expect(late.body.error.code).toBe('invalid_token');
    expect(await businessOf(owner.user.id)).toBe(businessId);

    expect((await requestDeletion(owner)).status).toBe(202);
    const fresh = mailedToken(owner.email);
    const [first, second] = await Promise.all([confirm(fresh), confirm(fresh)]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    const again = await confirm(fresh);
    expect(again.body.error.code).toBe('invalid_token');
    expect(await db().selectFrom('deleted_accounts').select('id').where('business_id', '=', businessId).execute()).toHaveLength(1);
  });

  it("an owner's confirmation and an admin's deletion at the same moment: one deletes, the other finds it gone", async () => {
    const { owner, businessId } = await seedBusiness();
    expect((await requestDeletion(owner)).status).toBe(202);
    const [byOwner, byAdmin] = await Promise.all([confirm(mailedToken(owner.email)), api(admin, 'DELETE', `users/${owner.user.id}/account`, { reason: 'la cerere' })]);
    expect([byOwner.status, byAdmin.status].sort()).toEqual(byOwner.status === 200 ? [200, 404] : [200, 400]);
    expect(await db().selectFrom('deleted_accounts').select('id').where('business_id', '=', businessId).execute()).toHaveLength(1);
  });

  it("deletes only the business a token was issued for: another owner's link cannot delete this one", async () => {
    const ana = await seedBusiness();
    const bogdan = await seedBusiness();
    expect((await requestDeletion(bogdan.owner)).status).toBe(202);
    expect((await confirm(mailedToken(bogdan.owner.email))).body.business_id).toBe(bogdan.businessId);
    expect(await businessOf(ana.owner.user.id)).toBe(ana.businessId);
    expect((await api(ana.member, 'GET', 'user/completed_forms')).body).toHaveLength(2);
    const unknown = await confirm('nu-exista-un-asemenea-token');
    expect(unknown.body.error.code).toBe('invalid_token');
  });

  it('stays open after the trial without a subscription: leaving is never paid for', async () => {
    const owner = await makeUser(t);
    await db().updateTable('businesses').set({ trial_ends_at: new Date(t.clock.now().getTime() - 86_400_000) }).where('id', '=', owner.businessId).execute();
    const login = await httpClient(t.url).request<TokenResponse>('POST', '/api/user/token', { form: { username: owner.email, password: owner.password } });
    const expired = { ...owner, token: login.body.access_token };
    expect((await api(expired, 'POST', `user/forms/${publicForm}/submit`, { data: estimateData() })).status).toBe(402);
    expect((await requestDeletion(expired)).status).toBe(202);
    expect((await confirm(mailedToken(owner.email))).status).toBe(200);
  });

  it('is for the owner only, and counts password attempts', async () => {
    const { owner, member } = await seedBusiness();
    const refused = await requestDeletion(member);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('owner_only');
    expect(t.mailer.sent.some((m) => m.to === member.email && m.text.includes('/account/delete/'))).toBe(false);

    for (let i = 0; i < 10; i += 1) expect((await requestDeletion(owner, `gresita-${i}`)).status).toBe(403);
    const limited = await requestDeletion(owner);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('lets an admin delete a business at once, with the reason; others cannot; its people leave the online list', async () => {
    const { owner, member, businessId } = await seedBusiness();
    const watcher = await connectPresence(t.url, admin.token);
    const tab = await connectPresence(t.url, member.token);
    const closed = new Promise<string>((resolve) => tab.socket.on('disconnect', resolve));
    tab.update({ page: '/dashboard' });
    await watcher.waitForList((users) => users.some((u) => u.user_id === member.user.id));
    const notAdmin = await api(owner, 'DELETE', `users/${member.user.id}/account`, { reason: 'test' });
    expect(notAdmin.status).toBe(403);
    expect((await api(admin, 'DELETE', `users/${newId()}/account`, { reason: 'cerere' })).status).toBe(404);
    expect((await api(admin, 'DELETE', `users/${owner.user.id}/account`, { reason: '' })).status).toBe(400);

    // Through a member's id: the member's business goes, as a whole.
    const done = await api(admin, 'DELETE', `users/${member.user.id}/account`, { reason: 'Cererea proprietarului din 20.11.2026' });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({ business_id: businessId, deleted_by: 'admin', members_removed: 2 });
    expect(await leftovers(businessId, [owner.user.id, member.user.id])).toEqual([]);
    expect((await api(owner, 'GET', 'user/me')).status).toBe(401);
    await expect(closed).resolves.toBe('io server disconnect');
    await watcher.waitForList((users) => !users.some((u) => u.user_id === member.user.id));
    watcher.close();
    tab.close();
    const kept = await db().selectFrom('deleted_accounts').selectAll().where('business_id', '=', businessId).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ deleted_by: 'admin', reason: 'Cererea proprietarului din 20.11.2026' });
    expect(kept.admin_id?.trim()).toBeTruthy();
    expect((await api(admin, 'DELETE', `users/${owner.user.id}/account`, { reason: 'din nou' })).status).toBe(404);
  });

  it("removes the business's export ZIPs from the disk at once, not at the next sweep", async () => {
    const { owner, businessId } = await seedBusiness();
    expect((await owner.client.request('POST', '/api/user/export', { token: owner.token, json: { locale: 'ro' } })).status).toBe(202);
    const exportsOf = async () => (await owner.client.request<DataExportDto[]>('GET', '/api/user/exports', { token: owner.token })).body;
    await expect.poll(async () => (await exportsOf())[0]?.status, { timeout: 60_000 }).toBe('done');
    const [made] = await exportsOf();
    const file = path.join(t.config.exportDir, `${made!.id}.zip`);
    expect(existsSync(file)).toBe(true);
    expect((await api(admin, 'DELETE', `users/${owner.user.id}/account`, { reason: 'cerere export' })).status).toBe(200);
    expect(existsSync(file)).toBe(false);
    expect(await leftovers(businessId, [owner.user.id])).toEqual([]);
  }, 120_000);
});
