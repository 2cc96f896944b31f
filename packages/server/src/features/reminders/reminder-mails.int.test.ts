import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, ReminderConsentDto, RemindersResponse } from '@atelier/core';
import { startFakeSmtp, type FakeSmtp } from '../../mail/fake-smtp.js';
import { databaseKinds } from '../../test/databases.js';
import { makeEstimateDocument } from '../../test/documents.js';
import { makeUser, type TestUser } from '../../test/factories.js';
import { grantNotificari, makeWorkshopEstimate } from '../../test/forms.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const TODAY = new Date('2026-06-15T09:00:00Z'); // a Monday, 12:00 in Bucharest

describe.each(databaseKinds())('reminder e-mails from two instances on one database (%s)', (kind) => {
  let smtp: FakeSmtp;
  let one: TestApp;
  let two: TestApp;
  let ana: TestUser;

  const call = <T>(method: string, path: string, json?: unknown) => ana.client.request<T & ErrorBody>(method, path, { token: ana.token, ...(json === undefined ? {} : { json }) });
  const reminderMails = () => smtp.messages.filter((m) => m.subject.includes('Revizie ulei'));
  const bothTick = async () => {
    await Promise.all([one.app.jobs.tick(), two.app.jobs.tick()]);
    await Promise.all([one.app.jobs.tick(), two.app.jobs.tick()]);
  };

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    const env = { SMTP_URL: smtp.url, SMTP_RETRIES: '0' };
    one = await startTestApp({ kind, env, mailer: 'configured' });
    two = await startTestApp({ kind, env, mailer: 'configured', database: one.database });
    ana = await makeUser(one);
    await grantNotificari(one, [ana.user.id]);
    const form = (await makeWorkshopEstimate(one, [ana.user.id])).id;
    await one.database.db.updateTable('businesses').set({ name: 'Service Auto Ștefănescu' }).where('id', '=', ana.businessId).execute();
    expect((await call('POST', '/api/user/tags', { name: 'Revizie ulei', interval_months: 12, aliases: 'ulei' })).status).toBe(201);
    // Due in 5 and 10 days (consented), in 3 days (no consent), in 78 days (consented: not yet).
    await makeEstimateDocument({ t: one, user: ana, formId: form, plate: 'CJ 01 AAA', parts: ['Schimb ulei'], day: '2025-06-20', client: 'Ana Pop', email: 'ana.pop@example.ro' });
    await makeEstimateDocument({ t: one, user: ana, formId: form, plate: 'CJ 02 BBB', parts: ['Ulei motor'], day: '2025-06-25', client: 'John Smith', email: 'john@example.com' });
    await makeEstimateDocument({ t: one, user: ana, formId: form, plate: 'CJ 03 CCC', parts: ['Ulei'], day: '2025-06-18', client: 'Fără Acord', email: 'fara.acord@example.ro' });
    await makeEstimateDocument({ t: one, user: ana, formId: form, plate: 'CJ 04 DDD', parts: ['Ulei'], day: '2025-09-01', client: 'Dan Later', email: 'dan@example.ro' });
    for (const clock of [one.clock, two.clock]) clock.set(TODAY);
    for (const consent of [
      { email: 'Ana.Pop@example.ro', client_name: 'Ana Pop', source: 'in_person' },
      { email: 'john@example.com', client_name: 'John Smith', source: 'written', locale: 'en' },
      { email: 'dan@example.ro', source: 'phone' },
    ]) {
      const res = await call<ReminderConsentDto>('POST', '/api/user/reminders/consents', consent);
      expect(res.status, res.text).toBe(201);
      expect(res.body.consented_at).toBe(TODAY.toISOString());
    }
    // Saved from the app in English: the owner's digest comes in English.
    expect((await call('PUT', '/api/user/reminders/settings', { upcoming_days: 30, mail_enabled: true, mail_days_before: 10, digest_enabled: true, locale: 'en' })).status).toBe(200);
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await smtp?.close();
  });

  it('sends exactly one e-mail per due vehicle, in the customer\'s language, however many instances run', async () => {
    await bothTick();
    const mails = reminderMails();
    expect(mails.map((m) => m.to[0]).sort()).toEqual(['ana.pop@example.ro', 'john@example.com']);
    const ro = mails.find((m) => m.to[0] === 'ana.pop@example.ro')!;
    expect(ro.subject).toBe('Revizie ulei: scadență 20.06.2026 pentru CJ 01 AAA');
    expect(ro.text).toContain('Service Auto Ștefănescu');
    // "Book a visit by replying to this e-mail": the reply goes to the workshop (its owner, no profile address), with the unsubscribe link in the HTML part too.
    expect(ro.replyTo).toEqual([`Service Auto Ștefănescu <${ana.email}>`]);
    expect(ro.html).toMatch(/<a href="http[^"]+\/api\/reminders\/unsubscribe\?token=[^"]+"/);
    expect(mails.find((m) => m.to[0] === 'john@example.com')!.subject).toBe('Revizie ulei: due 06/25/2026 for CJ 02 BBB');
    // The next day, and again from both instances: nothing more for the same due dates.
    for (const clock of [one.clock, two.clock]) clock.advance(24 * 60 * 60 * 1000);
    await bothTick();
    expect(reminderMails()).toHaveLength(2);
  });

  it('records every send on its reminder', async () => {
    const list = await call<RemindersResponse>('GET', '/api/user/reminders?q=cj01');
    expect(list.body.results[0]!.sends).toMatchObject([{ email: 'ana.pop@example.ro', status: 'sent', due_date: '2026-06-20' }]);
    expect((await call<RemindersResponse>('GET', '/api/user/reminders?q=cj03')).body.results[0]!.sends).toEqual([]);
  });

  it('mails the workshop one weekly digest, in the owner\'s language', async () => {
    const digests = smtp.messages.filter((m) => m.to[0] === ana.email);
    expect(digests.map((m) => m.subject)).toEqual(['2 vehicles due this week, 0 overdue']);
    // From the platform to the workshop itself: nobody else to reply to.
    expect(digests[0]!.replyTo).toEqual([]);
  });

  it('unsubscribes the customer from the link in the e-mail, without an account', async () => {
    const link = reminderMails().find((m) => m.to[0] === 'ana.pop@example.ro')!.links.find((l) => l.includes('/api/reminders/unsubscribe'))!;
    const token = new URL(link).searchParams.get('token')!;
    const page = await fetch(`${one.url}/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Dezabonează-mă');
    const done = await fetch(`${one.url}/api/reminders/unsubscribe`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token }) });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('nu veți mai primi');
    const forged = await fetch(`${one.url}/api/reminders/unsubscribe`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token: `${token.split('.')[0]}.x` }) });
    expect(forged.status).toBe(404);
    const consents = (await call<ReminderConsentDto[]>('GET', '/api/user/reminders/consents')).body;
    expect(consents.find((c) => c.email === 'ana.pop@example.ro')!.unsubscribed_at).not.toBeNull();
    expect(consents.find((c) => c.email === 'john@example.com')!.unsubscribed_at).toBeNull();
    // The page asks in the language of the customer's e-mails; a link that names no consent, in Romanian.
    const johns = reminderMails().find((m) => m.to[0] === 'john@example.com')!.links.find((l) => l.includes('/api/reminders/unsubscribe'))!;
    const english = await (await fetch(`${one.url}/api/reminders/unsubscribe?token=${encodeURIComponent(new URL(johns).searchParams.get('token')!)}`)).text();
    expect(english).toContain('Unsubscribe me');
    expect(english).not.toContain('Dezabonează-mă');
    expect(await (await fetch(`${one.url}/api/reminders/unsubscribe?token=${token.split('.')[0]}.x`)).text()).toContain('Dezabonează-mă');
  });
});
