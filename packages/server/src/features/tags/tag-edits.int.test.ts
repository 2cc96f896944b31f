import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutoTagJobDto, DocumentDto, DocumentTagsResponse, RemindersResponse, ServiceTagDto, UntaggedResponse } from '@atelier/core';
import { databaseKinds } from '../../test/databases.js';
import { makeEstimateDocument } from '../../test/documents.js';
import { makeUser, type TestUser } from '../../test/factories.js';
import { estimateData, grantNotificari, makeWorkshopEstimate } from '../../test/forms.js';
import { userCall } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { listUntagged } from '../reminders/reminders.repo.js';

const TODAY = new Date('2026-06-15T09:00:00Z');

/** Issue 17's follow-ups: an edit re-tags, a deletion falls back to the previous document, a tag taken off by hand stays off, the untagged count is capped. */
describe.each(databaseKinds())('service tags after edits, deletions and hand removals on %s', (kind) => {
  let t: TestApp;
  let ana: TestUser;
  let bogdan: TestUser;
  let form: string;
  const tag = { oil: '', timing: '' };

  const call = userCall;
  const tagsOf = async (id: string) => (await call<DocumentTagsResponse>(ana, 'GET', `/api/user/completed_forms/${id}/tags`)).body.tags.map((x) => `${x.name}:${x.source}`).sort();
  const reminders = async () =>
    (await call<RemindersResponse>(ana, 'GET', '/api/user/reminders?limit=100')).body.results.map((r) => `${r.vehicle_key} ${r.tag_name} ${r.last_date} ${r.last_document_id}`).sort();
  const edit = async (id: string, { plate, parts }: { plate: string; parts: string[] }) => {
    const doc = await call<DocumentDto>(ana, 'GET', `/api/user/completed_forms/${id}`);
    const data = estimateData({ client: { name: 'Ana Pop' }, vehicle: { plate, vin: '' }, parts: parts.map((name) => ({ name, qty: 1, price: '10.00' })) });
    const res = await call<DocumentDto>(ana, 'PUT', `/api/user/completed_forms/${id}`, { data, version: doc.body.version });
    expect(res.status, res.text).toBe(200);
  };
  const autoTag = async () => {
    expect((await call<AutoTagJobDto>(ana, 'POST', '/api/user/tags/auto-tag')).status).toBe(202);
    await t.app.jobs.tick();
    expect((await call<AutoTagJobDto>(ana, 'GET', '/api/user/tags/auto-tag')).body.status).toBe('done');
  };

  beforeAll(async () => {
    t = await startTestApp({ kind, appDeps: { jobsTuning: { pauseMs: 0 } } });
    ana = await makeUser(t);
    bogdan = await makeUser(t);
    await grantNotificari(t, [ana.user.id, bogdan.user.id]);
    form = (await makeWorkshopEstimate(t, [ana.user.id, bogdan.user.id])).id;
    tag.oil = (await call<ServiceTagDto>(ana, 'POST', '/api/user/tags', { name: 'Revizie ulei', interval_months: 12, aliases: 'ulei' })).body.id;
    tag.timing = (await call<ServiceTagDto>(ana, 'POST', '/api/user/tags', { name: 'Distribuție', interval_months: 48, aliases: 'kit distributie' })).body.id;
  });
  afterAll(async () => t?.close());

  it('re-tags an edited estimate from its new text, keeping tags added by hand, and refreshes its reminders', async () => {
    const older = (await makeEstimateDocument({ t: t, user: ana, formId: form, plate: 'CJ 10 AAA', parts: ['Ulei'], day: '2024-07-01', client: 'Ana Pop' })).id;
    const doc = (await makeEstimateDocument({ t: t, user: ana, formId: form, plate: 'CJ 10 AAA', parts: ['Schimb ulei'], day: '2025-07-01', client: 'Ana Pop' })).id;
    t.clock.set(TODAY);
    expect((await call(ana, 'PUT', `/api/user/completed_forms/${doc}/tags`, { tag_ids: [tag.oil, tag.timing] })).status).toBe(200);
    expect(await tagsOf(doc)).toEqual(['Distribuție:manual', 'Revizie ulei:auto']);
    expect(await reminders()).toEqual([`CJ10AAA Distribuție 2025-07-01 ${doc}`, `CJ10AAA Revizie ulei 2025-07-01 ${doc}`]);

    // The oil change is no longer on it: its auto tag goes, the hand-added one stays, and the oil reminder falls back to the older estimate.
    await edit(doc, { plate: 'CJ 10 AAA', parts: ['Filtru aer'] });
    expect(await tagsOf(doc)).toEqual(['Distribuție:manual']);
    expect(await reminders()).toEqual([`CJ10AAA Distribuție 2025-07-01 ${doc}`, `CJ10AAA Revizie ulei 2024-07-01 ${older}`]);

    // Another car and the oil again: both tags move to the new plate.
    await edit(doc, { plate: 'B 20 BBB', parts: ['Schimb ulei motor'] });
    expect(await tagsOf(doc)).toEqual(['Distribuție:manual', 'Revizie ulei:auto']);
    expect(await reminders()).toEqual([`B20BBB Distribuție 2025-07-01 ${doc}`, `B20BBB Revizie ulei 2025-07-01 ${doc}`, `CJ10AAA Revizie ulei 2024-07-01 ${older}`]);
  });

  it('falls back to the previous document with the tag as soon as a document is deleted', async () => {
    const newest = (await makeEstimateDocument({ t: t, user: ana, formId: form, plate: 'CJ 10 AAA', parts: ['Ulei 5W30'], day: '2026-01-10', client: 'Ana Pop' })).id;
    t.clock.set(TODAY);
    const cj = async () => (await reminders()).filter((r) => r.startsWith('CJ10AAA'));
    expect(await cj()).toEqual([`CJ10AAA Revizie ulei 2026-01-10 ${newest}`]);
    // Bogdan cannot delete Ana's estimate (and nothing changes).
    expect((await call(bogdan, 'DELETE', `/api/user/completed_forms/${newest}`)).status).toBe(404);
    expect((await call(ana, 'DELETE', `/api/user/completed_forms/${newest}`)).status).toBe(204);
    const [fallback] = await cj();
    expect(fallback).toMatch(/^CJ10AAA Revizie ulei 2024-07-01 /);
    // The last one gone: no reminder left for that car and tag.
    expect((await call(ana, 'DELETE', `/api/user/completed_forms/${fallback!.split(' ').at(-1)}`)).status).toBe(204);
    expect(await cj()).toEqual([]);
  });

  it('never puts back a tag taken off by hand (auto-tagging, later edits), unless it is added back by hand', async () => {
    const doc = (await makeEstimateDocument({ t: t, user: ana, formId: form, plate: 'MM 30 CCC', parts: ['Schimb ulei'], day: '2026-03-01', client: 'Ana Pop' })).id;
    t.clock.set(TODAY);
    expect(await tagsOf(doc)).toEqual(['Revizie ulei:auto']);
    expect((await call(ana, 'PUT', `/api/user/completed_forms/${doc}/tags`, { tag_ids: [] })).status).toBe(200);
    await autoTag();
    expect(await tagsOf(doc)).toEqual([]);
    await edit(doc, { plate: 'MM 30 CCC', parts: ['Schimb ulei', 'Filtru ulei'] });
    expect(await tagsOf(doc)).toEqual([]);
    expect((await reminders()).filter((r) => r.startsWith('MM30CCC'))).toEqual([]);
    // Back by hand: it stays, and the reminder is back.
    expect((await call(ana, 'PUT', `/api/user/completed_forms/${doc}/tags`, { tag_ids: [tag.oil] })).status).toBe(200);
    await autoTag();
    await edit(doc, { plate: 'MM 30 CCC', parts: ['Schimb ulei'] });
    expect(await tagsOf(doc)).toEqual(['Revizie ulei:manual']);
    expect((await reminders()).filter((r) => r.startsWith('MM30CCC'))).toEqual([`MM30CCC Revizie ulei 2026-03-01 ${doc}`]);
  });

  it('counts untagged documents up to 200 and says when it stopped there', async () => {
    const untagged = (await call<UntaggedResponse>(ana, 'GET', '/api/user/reminders/untagged')).body;
    expect(untagged).toMatchObject({ total: 0, capped: false, results: [] });
    const plain = (await makeEstimateDocument({ t: t, user: ana, formId: form, plate: 'SB 01 XYZ', parts: ['Plăcuțe frână'], day: '2026-05-01' })).id;
    t.clock.set(TODAY);
    expect((await call<UntaggedResponse>(ana, 'GET', '/api/user/reminders/untagged')).body).toMatchObject({ total: 1, capped: false, results: [{ id: plain }] });
    // A bulk import of 1,005 untagged estimates, older than the one above.
    await sql`
      insert into documents (id, business_id, created_by, form_id, form_version, number, seq, data, reusable, facts, search_text, created_at, updated_at)
      select 'e' || lpad(i::text, 23, '0'), ${ana.businessId}, ${ana.user.id}, ${form}, 1, 'IMP-' || i, 1000 + i, '{}'::jsonb, '{}'::jsonb,
        jsonb_build_object('vehicle.plate', 'AB' || i || 'XYZ', 'lines.parts', 'Bujii'), '', timestamptz '2020-01-01 10:00:00+00' + i * interval '1 hour', now()
      from generate_series(1, 1005) as i`.execute(t.database.db);
    const many = (await call<UntaggedResponse>(ana, 'GET', '/api/user/reminders/untagged?limit=3')).body;
    expect(many).toMatchObject({ total: 200, capped: true });
    expect(many.results.map((d) => d.id)).toEqual([plain, `e${'1005'.padStart(23, '0')}`, `e${'1004'.padStart(23, '0')}`]);
    expect((await call<UntaggedResponse>(bogdan, 'GET', '/api/user/reminders/untagged')).body).toMatchObject({ total: 0, capped: false });
  });

  it('counts untagged documents exactly when few are untagged in a long history, and up to the cap when many are', async () => {
    // Bogdan: 3,000 estimates, all tagged but the 7 oldest.
    const oil = (await call<ServiceTagDto>(bogdan, 'POST', '/api/user/tags', { name: 'Ulei', interval_months: 12 })).body.id;
    await sql`
      insert into documents (id, business_id, created_by, form_id, form_version, number, seq, data, reusable, facts, search_text, created_at, updated_at)
      select 'b' || lpad(i::text, 23, '0'), ${bogdan.businessId}, ${bogdan.user.id}, ${form}, 1, 'B-' || i, i, '{}'::jsonb, '{}'::jsonb, '{}'::jsonb, '',
        timestamptz '2021-01-01 10:00:00+00' + i * interval '1 hour', now()
      from generate_series(1, 3000) as i`.execute(t.database.db);
    await sql`
      insert into document_tags (document_id, tag_id, business_id, vehicle_key, service_date, source, created_at)
      select 'b' || lpad(i::text, 23, '0'), ${oil}, ${bogdan.businessId}, null, date '2021-01-01', 'manual', now() from generate_series(8, 3000) as i`.execute(t.database.db);
    const list = (cap: number) => listUntagged(t.database.db, { businessId: bogdan.businessId, formIds: [form], skip: 0, limit: 3, cap });
    const sparse = await list(1000);
    expect(sparse).toMatchObject({ total: 7, capped: false });
    expect(sparse.rows.map((r) => r.id)).toEqual(['7', '6', '5'].map((i) => `b${i.padStart(23, '0')}`));
    expect(await list(5)).toMatchObject({ total: 5, capped: true });
    // Every third of the newest untagged: dense enough for the walk to count up to the cap.
    await sql`delete from document_tags where business_id = ${bogdan.businessId} and right(document_id, 4)::int % 3 = 0`.execute(t.database.db);
    expect(await list(800)).toMatchObject({ total: 800, capped: true });
    expect(await list(1200)).toMatchObject({ total: 1005, capped: false });
  });
});
