import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto, ErrorBody, FormData, RemindersResponse, TodayResponse, VehiclesResponse } from '@atelier/core';
import { catalogDefinition, repoRoot } from '../../pdf/test-support/samples.js';
import { databaseKinds } from '../../test/databases.js';
import { makeEstimateDocument } from '../../test/documents.js';
import { makeUser, type TestUser } from '../../test/factories.js';
import { makeWorkshopEstimate } from '../../test/forms.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createFormsService } from '../forms/forms.service.js';
import { grantAccess } from '../forms/forms.repo.js';

const TODAY = new Date('2026-06-15T09:00:00Z'); // a Monday, 12:00 in Bucharest

/** A catalogue application's own sample data. */
const catalogSample = (file: string): FormData => JSON.parse(readFileSync(new URL(`catalog/samples/${file}`, repoRoot), 'utf8')) as FormData;

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
  /** A third business: the papers' expiry dates (issue 31) in the entry sheet and the pre-ITP check. */
  let carol: TestUser;
  let entrySheet: string;
  let preItp: string;
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
    carol = await makeUser(t);
    for (const who of [ana, other, carol]) await grantAccess(t.database.db, who.businessId, notificari);
    const forms = createFormsService({ db: t.database.db, now: t.clock.now });
    entrySheet = (await forms.publish(catalogDefinition('fisa-intrare-service.json'))).id;
    preItp = (await forms.publish(catalogDefinition('fisa-verificare-inainte-itp.json'))).id;
    for (const id of [entrySheet, preItp]) await grantAccess(t.database.db, carol.businessId, id);
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
      ['ion.tag@example.ro', 'Revizie ulei: scadență 17.06.2026 pentru CJ 01 AAA'],
      ['john@example.com', 'Asigurare RCA: due 06/20/2026 for CJ 22 BBB'],
      ['maria.pop@example.ro', 'ITP: scadență 22.06.2026 pentru CJ 23 CCC'],
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
    expect(reminderMails().at(-1)?.subject).toBe('ITP: scadență 24.06.2026 pentru CJ 23 CCC');
  });

  describe("the papers' expiry dates (ITP, RCA, rovinietă) as reminders", () => {
    const submit = async (formId: string, data: FormData) => {
      const res = await call<DocumentDto>(carol, 'POST', `/api/user/forms/${formId}/submit`, { data });
      expect(res.status, res.text).toBe(201);
      return res.body.id;
    };
    const carolList = async (query = '') => (await call<RemindersResponse>(carol, 'GET', `/api/user/reminders${query}`)).body;
    const papers = async (query = '') => (await carolList(query)).results.map((r) => [r.source, r.paper, r.tag_name, r.due_date, r.last_document_id]);
    const entryData = (plate: string, vehicle: Record<string, unknown>, client: Record<string, unknown> = {}) => {
      const sample = catalogSample('fisa-intrare-service.json');
      return { ...sample, client: { ...(sample.client as object), ...client }, vehicle: { ...(sample.vehicle as object), plate, ...vehicle } } as FormData;
    };
    const preItpData = (plate: string, itpDue: string) => {
      const sample = catalogSample('fisa-verificare-inainte-itp.json');
      return { ...sample, company: { ...(sample.company as object), date: '2026-06-16' }, vehicle: { ...(sample.vehicle as object), plate }, checks: { ...(sample.checks as object), itp_due: itpDue } } as FormData;
    };
    const edit = async (id: string, change: (data: FormData) => FormData) => {
      const doc = (await call<DocumentDto>(carol, 'GET', `/api/user/completed_forms/${id}`)).body;
      const res = await call(carol, 'PUT', `/api/user/completed_forms/${id}`, { data: change(doc.data), version: doc.version });
      expect(res.status, res.text).toBe(200);
    };
    let entry = '';
    let check = '';

    it('a saved document with ITP, RCA and rovinietă dates gives its car one reminder per paper, listed, filtered and in Today as the others', async () => {
      t.clock.set(new Date('2026-06-17T09:00:00Z'));
      entry = await submit(entrySheet, entryData('CJ 12 ABC', { itp_expiry: '2026-06-20', rca_expiry: '2026-06-22', vignette_expiry: '2026-12-31' }, { email: 'Stefan.Taranu@example.ro' }));
      // Another car with an expired RCA and no e-mail: listed, never mailed.
      await submit(entrySheet, entryData('B 07 XYZ', { itp_expiry: '', rca_expiry: '2026-06-01', vignette_expiry: '' }, { name: 'Dan Ionescu' }));
      expect(await papers()).toEqual([
        ['paper', 'rca', 'RCA', '2026-06-01', expect.any(String)],
        ['paper', 'itp', 'ITP', '2026-06-20', entry],
        ['paper', 'rca', 'RCA', '2026-06-22', entry],
        ['paper', 'vignette', 'Rovinietă', '2026-12-31', entry],
      ]);
      const itp = (await carolList('?q=cj12')).results[0];
      expect(itp).toMatchObject({ vehicle_key: 'CJ12ABC', plate: 'CJ12ABC', client_name: 'Ștefan Țăranu', client_email: 'stefan.taranu@example.ro', state: 'upcoming', last_form_id: entrySheet, tag_id: null, interval_months: null, last_date: null, sends: [] });
      expect((await carolList('?due=overdue')).results.map((r) => [r.vehicle_key, r.paper, r.state])).toEqual([['B07XYZ', 'rca', 'overdue']]);
      expect((await carolList('?due=upcoming&days=7')).total).toBe(2);
      expect((await carolList('?q=taranu')).total).toBe(3);
      // Each names its car in the vehicle directory (the reminder card's "new estimate for this car").
      const carOf = async (plate: string) => (await call<VehiclesResponse>(carol, 'GET', `/api/user/vehicles?query=${plate}`)).body.results[0]?.id;
      expect(itp?.vehicle_id).toEqual(expect.any(String));
      expect(itp?.vehicle_id).toBe(await carOf('CJ12ABC'));
      expect((await carolList('?vehicle=B07XYZ')).results.map((r) => [r.paper, r.vehicle_id])).toEqual([['rca', await carOf('B07XYZ')]]);
      expect((await carolList('?vehicle=CJ12ABC,B07XYZ')).total).toBe(4);
      expect((await call(carol, 'GET', '/api/user/reminders?vehicle=cj-12')).status).toBe(400);
      // Today: the week's reminders (ITP and RCA of CJ 12 ABC), not the overdue one nor December's vignette.
      const today = (await call<TodayResponse>(carol, 'GET', '/api/user/today')).body;
      expect(today.reminders?.results.map((r) => [r.vehicle_key, r.tag_name, r.due_date])).toEqual([
        ['CJ12ABC', 'ITP', '2026-06-20'],
        ['CJ12ABC', 'RCA', '2026-06-22'],
      ]);
      // Not another business's.
      expect((await list('?q=cj12abc')).total).toBe(0);
    });

    it("the newest document's date wins, an edit moves it and a deletion gives the older date back; the pre-ITP check's date is the car's ITP", async () => {
      check = await submit(preItp, preItpData('cj12abc', '2027-06-15'));
      const itpOf = async () => (await carolList('?vehicle=CJ12ABC')).results.filter((r) => r.paper === 'itp').map((r) => [r.due_date, r.last_document_id]);
      expect(await itpOf()).toEqual([['2027-06-15', check]]);
      expect((await carolList('?vehicle=CJ12ABC')).total).toBe(3);
      const car = (await call<VehiclesResponse>(carol, 'GET', '/api/user/vehicles?query=CJ12ABC')).body.results[0];
      expect(car?.itp_expiry).toBe('2027-06-15');

      await edit(check, (data) => ({ ...data, checks: { ...(data.checks as object), itp_due: '2027-06-18' } }));
      expect(await itpOf()).toEqual([['2027-06-18', check]]);
      // Its plate changed: the ITP goes to the other car, CJ 12 ABC has the entry sheet's again.
      await edit(check, (data) => ({ ...data, vehicle: { ...(data.vehicle as object), plate: 'B 07 XYZ' } }));
      expect(await itpOf()).toEqual([['2026-06-20', entry]]);
      expect((await carolList('?vehicle=B07XYZ')).results.map((r) => [r.paper, r.due_date])).toEqual([['rca', '2026-06-01'], ['itp', '2027-06-18']]);
      expect((await call(carol, 'DELETE', `/api/user/completed_forms/${check}`)).status).toBe(204);
      expect((await carolList('?vehicle=B07XYZ')).results.map((r) => r.paper)).toEqual(['rca']);
      // A date cleared in the only document that gave it: no reminder for that paper.
      await edit(entry, (data) => ({ ...data, vehicle: { ...(data.vehicle as object), vignette_expiry: '' } }));
      expect((await carolList('?vehicle=CJ12ABC')).results.map((r) => r.paper)).toEqual(['itp', 'rca']);
    });

    it('e-mails a consenting customer its own text ("ITP-ul mașinii CJ 12 ABC expiră la 20.06.2026"), once per date, and nothing without consent', async () => {
      const carolMails = () => t.mailer.sent.filter((m) => m.to === 'stefan.taranu@example.ro');
      expect((await call(carol, 'PUT', '/api/user/reminders/settings', { upcoming_days: 30, mail_enabled: true, mail_days_before: 10, digest_enabled: false })).status).toBe(200);
      t.clock.set(new Date('2026-06-18T09:00:00Z'));
      await t.app.jobs.tick();
      await expect.poll(async () => (await t.app.jobs.find('reminder-mails:2026-06-18'))?.status).toBe('done');
      expect(carolMails()).toHaveLength(0);

      expect((await call(carol, 'POST', '/api/user/reminders/consents', { email: 'stefan.taranu@example.ro', client_name: 'Ștefan Țăranu', source: 'in_person' })).status).toBe(201);
      t.clock.set(new Date('2026-06-19T09:00:00Z'));
      await t.app.jobs.tick();
      await expect.poll(() => carolMails().length).toBe(2);
      expect(carolMails().map((m) => m.subject).sort()).toEqual(['Asigurarea RCA a mașinii CJ 12 ABC expiră la 22.06.2026', 'ITP-ul mașinii CJ 12 ABC expiră la 20.06.2026']);
      expect(carolMails().find((m) => m.subject.startsWith('ITP'))?.text).toContain('ITP-ul mașinii CJ 12 ABC expiră la 20.06.2026.\nProgramați-vă');
      expect((await carolList('?vehicle=CJ12ABC')).results.map((r) => [r.paper, r.sends.map((x) => [x.email, x.status, x.due_date])])).toEqual([
        ['itp', [['stefan.taranu@example.ro', 'sent', '2026-06-20']]],
        ['rca', [['stefan.taranu@example.ro', 'sent', '2026-06-22']]],
      ]);

      // The next day: nothing again for the same dates.
      t.clock.set(new Date('2026-06-20T09:00:00Z'));
      await t.app.jobs.tick();
      await expect.poll(async () => (await t.app.jobs.find('reminder-mails:2026-06-20'))?.status).toBe('done');
      expect(carolMails()).toHaveLength(2);
    });
  });
});
