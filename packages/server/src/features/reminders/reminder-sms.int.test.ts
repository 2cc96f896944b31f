import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, ReminderConsentDto, ReminderSettingsDto, RemindersResponse } from '@atelier/core';
import { startFakeSmsGateway, type FakeSmsGateway } from '../../integrations/sms/fake-sms.js';
import { makeEstimateDocument } from '../../test/documents.js';
import { makeUser, type TestUser } from '../../test/factories.js';
import { grantNotificari, makeWorkshopEstimate } from '../../test/forms.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const TODAY = new Date('2026-06-15T09:00:00Z'); // 12:00 in Bucharest
const DAY = 24 * 60 * 60 * 1000;

/**
 * Reminders by SMS (issue 29) against the fake gateway: one instance with the gateway, one without
 * it on the same database. Once per due date, only to a consent with a mobile number, failures
 * recorded, a gateway that is down retried by the job engine.
 */
describe('reminder SMS', () => {
  let gateway: FakeSmsGateway;
  let texting: TestApp;
  let plain: TestApp;
  let ana: TestUser;
  let form: string;

  const call = async <T>(t: TestApp, method: string, path: string, json?: unknown) => {
    const res = await fetch(`${t.url}${path}`, { method, headers: { authorization: `Bearer ${ana.token}`, ...(json === undefined ? {} : { 'content-type': 'application/json' }) }, ...(json === undefined ? {} : { body: JSON.stringify(json) }) });
    const text = await res.text();
    return { status: res.status, text, body: (text ? JSON.parse(text) : undefined) as T & ErrorBody };
  };
  const consent = async (body: Record<string, unknown>) => {
    const res = await call<ReminderConsentDto>(texting, 'POST', '/api/user/reminders/consents', { source: 'in_person', ...body });
    expect(res.status, res.text).toBe(201);
    return res.body;
  };
  /** A document for `plate` whose "Revizie ulei" is due a year after `day`. */
  const vehicle = async (plate: string, day: string, client: string, email: string) => {
    await makeEstimateDocument({ t: texting, user: ana, formId: form, plate, parts: ['Schimb ulei'], day, client, email });
  };
  const at = async (date: Date) => {
    for (const clock of [texting.clock, plain.clock]) clock.set(date);
  };
  const tick = async (t: TestApp) => {
    await t.app.jobs.tick();
    await t.app.jobs.tick();
  };
  const sendsOf = async (plate: string) => (await call<RemindersResponse>(texting, 'GET', `/api/user/reminders?q=${plate}`)).body.results[0]?.sends.filter((s) => s.channel === 'sms') ?? [];

  beforeAll(async () => {
    gateway = await startFakeSmsGateway();
    texting = await startTestApp({ kind: 'pglite', env: { SMS_GATEWAY_URL: gateway.url, SMS_GATEWAY_KEY: gateway.apiKey, SMS_RETRIES: '0', SMS_TIMEOUT_MS: '2000' } });
    plain = await startTestApp({ kind: 'pglite', database: texting.database });
    ana = await makeUser(texting);
    await grantNotificari(texting, [ana.user.id]);
    form = (await makeWorkshopEstimate(texting, [ana.user.id])).id;
    await texting.database.db.updateTable('businesses').set({ name: 'Service Auto Ștefănescu' }).where('id', '=', ana.businessId).execute();
    expect((await call(texting, 'POST', '/api/user/tags', { name: 'Revizie ulei', interval_months: 12, aliases: 'ulei' })).status).toBe(201);
    await vehicle('CJ 01 AAA', '2025-06-20', 'Ana Pop', 'ana.pop@example.ro');
    await vehicle('CJ 02 BBB', '2025-06-21', 'John Smith', 'john@example.com');
    await vehicle('CJ 03 CCC', '2025-06-22', 'Fără Acord', 'fara.acord@example.ro');
    await at(TODAY);
    expect((await consent({ email: 'ana.pop@example.ro', client_name: 'Ana Pop', phone: '0722 123 456' })).phone).toBe('+40722123456');
    // E-mail only: no mobile number.
    expect((await consent({ email: 'john@example.com', locale: 'en' })).phone).toBeNull();
  });
  afterAll(async () => {
    await plain?.close();
    await texting?.close();
    await gateway?.close();
  });

  it('refuses a consent whose number cannot receive an SMS, and says whether the server can text', async () => {
    const bad = await call(texting, 'POST', '/api/user/reminders/consents', { email: 'x@example.ro', source: 'phone', phone: '0264 123 456' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_error');
    expect((await call<ReminderSettingsDto>(texting, 'GET', '/api/user/reminders/settings')).body).toMatchObject({ sms_enabled: false, sms_available: true });
    expect((await call<ReminderSettingsDto>(plain, 'GET', '/api/user/reminders/settings')).body.sms_available).toBe(false);
    const saved = await call<ReminderSettingsDto>(texting, 'PUT', '/api/user/reminders/settings', { upcoming_days: 30, mail_enabled: false, mail_days_before: 10, digest_enabled: false, sms_enabled: true });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ sms_enabled: true, sms_available: true });
  });

  it('sends nothing from an instance without the gateway', async () => {
    await tick(plain);
    expect(gateway.messages).toEqual([]);
    expect(await sendsOf('cj01')).toEqual([]);
  });

  it('texts once per due date, only the customer who consented with a mobile number, in their language, however often the job runs', async () => {
    await at(new Date(TODAY.getTime() + DAY));
    await tick(texting);
    expect(gateway.messages.map((m) => m.to)).toEqual(['+40722123456']);
    const [sms] = gateway.messages;
    expect(sms?.text).toContain('Service Auto Ștefănescu: pentru CJ 01 AAA, „Revizie ulei” este scadent pe 20.06.2026.');
    expect(sms?.text).toMatch(/Dezabonare: http\S+\/api\/reminders\/unsubscribe\?token=/);
    expect(await sendsOf('cj01')).toMatchObject([{ status: 'sent', due_date: '2026-06-20', channel: 'sms' }]);
    expect(await sendsOf('cj02')).toEqual([]);
    expect(await sendsOf('cj03')).toEqual([]);
    // The next day, from both instances: nothing more for the same due date.
    await at(new Date(TODAY.getTime() + 2 * DAY));
    await Promise.all([tick(texting), tick(plain)]);
    expect(gateway.messages).toHaveLength(1);
  });

  it('records a refused SMS as failed and does not try it again', async () => {
    await vehicle('CJ 04 DDD', '2025-06-24', 'Ion Rusu', 'ion@example.ro');
    await at(new Date(TODAY.getTime() + 3 * DAY));
    await consent({ email: 'ion@example.ro', phone: '+40 733 000 111' });
    gateway.fail({ status: 400, count: 1 });
    await tick(texting);
    expect(gateway.messages).toHaveLength(1);
    const [failed] = await sendsOf('cj04');
    expect(failed).toMatchObject({ status: 'failed', channel: 'sms' });
    await at(new Date(TODAY.getTime() + 4 * DAY));
    await tick(texting);
    expect(gateway.messages).toHaveLength(1);
    expect(await sendsOf('cj04')).toMatchObject([{ status: 'failed' }]);
  });

  it('leaves a gateway that is down to the job engine, which sends the SMS once it is back', async () => {
    await vehicle('CJ 05 EEE', '2025-06-27', 'Maria Lungu', 'maria@example.ro');
    const day = new Date(TODAY.getTime() + 5 * DAY);
    await at(day);
    await consent({ email: 'maria@example.ro', phone: '0744 555 666' });
    gateway.setDown(true);
    await tick(texting);
    expect(gateway.messages).toHaveLength(1);
    expect(await sendsOf('cj05')).toMatchObject([{ status: 'sending' }]);
    gateway.setDown(false);
    // The job's retry is due after its backoff (30 s for the first).
    await at(new Date(day.getTime() + 60_000));
    await tick(texting);
    expect(gateway.messages.map((m) => m.to)).toEqual(['+40722123456', '+40744555666']);
    expect(await sendsOf('cj05')).toMatchObject([{ status: 'sent' }]);
  });
});
