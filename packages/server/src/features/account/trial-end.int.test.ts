import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto, ErrorBody } from '@atelier/core';
import { databaseKinds } from '../../test/databases.js';
import { makeDocument } from '../../test/documents.js';
import { makeAdmin, makeUser, type TestUser } from '../../test/factories.js';
import { estimateData, makeForm } from '../../test/forms.js';
import { httpClient } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);
const LOGO_PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString('base64');

/** SPEC §2, §4 Trial: with TRIAL_DAYS=0 a new account is past its trial at once. */
describe.each(databaseKinds())('the end of the trial on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let formId: string;

  beforeAll(async () => {
    t = await startTestApp({ kind, env: { TRIAL_DAYS: '0' } });
    admin = await makeAdmin(t);
    formId = (await makeForm(t)).id;
  });
  afterAll(async () => t.close());

  const call = <T = ErrorBody>(user: TestUser, method: string, path: string, json?: unknown) =>
    user.client.request<T>(method, path, { token: user.token, ...(json === undefined ? {} : { json }) });
  const extend = (userId: string, json: unknown, token = admin.token) => httpClient(t.url).request<{ trial_ends_at: string }>('PUT', `/api/users/${userId}/trial`, { token, json });

  /** An account that made a document during an extended trial, whose trial then ended yesterday. */
  const expiredWithDocument = async () => {
    const user = await makeUser(t);
    expect((await extend(user.user.id, { days: 1 })).status).toBe(200);
    const doc = await makeDocument({ user, formId });
    expect((await extend(user.user.id, { ends_on: isoDay(new Date(t.clock.now().getTime() - DAY)) })).status).toBe(200);
    return { user, doc };
  };

  const paywalled = (docId: string): [string, string, unknown, string][] => [
    ['POST', `/api/user/forms/${formId}/submit`, { data: estimateData() }, 'payment_required_content'],
    ['PUT', `/api/user/completed_forms/${docId}`, { data: estimateData(), version: 1 }, 'payment_required_content'],
    ['POST', `/api/user/forms/${formId}/pdf`, { data: estimateData() }, 'payment_required_content'],
    ['GET', '/api/user/service-statistics', undefined, 'payment_required_features'],
    ['GET', '/api/user/invoice-statistics', undefined, 'payment_required_features'],
    ['GET', '/api/user/fleet/stats', undefined, 'payment_required_features'],
    ['GET', '/api/user/service/finance', undefined, 'payment_required_features'],
    ['PUT', '/api/user/logo', { image: LOGO_PNG }, 'payment_required_features'],
    ['GET', '/api/user/step_data/client', undefined, 'payment_required_past_data'],
    ['GET', '/api/user/search/client?search_term=Pop', undefined, 'payment_required_past_data'],
    ['GET', '/api/user/step_data_overview', undefined, 'payment_required_past_data'],
    ['GET', '/api/user/available_stepnames', undefined, 'payment_required_past_data'],
    ['GET', `/api/user/forms/${formId}/past-entries?step=client`, undefined, 'payment_required_past_data'],
    ['GET', `/api/user/forms/${formId}/array-items?field=parts.items&term=Ulei`, undefined, 'payment_required_past_data'],
  ];

  /** None of the states answers any more; the logo still needs its add-on (402 `payment_required`, as before the trial ended). */
  const expectLifted = async (user: TestUser, docId: string) => {
    for (const [method, path, json] of paywalled(docId)) {
      const res = await call(user, method, path, json);
      if (path === '/api/user/logo') expect(res.body.error.code).toBe('payment_required');
      else expect(res.status, `${method} ${path}: ${res.text}`).not.toBe(402);
    }
  };

  it('answers each payment-required state with 402 and its own code, and shows the banner', async () => {
    const { user, doc } = await expiredWithDocument();
    for (const [method, path, json, code] of paywalled(doc.id)) {
      const res = await call(user, method, path, json);
      expect(res.status, `${method} ${path}`).toBe(402);
      expect(res.body.error.code, `${method} ${path}`).toBe(code);
    }
    expect((await call<boolean>(user, 'GET', '/api/user/payment-banner-status')).body).toBe(true);
  });

  it('a brand-new account is past its trial at once', async () => {
    const user = await makeUser(t);
    const res = await call(user, 'POST', `/api/user/forms/${formId}/submit`, { data: estimateData() });
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe('payment_required_content');
  });

  it('keeps the documents already made open: list, search, open, PDF download and delete', async () => {
    const { user, doc } = await expiredWithDocument();
    const list = await call<DocumentDto[]>(user, 'GET', '/api/user/completed_forms?skip=0&limit=10');
    expect(list.status).toBe(200);
    expect(list.body.map((d) => d.id)).toEqual([doc.id]);
    expect((await call(user, 'GET', '/api/user/submissions/search?query=Popescu')).status).toBe(200);
    expect((await call<DocumentDto>(user, 'GET', `/api/user/completed_forms/${doc.id}`)).body.id).toBe(doc.id);
    const pdf = await fetch(`${t.url}/api/user/completed_forms/${doc.id}/pdf`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await call(user, 'GET', '/api/user/me')).status).toBe(200);
    expect((await call(user, 'GET', '/api/user/forms')).status).toBe(200);
    expect((await call(user, 'DELETE', `/api/user/completed_forms/${doc.id}`)).status).toBe(204);
  });

  it('leaves a subscribed account unaffected, from the moment the admin records the period', async () => {
    const { user, doc } = await expiredWithDocument();
    const today = t.clock.now();
    const recorded = await httpClient(t.url).request('PUT', `/api/users/${user.user.id}/subscription`, {
      token: admin.token,
      json: { starts_at: isoDay(today), ends_at: isoDay(new Date(today.getTime() + 365 * DAY)), applications: 1 },
    });
    expect(recorded.status, recorded.text).toBe(200);
    await expectLifted(user, doc.id);
    expect((await call<boolean>(user, 'GET', '/api/user/payment-banner-status')).body).toBe(false);
  });

  it('lifts every state when the admin extends the trial, by days or to a date', async () => {
    const { user, doc } = await expiredWithDocument();
    const byDays = await extend(user.user.id, { days: 7 });
    expect(byDays.status).toBe(200);
    // Counted from now, since the trial had already ended.
    expect(Date.parse(byDays.body.trial_ends_at)).toBe(t.clock.now().getTime() + 7 * DAY);
    await expectLifted(user, doc.id);
    const toDate = await extend(user.user.id, { ends_on: '2099-12-31' });
    expect(toDate.body.trial_ends_at).toBe('2100-01-01T00:00:00.000Z');
    expect((await call(user, 'GET', '/api/user/me')).body).toMatchObject({ trial_ends_at: '2100-01-01T00:00:00.000Z' });
  });

  it('lets only an admin extend a trial, of an account that exists, with a clear 400 for a bad body', async () => {
    const user = await makeUser(t);
    const other = await makeUser(t);
    expect((await extend(other.user.id, { days: 30 }, user.token)).status).toBe(403);
    expect((await extend(user.user.id, { days: 30 }, user.token)).status).toBe(403);
    expect((await httpClient(t.url).request('PUT', `/api/users/${user.user.id}/trial`, { json: { days: 30 } })).status).toBe(401);
    expect((await call(user, 'POST', `/api/user/forms/${formId}/submit`, { data: estimateData() })).status).toBe(402);
    expect((await extend('0123456789abcdef01234567', { days: 3 })).status).toBe(404);
    for (const body of [{}, { days: 0 }, { days: 3, ends_on: '2030-01-01' }, { ends_on: '2030-02-30' }]) {
      const res = await extend(user.user.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('lists the extension in the OpenAPI document', async () => {
    const doc = await httpClient(t.url).request<{ paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> }>('GET', '/api/docs/json');
    expect(Object.keys(doc.body.paths['/api/users/{id}/trial'] ?? {})).toContain('put');
    expect(Object.keys(doc.body.paths['/api/user/forms/{id}/submit']?.post?.responses ?? {})).toContain('402');
  });
});
