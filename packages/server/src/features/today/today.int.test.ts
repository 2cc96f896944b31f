import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type AppointmentDto, type DocumentDto, type FormData, type FormDefinitionInput, type SendResponse, type TodayResponse } from '@atelier/core';
import { appointmentData, bookAppointment } from '../../test/appointments.js';
import { databaseKinds } from '../../test/databases.js';
import { makeDocument } from '../../test/documents.js';
import { makeMember, makeUser, type TestUser } from '../../test/factories.js';
import { DATE_FIELD, estimateData, estimateDefinition, grantNotificari, makeForm, stepsWith } from '../../test/forms.js';
import { httpClient, userCall } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { catalogDefinition, repoRoot } from '../../pdf/test-support/samples.js';
import { createFormsService } from '../forms/forms.service.js';
import { grantAccess } from '../forms/forms.repo.js';

// A Wednesday, a working day of the default week: 10:00 in Bucharest.
const WEDNESDAY = '2026-12-02';
const AT = new Date(`${WEDNESDAY}T08:00:00Z`);

/** A catalog application's sample data (catalog/samples). */
const catalogSample = (file: string): FormData => JSON.parse(readFileSync(new URL(`catalog/samples/${file}`, repoRoot), 'utf8')) as FormData;

/** The test estimate's steps under another kind (an entry sheet, a handover record, an invoice). */
const ofKind = (key: string, kind: 'entry-sheet' | 'handover' | 'invoice'): Partial<FormDefinitionInput> => ({
  key,
  // With the document's date (role document.date): the directory dates the car's documents by it.
  steps: stepsWith({ client: [DATE_FIELD] }),
  document: { ...estimateDefinition().document, kind },
});

describe.each(databaseKinds())('Today on %s', (kind) => {
  let t: TestApp;
  let appointmentsForm: string;
  let estimateForm: string;
  let entryForm: string;
  let handoverForm: string;
  let ana: TestUser;
  let mihai: TestUser;
  let bogdan: TestUser;
  const docs: Record<string, DocumentDto> = {};

  const today = async (user: TestUser) => {
    const res = await userCall<TodayResponse>(user, 'GET', '/api/user/today');
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  /** A second apart, as saves are; `date`: the document's own date (the entry sheet and handover forms have one). */
  const save = (user: TestUser, formId: string, plate: string, { client = 'Ștefan Popescu', date }: { client?: string; date?: string } = {}) => {
    t.clock.advance(1000);
    return makeDocument({ user, formId, data: estimateData({ vehicle: { plate, vin: '' }, client: { name: client, ...(date ? { date } : {}) } }) });
  };
  const stage = (user: TestUser, id: string, value: string) => userCall<AppointmentDto>(user, 'POST', `/api/user/appointments/${id}/stage`, { stage: value });

  beforeAll(async () => {
    t = await startTestApp({ kind });
    t.clock.set(AT);
    appointmentsForm = (await createFormsService({ db: t.database.db, now: t.clock.now }).publish(catalogDefinition('programare-interna-service.json'))).id;
    estimateForm = (await makeForm(t)).id;
    entryForm = (await makeForm(t, ofKind('fisa-intrare-test', 'entry-sheet'))).id;
    handoverForm = (await makeForm(t, ofKind('pv-predare-test', 'handover'))).id;
    ana = await makeUser(t);
    bogdan = await makeUser(t);
    mihai = await makeMember(t, ana);
    for (const user of [ana, bogdan]) await grantAccess(t.database.db, user.businessId, appointmentsForm);

    docs.appointment = await bookAppointment({ user: ana, formId: appointmentsForm, data: appointmentData({ date: WEDNESDAY, start: '10:00', plate: 'CJ 12 ABC', client: 'Ion Popescu' }) });
    docs.tomorrow = await bookAppointment({ user: ana, formId: appointmentsForm, data: appointmentData({ date: '2026-12-03', start: '09:00' }) });
    docs.entry = await save(ana, entryForm, 'CJ 12 ABC', { client: 'Ion Popescu' });
    // Entered, then handed back: no longer in the workshop.
    docs.doneEntry = await save(ana, entryForm, 'B 123 XYZ');
    docs.handover = await save(mihai, handoverForm, 'b123xyz');
    docs.estimate = await save(ana, estimateForm, 'CJ 12 ABC', { client: 'Ion Popescu' });
    docs.bogdanEntry = await save(bogdan, entryForm, 'IS 99 ZZZ', { client: 'Vasile Bogdan' });
    await bookAppointment({ user: bogdan, formId: appointmentsForm, data: appointmentData({ date: WEDNESDAY, start: '11:00', client: 'Vasile Bogdan' }) });
  });
  afterAll(async () => t?.close());

  it("answers the day in one call: today's appointments, the cars in the workshop, the last documents", async () => {
    const day = await today(ana);
    expect(day.date).toBe(WEDNESDAY);
    expect(day.appointments.map((a) => [a.id, a.start, a.client, a.stage])).toEqual([[docs.appointment!.id, '10:00', 'Ion Popescu', 'scheduled']]);
    expect(day.workshop.total).toBe(1);
    expect(day.workshop.results.map((car) => [car.plate, car.client, car.since, car.document.id, car.document.kind])).toEqual([['CJ 12 ABC', 'Ion Popescu', WEDNESDAY, docs.entry!.id, 'entry-sheet']]);
    expect(day.recent.map((d) => d.id).slice(0, 3)).toEqual([docs.estimate!.id, docs.handover!.id, docs.doneEntry!.id]);
    expect(day.recent[0]).toMatchObject({ number: docs.estimate!.number, kind: 'estimate', client: 'Ion Popescu', plate: 'CJ 12 ABC' });
    expect(day.spv).toEqual([]);
    // Without the reminders application: no section, not a refusal.
    expect(day.reminders).toBeNull();
  });

  it('keeps a car in the workshop until a handover or invoice for it comes after its entry sheet, and lets old entries go', async () => {
    const before = await today(ana);
    expect(before.workshop.results.map((car) => car.plate)).toEqual(['CJ 12 ABC']);
    // The estimate after the entry sheet keeps it in; the handover (another spelling of the plate) takes it out.
    await save(ana, handoverForm, 'cj-12-abc');
    expect((await today(ana)).workshop).toEqual({ results: [], total: 0 });
    // An entry sheet older than the window does not bring it back; one dated after the handover does.
    await save(ana, entryForm, 'CJ12ABC', { date: '2026-09-01' });
    expect((await today(ana)).workshop.total).toBe(0);
    const again = await save(ana, entryForm, 'CJ12ABC', { date: '2026-12-03' });
    expect((await today(ana)).workshop.results.map((car) => [car.document.id, car.since])).toEqual([[again.id, '2026-12-03']]);
  });

  it("shows the cars entered with the catalog's entry sheet and service order, whose handover date is only planned; an invoice after one, or 61 days, take it out", async () => {
    const carol = await makeUser(t);
    const forms = createFormsService({ db: t.database.db, now: t.clock.now });
    const catalog = { entry: (await forms.publish(catalogDefinition('fisa-intrare-service.json'))).id, order: (await forms.publish(catalogDefinition('comanda-service.json'))).id };
    for (const id of Object.values(catalog)) await grantAccess(t.database.db, carol.businessId, id);
    const invoiceForm = (await makeForm(t, ofKind('factura-atelier-test', 'invoice'))).id;
    /** The catalog's sample, entered on `day` for `plate`, with the planned handover date the sample carries (the order requires one). */
    const enter = async (application: keyof typeof catalog, plate: string, day: string) => {
      const sample = catalogSample(application === 'entry' ? 'fisa-intrare-service.json' : 'comanda-service.json');
      t.clock.advance(1000);
      const data = { ...sample, company: { ...(sample.company as object), date: `${day}T09:00` }, vehicle: { ...(sample.vehicle as object), plate, vin: '', exit_date: addDays(day, 2) } };
      const res = await userCall<DocumentDto>(carol, 'POST', `/api/user/forms/${catalog[application]}/submit`, { data });
      expect(res.status, res.text).toBe(201);
      return res.body;
    };
    const entered = await enter('entry', 'CJ 01 AAA', WEDNESDAY);
    const ordered = await enter('order', 'CJ 02 BBB', WEDNESDAY);
    await enter('entry', 'CJ 03 CCC', WEDNESDAY);
    t.clock.advance(1000);
    await makeDocument({ user: carol, formId: invoiceForm, data: estimateData({ vehicle: { plate: 'cj03ccc', vin: '' }, client: { name: 'Ștefan Popescu', date: WEDNESDAY } }) });
    await enter('entry', 'CJ 04 DDD', addDays(WEDNESDAY, -61));
    const sixty = await enter('entry', 'CJ 05 EEE', addDays(WEDNESDAY, -60));
    const { workshop } = await today(carol);
    expect(workshop.results.map((car) => [car.plate, car.document.id, car.since])).toEqual([
      ['CJ 02 BBB', ordered.id, WEDNESDAY],
      ['CJ 01 AAA', entered.id, WEDNESDAY],
      ['CJ 05 EEE', sixty.id, addDays(WEDNESDAY, -60)],
    ]);
    expect(workshop.total).toBe(3);
  });

  it('lists estimates sent to the customer and not answered; an answer takes one off', async () => {
    const sent = await userCall<SendResponse>(ana, 'POST', `/api/user/documents/${docs.estimate!.id}/send`, { channel: 'link' });
    expect(sent.status, sent.text).toBe(201);
    const waiting = (await today(mihai)).waiting;
    expect(waiting.total).toBe(1);
    expect(waiting.results[0]).toMatchObject({ document_id: docs.estimate!.id, number: docs.estimate!.number, kind: 'estimate', client: 'Ion Popescu', phone: '0722 123 456', opened: false });
    const token = sent.body.url.split('/d/')[1]!;
    const answered = await httpClient(t.url).request('POST', `/api/public/d/${token}/answer`, { json: { version: 1, decision: 'decline', comment: 'Prea scump.', signer_name: 'Ion Popescu', consent: true } });
    expect(answered.status, answered.text).toBe(201);
    expect((await today(ana)).waiting).toEqual({ results: [], total: 0 });
  });

  it('lists the reminders due this week once the business has the reminders application', async () => {
    await grantNotificari(t, [ana.user.id]);
    const day = await today(ana);
    expect(day.reminders).toEqual({ results: [], total: 0 });
  });

  it('marks where a booked car stands: arrived, in progress, done, and back; only the business may', async () => {
    const id = docs.appointment!.id;
    const arrived = await stage(mihai, id, 'arrived');
    expect([arrived.status, arrived.body.stage, arrived.body.status]).toEqual([200, 'arrived', 'scheduled']);
    t.clock.advance(1000);
    expect((await stage(ana, id, 'in_progress')).body.stage).toBe('in_progress');
    expect((await today(ana)).appointments.map((a) => a.stage)).toEqual(['in_progress']);
    const done = await stage(ana, id, 'done');
    expect([done.body.stage, done.body.status]).toEqual(['done', 'completed']);
    // Done by mistake: back to in progress, the document scheduled again.
    const back = await stage(ana, id, 'in_progress');
    expect([back.body.stage, back.body.status]).toEqual(['in_progress', 'scheduled']);
    expect((await stage(ana, id, 'arrived')).body.stage).toBe('arrived');
    const wrong = await stage(ana, id, 'teleported');
    expect([wrong.status, (wrong.body as unknown as { error: { code: string } }).error.code]).toEqual([400, 'validation_error']);
    const foreign = await stage(bogdan, id, 'done');
    expect([foreign.status, (foreign.body as unknown as { error: { code: string } }).error.code]).toEqual([404, 'appointment_not_found']);
    expect((await httpClient(t.url).request('POST', `/api/user/appointments/${id}/stage`, { json: { stage: 'done' } })).status).toBe(401);
    expect((await today(ana)).appointments.map((a) => a.stage)).toEqual(['arrived']);
  });

  it("keeps businesses apart: B sees only its own day, a member sees the business's, no session is 401", async () => {
    const theirs = await today(bogdan);
    expect(theirs.appointments.map((a) => a.client)).toEqual(['Vasile Bogdan']);
    expect(theirs.workshop.results.map((car) => car.plate)).toEqual(['IS 99 ZZZ']);
    expect(theirs.recent).toHaveLength(2);
    expect(theirs.recent.map((d) => d.kind).sort()).toEqual(['appointment', 'entry-sheet']);
    const ids = [...Object.values(docs)].filter((d) => d.id !== docs.bogdanEntry!.id).map((d) => d.id);
    expect(JSON.stringify(theirs)).not.toMatch(new RegExp(ids.join('|')));
    const mine = await today(ana);
    const member = await today(mihai);
    expect(member.appointments.map((a) => a.id)).toEqual(mine.appointments.map((a) => a.id));
    expect(member.recent.map((d) => d.id)).toEqual(mine.recent.map((d) => d.id));
    expect((await httpClient(t.url).request('GET', '/api/user/today')).status).toBe(401);
  });
});
