import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto, ErrorBody, RemindersResponse } from '@atelier/core';
import { catalogDefinition } from '../../pdf/test-support/samples.js';
import { databaseKinds } from '../../test/databases.js';
import { makeEstimateDocument } from '../../test/documents.js';
import { makeUser, type TestUser } from '../../test/factories.js';
import { makeWorkshopEstimate } from '../../test/forms.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createFormsService } from '../forms/forms.service.js';
import { grantAccess } from '../forms/forms.repo.js';

const TODAY = new Date('2026-06-15T09:00:00Z'); // a Monday, 12:00 in Bucharest

/** A reminder saved with the Notificari application (the catalogue's definition). */
const reminderData = ({ plate, kind, due, tag = '', status = 'pending', client = 'Ana Pop', email = '' }: { plate: string; kind: string; due: string; tag?: string; status?: string; client?: string; email?: string }) => ({
  company: { name: 'Service Auto Rapid SRL', cui: 'RO18547290', address: 'Str. Fabricii 3, Cluj-Napoca' },
  client: { type: 'pf', name: client, phone: '0722 123 456', email },
  vehicle: { plate },
  reminder: { kind, tag, due_date: due, status, channel: 'email' },
});

describe.each(databaseKinds())("the Notificari application's own reminders on %s", (kind) => {
  let t: TestApp;
  let ana: TestUser;
  let other: TestUser;
  let notificari: string;
  const ids: Record<string, string> = {};

  const call = <T>(who: TestUser, method: string, path: string, json?: unknown) => who.client.request<T & ErrorBody>(method, path, { token: who.token, ...(json === undefined ? {} : { json }) });
  const save = async (who: TestUser, data: ReturnType<typeof reminderData>) => {
    const res = await call<DocumentDto>(who, 'POST', `/api/user/forms/${notificari}/submit`, { data });
    expect(res.status, res.text).toBe(201);
    return res.body;
  };
  const list = async (query = '') => (await call<RemindersResponse>(ana, 'GET', `/api/user/reminders${query}`)).body;
  const reminderMails = () => t.mailer.sent.filter((m) => m.to !== ana.email);

  beforeAll(async () => {
    t = await startTestApp({ kind });
    notificari = (await createFormsService({ db: t.database.db, now: t.clock.now }).publish(catalogDefinition('notificari-service.json'))).id;
    ana = await makeUser(t);
    other = await makeUser(t);
    for (const who of [ana, other]) await grantAccess(t.database.db, who.businessId, notificari);
    // A tag-made reminder: oil changed on 17.06.2025, every 12 months.
    const estimate = (await makeWorkshopEstimate(t, [ana.user.id])).id;
    expect((await call(ana, 'POST', '/api/user/tags', { name: 'Revizie ulei', interval_months: 12, aliases: 'ulei' })).status).toBe(201);
    ids.tag = (await makeEstimateDocument({ t, user: ana, formId: estimate, plate: 'CJ 01 AAA', parts: ['Schimb ulei'], day: '2025-06-17', client: 'Ion Tag', email: 'ion.tag@example.ro' })).id;
    t.clock.set(TODAY);
    ids.overdue = (await save(ana, reminderData({ plate: 'CJ 21 AAA', kind: 'itp', due: '2026-06-10', client: 'Ana Țăranu' }))).id;
    ids.insurance = (await save(ana, reminderData({ plate: 'CJ 22 BBB', kind: 'rca', tag: 'Asigurare RCA', due: '2026-06-20', client: 'John Smith', email: 'john@example.com' }))).id;
    ids.itp = (await save(ana, reminderData({ plate: 'CJ 23 CCC', kind: 'itp', due: '2026-06-22', client: 'Maria Pop', email: 'Maria.Pop@example.ro' }))).id;
    ids.later = (await save(ana, reminderData({ plate: 'CJ 24 DDD', kind: 'vignette', due: '2026-09-01' }))).id;
    ids.done = (await save(ana, reminderData({ plate: 'CJ 25 EEE', kind: 'itp', due: '2026-06-12', status: 'done' }))).id;
    ids.otherBusiness = (await save(other, reminderData({ plate: 'B 99 XYZ', kind: 'itp', due: '2026-06-01' }))).id;
  });
  afterAll(async () => t.close());

  it('lists a saved reminder document with the tag-made ones: the due filters, the counts, the search and the pages', async () => {
    const overdue = await list('?due=overdue');
    expect(overdue.total).toBe(1);
    expect(overdue.results).toEqual([
      expect.objectContaining({
        source: 'document',
        tag_id: null,
        tag_name: 'ITP',
        interval_months: null,
        last_date: null,
        vehicle_key: 'CJ21AAA',
        last_document_id: ids.overdue,
        last_form_id: notificari,
        due_date: '2026-06-10',
        state: 'overdue',
        client_name: 'Ana Țăranu',
        sends: [],
      }),
    ]);

    const all = await list();
    expect(all.total).toBe(5);
    expect(all.results.map((r) => [r.source, r.last_document_id, r.due_date, r.tag_name, r.state])).toEqual([
      ['document', ids.overdue, '2026-06-10', 'ITP', 'overdue'],
      ['tag', ids.tag, '2026-06-17', 'Revizie ulei', 'upcoming'],
      ['document', ids.insurance, '2026-06-20', 'Asigurare RCA', 'upcoming'],
      ['document', ids.itp, '2026-06-22', 'ITP', 'upcoming'],
      ['document', ids.later, '2026-09-01', 'Rovinietă', 'later'],
    ]);
    expect(all.results.map((r) => r.last_document_id)).not.toContain(ids.done);

    const upcoming = await list('?due=upcoming&days=6');
    expect([upcoming.total, upcoming.results.map((r) => r.last_document_id)]).toEqual([2, [ids.tag, ids.insurance]]);
    const page = await list('?skip=2&limit=2');
    expect([page.total, page.results.map((r) => r.last_document_id)]).toEqual([5, [ids.insurance, ids.itp]]);
    expect((await list('?q=taranu')).results.map((r) => r.last_document_id)).toEqual([ids.overdue]);
    expect((await list('?q=cj23')).results.map((r) => r.last_document_id)).toEqual([ids.itp]);
    expect((await call<RemindersResponse>(other, 'GET', '/api/user/reminders')).body.results.map((r) => r.last_document_id)).toEqual([ids.otherBusiness]);
  });

  it('follows the document: a changed due date moves it, a deleted document leaves the list', async () => {
    const doc = (await call<DocumentDto>(ana, 'GET', `/api/user/completed_forms/${ids.later}`)).body;
    const moved = await call<DocumentDto>(ana, 'PUT', `/api/user/completed_forms/${ids.later}`, { data: { ...doc.data, reminder: { ...doc.data.reminder, due_date: '2026-06-01' } }, version: doc.version });
    expect(moved.status, moved.text).toBe(200);
    expect((await list('?due=overdue')).results.map((r) => r.last_document_id)).toEqual([ids.later, ids.overdue]);
    expect((await call(ana, 'DELETE', `/api/user/completed_forms/${ids.later}`)).status).toBe(204);
    expect((await list()).total).toBe(4);
  });

  it("e-mails a consenting customer before a reminder document's due date, once per due date, as the tag-made ones", async () => {
    for (const consent of [
      { email: 'maria.pop@example.ro', client_name: 'Maria Pop', source: 'in_person' },
      { email: 'john@example.com', client_name: 'John Smith', source: 'written', locale: 'en' },
      { email: 'ion.tag@example.ro', source: 'phone' },
    ]) expect((await call(ana, 'POST', '/api/user/reminders/consents', consent)).status).toBe(201);
    expect((await call(ana, 'PUT', '/api/user/reminders/settings', { upcoming_days: 30, mail_enabled: true, mail_days_before: 10, digest_enabled: false })).status).toBe(200);

    await t.app.jobs.tick();
    await expect.poll(() => reminderMails().length).toBe(3);
    expect(reminderMails().map((m) => [m.to, m.subject]).sort()).toEqual([
      ['ion.tag@example.ro', 'Revizie ulei: scadență 17.06.2026 pentru CJ01AAA'],
      ['john@example.com', 'Asigurare RCA: due 06/20/2026 for CJ22BBB'],
      ['maria.pop@example.ro', 'ITP: scadență 22.06.2026 pentru CJ23CCC'],
    ]);
    expect((await list('?q=cj23')).results[0]?.sends).toMatchObject([{ email: 'maria.pop@example.ro', status: 'sent', due_date: '2026-06-22' }]);

    // The next day: nothing again for the same due dates.
    t.clock.advance(24 * 60 * 60 * 1000);
    await t.app.jobs.tick();
    await expect.poll(async () => (await t.app.jobs.find('reminder-mails:2026-06-16'))?.status).toBe('done');
    expect(reminderMails()).toHaveLength(3);

    // A new due date is a new reminder: mailed once more.
    const doc = (await call<DocumentDto>(ana, 'GET', `/api/user/completed_forms/${ids.itp}`)).body;
    expect((await call(ana, 'PUT', `/api/user/completed_forms/${ids.itp}`, { data: { ...doc.data, reminder: { ...doc.data.reminder, due_date: '2026-06-24' } }, version: doc.version })).status).toBe(200);
    t.clock.advance(24 * 60 * 60 * 1000);
    await t.app.jobs.tick();
    await expect.poll(() => reminderMails().length).toBe(4);
    expect(reminderMails().at(-1)?.subject).toBe('ITP: scadență 24.06.2026 pentru CJ23CCC');
  });
});
