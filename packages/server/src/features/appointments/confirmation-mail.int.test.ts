import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentDto, WeekResponse } from '@atelier/core';
import { startFakeSmtp, type FakeSmtp } from '../../mail/fake-smtp.js';
import { appointmentData, bookAppointment } from '../../test/appointments.js';
import { databaseKinds } from '../../test/databases.js';
import { makeMember, makeUser, type TestUser } from '../../test/factories.js';
import { userCall } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { catalogDefinition } from '../../pdf/test-support/samples.js';
import { createFormsService } from '../forms/forms.service.js';
import { grantAccess } from '../forms/forms.repo.js';
import { parseCalendar } from './appointments-test-support.js';

const TODAY = new Date('2026-11-27T10:00:00Z');

describe.each(databaseKinds())('the appointment confirmation e-mail on %s', (kind) => {
  let smtp: FakeSmtp;
  let t: TestApp;
  let formId: string;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    t = await startTestApp({ kind, env: { SMTP_URL: smtp.url, SMTP_RETRIES: '0' }, mailer: 'configured' });
    t.clock.set(TODAY);
    formId = (await createFormsService({ db: t.database.db, now: t.clock.now }).publish(catalogDefinition('programare-interna-service.json'))).id;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const owner = async () => {
    const user = await makeUser(t);
    await grantAccess(t.database.db, user.businessId, formId);
    await t.database.db.updateTable('businesses').set({ name: 'Service Auto Ștefănescu' }).where('id', '=', user.businessId).execute();
    return user;
  };
  const call = userCall;
  const book = (user: TestUser, data: ReturnType<typeof appointmentData>) => bookAppointment({ user, formId, data });
  const confirm = (user: TestUser, id: string, body: Record<string, unknown> = {}) => call<AppointmentDto>(user, 'POST', `/api/user/appointments/${id}/confirmation`, body);

  it('mails the customer from the workshop\'s name, in Romanian by default, with an .ics that parses, and records it on the appointment', async () => {
    const a = await owner();
    const booked = await book(a, appointmentData({ date: '2026-12-02', start: '09:30', hours: 2, client: 'Maria Ionescu', email: 'Maria.Ionescu@example.ro' }));
    const sent = await confirm(a, booked.id);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.confirmation).toEqual({ email: 'maria.ionescu@example.ro', sent_at: TODAY.toISOString() });

    const mail = await smtp.next((m) => m.to[0] === 'maria.ionescu@example.ro');
    expect(mail.subject).toBe('Confirmare programare 02.12.2026 ora 09:30 – Service Auto Ștefănescu');
    expect(mail.text).toContain('Bună ziua, Maria Ionescu');
    expect(mail.text).toContain('pe 02.12.2026, ora 09:30 (durata estimată: 2 h), pentru vehiculul CJ12ABC');
    // "Reply to this e-mail" reaches the workshop (no company profile yet: its owner's address), not the no-reply sender.
    expect(mail.text).toContain('răspundeți la acest e-mail');
    expect(mail.replyTo).toEqual([`Service Auto Ștefănescu <${a.email}>`]);
    expect(mail.html).toContain('>Service Auto Ștefănescu</h1>');
    expect(mail.attachments).toHaveLength(1);
    const [ics] = mail.attachments;
    expect(ics!.filename).toMatch(/^programare-.+\.ics$/);
    expect(ics!.contentType).toBe('text/calendar');
    const calendar = parseCalendar(ics!.content);
    expect(calendar.method).toBe('PUBLISH');
    expect(calendar.events).toEqual([
      expect.objectContaining({ uid: `appointment-${booked.id}@atelier`, summary: 'Maria Ionescu · CJ12ABC · Schimb ulei și filtre', start: '2026-12-02T07:30:00.000Z', end: '2026-12-02T09:30:00.000Z' }),
    ]);
    // Published by the workshop, with the address a reply reaches (RFC 5546: PUBLISH names its ORGANIZER).
    expect(calendar.events[0]).toMatchObject({ organizer: { name: 'Service Auto Ștefănescu', address: a.email }, stamp: TODAY.toISOString(), lastModified: TODAY.toISOString() });

    // The calendar shows it on the appointment.
    const week = (await call<WeekResponse>(a, 'GET', '/api/user/appointments?from=2026-11-30&to=2026-12-06')).body;
    expect(week.appointments.find((x) => x.id === booked.id)?.confirmation).toEqual({ email: 'maria.ionescu@example.ro', sent_at: TODAY.toISOString() });
  });

  it('writes in the customer\'s language to the address given; a team member may send it', async () => {
    const a = await owner();
    const member = await makeMember(t, a);
    const booked = await book(a, appointmentData({ date: '2026-12-03', start: '14:00', client: 'John Smith' }));
    const sent = await confirm(member, booked.id, { email: 'john@example.com', locale: 'en' });
    expect(sent.status, sent.text).toBe(200);
    const mail = await smtp.next((m) => m.to[0] === 'john@example.com');
    expect(mail.subject).toBe('Appointment confirmed: 12/03/2026 at 14:00 – Service Auto Ștefănescu');
    expect(mail.text).toContain('Kind regards,\nService Auto Ștefănescu');
    const rows = await t.database.db.selectFrom('appointment_mails').select(['email', 'locale', 'sent_by']).where('document_id', '=', booked.id).execute();
    expect(rows).toEqual([{ email: 'john@example.com', locale: 'en', sent_by: member.user.id }]);
  });

  it("replies go to the company profile's e-mail, under the profile's name, once the workshop has one", async () => {
    const a = await owner();
    const saved = await call(a, 'PUT', '/api/user/profile', { name: 'Ștefănescu Auto SRL', cui: 'RO18547290', email: 'programari@stefanescu.ro' });
    expect(saved.status, saved.text).toBe(200);
    const booked = await book(a, appointmentData({ date: '2026-12-04', start: '10:00', email: 'radu@example.ro' }));
    expect((await confirm(a, booked.id)).status).toBe(200);
    const mail = await smtp.next((m) => m.to[0] === 'radu@example.ro');
    expect(mail.replyTo).toEqual(['Ștefănescu Auto SRL <programari@stefanescu.ro>']);
    expect(mail.subject).toContain('– Ștefănescu Auto SRL');
    expect(parseCalendar(mail.attachments[0]!.content).events[0]!.organizer).toEqual({ name: 'Ștefănescu Auto SRL', address: 'programari@stefanescu.ro' });
  });

  it('refuses clearly: no address known, an undated appointment, another business\'s appointment', async () => {
    const a = await owner();
    const b = await owner();
    const noEmail = await book(a, appointmentData({ date: '2026-12-02', start: '08:00' }));
    const missing = await confirm(a, noEmail.id);
    expect(missing.status).toBe(400);
    expect(missing.body.error.details).toEqual([{ path: 'email', message: 'missing' }]);
    expect((await confirm(a, noEmail.id, { email: 'nu-e-adresa' })).status).toBe(400);
    const undated = await book(a, appointmentData({ email: 'ana@example.ro' }));
    expect((await confirm(a, undated.id)).body.error.details).toEqual([{ path: 'date', message: 'missing' }]);
    const theirs = await confirm(b, noEmail.id, { email: 'b@example.ro' });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.code).toBe('appointment_not_found');
    expect((await a.client.request('POST', `/api/user/appointments/${noEmail.id}/confirmation`, { json: {} })).status).toBe(401);
    expect(smtp.messages.filter((m) => ['ana@example.ro', 'b@example.ro'].includes(m.to[0]!))).toEqual([]);
  });

  it('answers 502 confirmation_mail_failed and records nothing when the mail server refuses', async () => {
    const a = await owner();
    const booked = await book(a, appointmentData({ date: '2026-12-02', start: '11:00', email: 'refuz@example.ro' }));
    smtp.refuseNext(1, 554);
    const failed = await confirm(a, booked.id);
    expect(failed.status).toBe(502);
    expect(failed.body.error.code).toBe('confirmation_mail_failed');
    expect(await t.database.db.selectFrom('appointment_mails').select('id').where('document_id', '=', booked.id).execute()).toEqual([]);
    expect((await confirm(a, booked.id)).body.confirmation?.email).toBe('refuz@example.ro');
  });
});
