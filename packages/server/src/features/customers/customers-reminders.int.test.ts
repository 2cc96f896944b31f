import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDetailDto, CustomersResponse, ReminderConsentDto } from '@atelier/core';
import { startFakeSmsGateway, type FakeSmsGateway } from '../../integrations/sms/fake-sms.js';
import { startFakeSmtp, type FakeSmtp } from '../../mail/fake-smtp.js';
import { databaseKinds } from '../../test/databases.js';
import { makeDocument } from '../../test/documents.js';
import { makeUser, type TestUser } from '../../test/factories.js';
import { estimateData, grantNotificari, makeWorkshopEstimate } from '../../test/forms.js';
import { userCall } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const TODAY = new Date('2026-06-15T09:00:00Z'); // a Monday, 12:00 in Bucharest

/**
 * The consent a customer's page records is the one the reminders follow (issue 31): given there,
 * the customer's e-mail and mobile number get reminders; withdrawn there, they get none, even with
 * a consent recorded before on the Notificări page.
 */
describe.each(databaseKinds())('reminders follow the consent on the customer page (%s)', (kind) => {
  let smtp: FakeSmtp;
  let gateway: FakeSmsGateway;
  let t: TestApp;
  let ana: TestUser;

  const customerOf = async (name: string) => {
    const res = await userCall<CustomersResponse>(ana, 'GET', `/api/user/customers?query=${encodeURIComponent(name)}`);
    expect(res.body.total, name).toBe(1);
    return res.body.results[0]!.id;
  };
  const consent = async (name: string, body: Record<string, unknown>) => {
    const res = await userCall<CustomerDetailDto>(ana, 'PUT', `/api/user/customers/${await customerOf(name)}/consent`, body);
    expect(res.status, res.text).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    gateway = await startFakeSmsGateway();
    t = await startTestApp({
      kind,
      env: { SMTP_URL: smtp.url, SMTP_RETRIES: '0', SMS_GATEWAY_URL: gateway.url, SMS_GATEWAY_KEY: gateway.apiKey, SMS_RETRIES: '0', SMS_TIMEOUT_MS: '2000' },
      mailer: 'configured',
    });
    ana = await makeUser(t);
    await grantNotificari(t, [ana.user.id]);
    const form = (await makeWorkshopEstimate(t, [ana.user.id])).id;
    expect((await userCall(ana, 'POST', '/api/user/tags', { name: 'Revizie ulei', interval_months: 12, aliases: 'ulei' })).status).toBe(201);
    // An oil change a year ago for each: due in 5 and 6 days.
    for (const [day, name, phone, email, plate] of [
      ['2025-06-20', 'Ana Pop', '0722 111 111', 'ana.pop@example.ro', 'CJ 01 AAA'],
      ['2025-06-21', 'John Smith', '0733 222 222', 'john@example.com', 'CJ 02 BBB'],
    ] as const) {
      t.clock.set(new Date(`${day}T09:00:00Z`));
      await makeDocument({ user: ana, formId: form, data: estimateData({ client: { name, phone, email }, vehicle: { plate, vin: '' }, parts: [{ name: 'Schimb ulei', qty: 1, price: '10.00' }] }) });
    }
    t.clock.set(TODAY);
    // John agreed on the Notificări page first, e-mail and SMS.
    expect((await userCall<ReminderConsentDto>(ana, 'POST', '/api/user/reminders/consents', { email: 'john@example.com', source: 'in_person', phone: '0733 222 222' })).status).toBe(201);
    expect((await userCall(ana, 'PUT', '/api/user/reminders/settings', { upcoming_days: 30, mail_enabled: true, mail_days_before: 10, digest_enabled: false, sms_enabled: true })).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    await gateway?.close();
    await smtp?.close();
  });

  it('sends reminders to the customer who agreed on their page, and none to the one who withdrew there', async () => {
    const ana1 = await consent('ana pop', { reminders: true, how: 'verbal' });
    expect(ana1.customer.reminders).toBe(true);
    t.clock.advance(1000);
    const john = await consent('john', { reminders: false, how: 'email' });
    expect(john.consents.map((c) => [c.reminders, c.how])).toEqual([[false, 'email']]);
    await t.app.jobs.tick();
    await t.app.jobs.tick();
    await t.app.jobs.tick();
    const mails = smtp.messages.filter((m) => m.subject.includes('Revizie ulei'));
    expect(mails.map((m) => m.to[0])).toEqual(['ana.pop@example.ro']);
    expect(gateway.messages.map((m) => m.to)).toEqual(['+40722111111']);
    // The Notificări page shows John's consent ended, Ana's recorded.
    const consents = (await userCall<ReminderConsentDto[]>(ana, 'GET', '/api/user/reminders/consents')).body;
    expect(consents.find((c) => c.email === 'john@example.com')?.unsubscribed_at).not.toBeNull();
    expect(consents.find((c) => c.email === 'ana.pop@example.ro')).toMatchObject({ unsubscribed_at: null, source: 'in_person', phone: '+40722111111', client_name: 'Ana Pop' });
  });
});
