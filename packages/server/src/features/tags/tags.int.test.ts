import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutoTagJobDto, DocumentTagsResponse, RemindersResponse, ServiceTagDto, UntaggedResponse } from '@atelier/core';
import { databaseKinds } from '../../test/databases.js';
import { makeEstimateDocument } from '../../test/documents.js';
import { makeMember, makeUser, type TestUser } from '../../test/factories.js';
import { fixtureDefinition, grantNotificari, makeForm, makeWorkshopEstimate } from '../../test/forms.js';
import { userCall } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe.each(databaseKinds())('service tags, auto-tagging and reminders on %s', (kind) => {
  let t: TestApp;
  let ana: TestUser;
  let bogdan: TestUser;
  let mihai: TestUser;
  /** Has no Notificari application. */
  let cristi: TestUser;
  let form: string;
  const docs = { soon: '', late: '', fresh: '', none: '', older: '', bogdan: '' };

  const call = userCall;
  const tagsOf = async (user: TestUser, id: string) => (await call<DocumentTagsResponse>(user, 'GET', `/api/user/completed_forms/${id}/tags`)).body.tags.map((tag) => tag.name).sort();
  const autoTag = async (user: TestUser) => {
    const started = await call<AutoTagJobDto>(user, 'POST', '/api/user/tags/auto-tag');
    expect(started.status, started.text).toBe(202);
    await t.app.jobs.tick();
    const status = await call<AutoTagJobDto>(user, 'GET', '/api/user/tags/auto-tag');
    expect(status.body.status, status.text).toBe('done');
    return status.body;
  };

  beforeAll(async () => {
    t = await startTestApp({ kind, appDeps: { autoTagTuning: { batch: 2 }, jobsTuning: { pauseMs: 0 } } });
    ana = await makeUser(t);
    bogdan = await makeUser(t);
    cristi = await makeUser(t);
    mihai = await makeMember(t, ana);
    await grantNotificari(t, [ana.user.id, bogdan.user.id]);
    form = (await makeWorkshopEstimate(t, [ana.user.id, bogdan.user.id, cristi.user.id])).id;
    // A history before any tag exists: oil 11 months before "today" (2026-06-15), 14 months, 2 months; and a chain lubrication.
    docs.soon = (await makeEstimateDocument({ t: t, user: ana, formId: form, plate: 'CJ 10 AAA', parts: ['Schimb ulei motor', 'Filtru aer'], day: '2025-07-01', client: 'Ana Pop' })).id;
    docs.late = (await makeEstimateDocument({ t: t, user: ana, formId: form, plate: 'B-20-BBB', parts: ['ULEI 5W30'], day: '2025-04-01', client: 'Ion Țăranu' })).id;
    docs.fresh = (await makeEstimateDocument({ t: t, user: ana, formId: form, plate: 'cj10aaa', parts: ['Kit distribuție complet'], day: '2026-04-15', client: 'Ana Pop' })).id;
    docs.none = (await makeEstimateDocument({ t: t, user: ana, formId: form, plate: 'MM 30 CCC', parts: ['Uleiere lanț'], day: '2026-05-01' })).id;
    docs.older = (await makeEstimateDocument({ t: t, user: ana, formId: form, plate: 'CJ 10 AAA', parts: ['Ulei'], day: '2024-07-01', client: 'Ana Pop' })).id;
    docs.bogdan = (await makeEstimateDocument({ t: t, user: bogdan, formId: form, plate: 'IS 99 ZZZ', parts: ['Schimb ulei'], day: '2025-07-01' })).id;
    t.clock.set(new Date('2026-06-15T09:00:00Z'));
  });
  afterAll(async () => t?.close());

  it('needs the Notificari application: 403 notificari_required otherwise', async () => {
    for (const [method, path] of [['GET', '/api/user/tags'], ['POST', '/api/user/tags/auto-tag'], ['GET', '/api/user/reminders'], ['GET', '/api/user/reminders/untagged']] as const) {
      const res = await call(cristi, method, path);
      expect(res.status, path).toBe(403);
      expect(res.body.error.code).toBe('notificari_required');
    }
    expect((await call(cristi, 'POST', '/api/user/tags', { name: 'Ulei', interval_months: 12 })).body.error.code).toBe('notificari_required');
  });

  it('creates, lists and updates tags with their aliases; a name is unique per business', async () => {
    const oil = await call<ServiceTagDto>(ana, 'POST', '/api/user/tags', { name: 'Revizie ulei', interval_months: 12, aliases: 'ulei,  schimb ulei,,filtru ulei' });
    expect(oil.status, oil.text).toBe(201);
    expect(oil.body.aliases).toBe('ulei, schimb ulei, filtru ulei');
    expect((await call<ServiceTagDto>(mihai, 'POST', '/api/user/tags', { name: 'Distribuție', interval_months: 48, aliases: 'kit distributie' })).status).toBe(201);
    const clash = await call(ana, 'POST', '/api/user/tags', { name: 'revizie ULEI', interval_months: 6 });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe('tag_name_taken');
    expect((await call(ana, 'POST', '/api/user/tags', { name: '', interval_months: 0 })).status).toBe(400);
    // Bogdan may have a tag of the same name: names are per business.
    expect((await call(bogdan, 'POST', '/api/user/tags', { name: 'Revizie ulei', interval_months: 12, aliases: 'ulei' })).status).toBe(201);
    const list = await call<ServiceTagDto[]>(ana, 'GET', '/api/user/tags');
    expect(list.body.map((tag) => tag.name)).toEqual(['Distribuție', 'Revizie ulei']);
  });

  it('keeps businesses apart: another business\'s tag and documents are not found', async () => {
    const anaTag = (await call<ServiceTagDto[]>(ana, 'GET', '/api/user/tags')).body[0]!;
    expect((await call(bogdan, 'PUT', `/api/user/tags/${anaTag.id}`, { name: 'X', interval_months: 1, aliases: '' })).status).toBe(404);
    expect((await call(bogdan, 'DELETE', `/api/user/tags/${anaTag.id}`)).status).toBe(404);
    expect((await call(bogdan, 'GET', `/api/user/completed_forms/${docs.soon}/tags`)).status).toBe(404);
    expect((await call(bogdan, 'PUT', `/api/user/completed_forms/${docs.soon}/tags`, { tag_ids: [] })).status).toBe(404);
    const bogdanTag = (await call<ServiceTagDto[]>(bogdan, 'GET', '/api/user/tags')).body[0]!;
    // Ana cannot put Bogdan's tag on her own document either.
    expect((await call(ana, 'PUT', `/api/user/completed_forms/${docs.soon}/tags`, { tag_ids: [bogdanTag.id] })).body.error.code).toBe('tag_not_found');
  });

  it('auto-tags the history on whole words, case- and diacritics-insensitive, and a second run adds nothing', async () => {
    const first = await autoTag(ana);
    expect(first).toMatchObject({ status: 'done', done: 5, total: 5, tagged: 4 });
    expect(await tagsOf(ana, docs.soon)).toEqual(['Revizie ulei']);
    expect(await tagsOf(ana, docs.late)).toEqual(['Revizie ulei']);
    expect(await tagsOf(ana, docs.fresh)).toEqual(['Distribuție']);
    expect(await tagsOf(ana, docs.none)).toEqual([]);
    expect(await tagsOf(bogdan, docs.bogdan)).toEqual([]);
    const again = await autoTag(ana);
    expect(again).toMatchObject({ done: 5, total: 5, tagged: 0 });
    const rows = await t.database.db.selectFrom('document_tags').select((eb) => eb.fn.countAll<string>().as('n')).where('business_id', '=', ana.businessId).executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(4);
  });

  it('lists reminders per vehicle and tag by due date, with the due filters and search', async () => {
    const all = await call<RemindersResponse>(ana, 'GET', '/api/user/reminders');
    expect(all.status, all.text).toBe(200);
    expect(all.body.today).toBe('2026-06-15');
    expect(all.body.results.map((r) => [r.vehicle_key, r.tag_name, r.last_date, r.due_date, r.state])).toEqual([
      ['B20BBB', 'Revizie ulei', '2025-04-01', '2026-04-01', 'overdue'],
      ['CJ10AAA', 'Revizie ulei', '2025-07-01', '2026-07-01', 'upcoming'],
      ['CJ10AAA', 'Distribuție', '2026-04-15', '2030-04-15', 'later'],
    ]);
    expect(all.body.results[1]).toMatchObject({ client_name: 'Ana Pop', client_phone: '0722 123 456', last_document_id: docs.soon, plate: 'CJ10AAA' });
    const overdue = await call<RemindersResponse>(ana, 'GET', '/api/user/reminders?due=overdue');
    expect(overdue.body.results.map((r) => r.vehicle_key)).toEqual(['B20BBB']);
    const upcoming = await call<RemindersResponse>(ana, 'GET', '/api/user/reminders?due=upcoming');
    expect(upcoming.body).toMatchObject({ total: 1, upcoming_days: 30 });
    expect((await call<RemindersResponse>(ana, 'GET', '/api/user/reminders?due=upcoming&days=10')).body.total).toBe(0);
    expect((await call<RemindersResponse>(ana, 'GET', '/api/user/reminders?q=taranu')).body.results.map((r) => r.vehicle_key)).toEqual(['B20BBB']);
    expect((await call<RemindersResponse>(ana, 'GET', '/api/user/reminders?q=cj%2010')).body.total).toBe(0);
    expect((await call<RemindersResponse>(ana, 'GET', '/api/user/reminders?q=cj10')).body.total).toBe(2);
    const page = await call<RemindersResponse>(ana, 'GET', '/api/user/reminders?skip=1&limit=1');
    expect(page.body).toMatchObject({ total: 3, results: [{ vehicle_key: 'CJ10AAA', tag_name: 'Revizie ulei' }] });
    expect((await call<RemindersResponse>(bogdan, 'GET', '/api/user/reminders')).body.total).toBe(0);
    const untagged = await call<UntaggedResponse>(ana, 'GET', '/api/user/reminders/untagged');
    expect(untagged.body.results.map((d) => d.id)).toEqual([docs.none]);
  });

  it('tags a new estimate as it is saved, and moves due dates when the interval changes', async () => {
    const id = (await makeEstimateDocument({ t: t, user: ana, formId: form, plate: 'MM 30 CCC', parts: ['Schimb ulei și filtru'], day: '2026-06-10' })).id;
    expect(await tagsOf(ana, id)).toEqual(['Revizie ulei']);
    t.clock.set(new Date('2026-06-15T09:00:00Z'));
    const oil = (await call<ServiceTagDto[]>(ana, 'GET', '/api/user/tags')).body.find((tag) => tag.name === 'Revizie ulei')!;
    const changed = await call<ServiceTagDto>(ana, 'PUT', `/api/user/tags/${oil.id}`, { name: 'Revizie ulei', interval_months: 6, aliases: oil.aliases });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.documents).toBe(4);
    const mm = (await call<RemindersResponse>(ana, 'GET', '/api/user/reminders?q=mm30')).body.results[0];
    expect(mm).toMatchObject({ last_date: '2026-06-10', due_date: '2026-12-10' });
  });

  it('tags a document by hand, only estimates and quotes', async () => {
    const tags = (await call<ServiceTagDto[]>(ana, 'GET', '/api/user/tags')).body;
    const timing = tags.find((tag) => tag.name === 'Distribuție')!;
    const set = await call<DocumentTagsResponse>(mihai, 'PUT', `/api/user/completed_forms/${docs.none}/tags`, { tag_ids: [timing.id] });
    expect(set.status, set.text).toBe(200);
    expect(set.body).toMatchObject({ taggable: true, tags: [{ name: 'Distribuție', source: 'manual' }] });
    expect((await call<RemindersResponse>(ana, 'GET', '/api/user/reminders?q=mm30')).body.results.map((r) => r.tag_name).sort()).toEqual(['Distribuție', 'Revizie ulei']);
    expect((await call<DocumentTagsResponse>(ana, 'PUT', `/api/user/completed_forms/${docs.none}/tags`, { tag_ids: [] })).body.tags).toEqual([]);
    expect((await call<RemindersResponse>(ana, 'GET', '/api/user/reminders?q=mm30')).body.results.map((r) => r.tag_name)).toEqual(['Revizie ulei']);
    const invoiceForm = (await makeForm(t, fixtureDefinition('simple-invoice'), [ana.user.id])).id;
    const invoice = await ana.client.request<{ id: string }>('POST', `/api/user/forms/${invoiceForm}/submit`, {
      token: ana.token,
      json: { data: { invoice: { date: '2026-03-02', status: 'paid', client: 'X SRL', cui: 'RO123' }, lines: { items: [{ description: 'Schimb ulei', qty: 1, price: '10.00' }] } } },
    });
    expect(invoice.status, invoice.text).toBe(201);
    const refused = await call(ana, 'PUT', `/api/user/completed_forms/${invoice.body.id}/tags`, { tag_ids: [timing.id] });
    expect(refused.status).toBe(400);
    expect((await call<DocumentTagsResponse>(ana, 'GET', `/api/user/completed_forms/${invoice.body.id}/tags`)).body).toEqual({ tags: [], taggable: false });
  });

  it('deletes a tag from every estimate and its reminders', async () => {
    const oil = (await call<ServiceTagDto[]>(ana, 'GET', '/api/user/tags')).body.find((tag) => tag.name === 'Revizie ulei')!;
    expect((await call(ana, 'DELETE', `/api/user/tags/${oil.id}`)).status).toBe(204);
    expect(await tagsOf(ana, docs.soon)).toEqual([]);
    expect(await tagsOf(ana, docs.late)).toEqual([]);
    const left = await t.database.db.selectFrom('document_tags').select('tag_id').where('tag_id', '=', oil.id).execute();
    expect(left).toEqual([]);
    expect((await call<RemindersResponse>(ana, 'GET', '/api/user/reminders')).body.results.map((r) => r.tag_name)).toEqual(['Distribuție']);
    expect((await call(ana, 'DELETE', `/api/user/tags/${oil.id}`)).status).toBe(404);
    // Bogdan's tag of the same name is untouched.
    expect((await call<ServiceTagDto[]>(bogdan, 'GET', '/api/user/tags')).body.map((tag) => tag.name)).toEqual(['Revizie ulei']);
  });

  it('tags every document of a batch boundary, however precise their times (microseconds, ties)', async () => {
    await call(ana, 'POST', '/api/user/tags', { name: 'Antigel', interval_months: 36, aliases: '' });
    // Five documents saved at the same microsecond, as a bulk import would write them.
    await sql`
      insert into documents (id, business_id, created_by, form_id, form_version, number, seq, data, reusable, facts, search_text, created_at, updated_at)
      select 'f' || lpad(i::text, 23, '0'), ${ana.businessId}, ${ana.user.id}, ${form}, 1, 'IMP-' || i, 1000 + i, '{}'::jsonb, '{}'::jsonb,
        jsonb_build_object('vehicle.plate', 'AB0' || i || 'XYZ', 'lines.parts', 'Antigel G12'), '', '2026-01-01 10:00:00.123456+00', now()
      from generate_series(1, 5) as i`.execute(t.database.db);
    const run = await autoTag(ana);
    expect(run.tagged).toBe(5);
    const antigel = await t.database.db.selectFrom('document_tags').innerJoin('service_tags', 'service_tags.id', 'document_tags.tag_id').select('document_id').where('service_tags.name', '=', 'Antigel').execute();
    expect(antigel).toHaveLength(5);
  });

  it('lets only the owner change the reminder settings', async () => {
    const settings = { upcoming_days: 45, mail_enabled: true, mail_days_before: 10, digest_enabled: true };
    expect((await call(mihai, 'PUT', '/api/user/reminders/settings', settings)).status).toBe(403);
    const saved = await call(ana, 'PUT', '/api/user/reminders/settings', settings);
    expect(saved.status, saved.text).toBe(200);
    expect((await call(mihai, 'GET', '/api/user/reminders/settings')).body).toEqual({ ...settings, locale: 'ro', sms_enabled: false, sms_available: false });
    // The digest's language: the one the app sends, else the request's Accept-Language.
    expect((await ana.client.request('PUT', '/api/user/reminders/settings', { token: ana.token, json: settings, headers: { 'accept-language': 'it-IT,it;q=0.9' } })).status).toBe(200);
    expect((await call(ana, 'GET', '/api/user/reminders/settings')).body).toMatchObject({ locale: 'it' });
    expect((await call(ana, 'PUT', '/api/user/reminders/settings', { ...settings, locale: 'en' })).body).toMatchObject({ locale: 'en' });
    expect((await call<RemindersResponse>(ana, 'GET', '/api/user/reminders?due=upcoming')).body.upcoming_days).toBe(45);
  });
});
