import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, UserDto } from '@atelier/core';
import { newId } from '../../db/ids.js';
import { databaseKinds } from '../../test/databases.js';
import { makeAdmin, makeUser } from '../../test/factories.js';
import { httpClient } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

describe.each(databaseKinds())('account calls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ kind, env: { TRIAL_DAYS: '15' } });
  });
  afterAll(async () => t.close());

  it.each(['/api/user/me', '/api/user/status', '/api/user/payment-banner-status'])('%s needs a session (401)', async (path) => {
    const res = await httpClient(t.url).request<ErrorBody>('GET', path);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
  });

  it('GET /api/user/me returns the signed-in account only', async () => {
    const a = await makeUser(t);
    const b = await makeUser(t);
    const meA = await a.client.request<UserDto>('GET', '/api/user/me', { token: a.token });
    const meB = await b.client.request<UserDto>('GET', '/api/user/me', { token: b.token });
    expect(meA.body.email).toBe(a.email);
    expect(meB.body.email).toBe(b.email);
    expect(Date.parse(meA.body.trial_ends_at) - Date.parse(meA.body.created_at)).toBe(15 * DAY);
  });

  it('GET /api/user/status says unlocked and checks a given password against its own account', async () => {
    const a = await makeUser(t);
    const b = await makeUser(t);
    expect((await a.client.request('GET', '/api/user/status', { token: a.token })).body).toEqual({ locked: false, auto_lock_minutes: 0 });
    const own = await a.client.request('GET', `/api/user/status?password=${encodeURIComponent(a.password)}`, { token: a.token });
    expect(own.body).toEqual({ locked: false, password_valid: true, auto_lock_minutes: 0 });
    const other = await a.client.request('GET', `/api/user/status?password=${encodeURIComponent(b.password + 'x')}`, { token: a.token });
    expect(other.body).toEqual({ locked: false, password_valid: false, auto_lock_minutes: 0 });
  });

  it('shows the payment banner once the trial is over and no subscription is active', async () => {
    const user = await makeUser(t);
    const banner = async () => (await user.client.request<boolean>('GET', '/api/user/payment-banner-status', { token: user.token })).body;
    expect(await banner()).toBe(false);

    t.clock.advance(15 * DAY + 1000);
    const fresh = await user.client.request<{ access_token: string }>('POST', '/api/user/refresh-token');
    user.token = fresh.body.access_token;
    expect(await banner()).toBe(true);

    const now = t.clock.now();
    await t.database.db
      .insertInto('subscriptions')
      .values({ id: newId(), business_id: user.businessId, starts_at: new Date(now.getTime() - DAY), ends_at: new Date(now.getTime() + 365 * DAY) })
      .execute();
    expect(await banner()).toBe(false);
  });

  it('never shows the banner to an admin', async () => {
    const admin = await makeAdmin(t);
    const res = await admin.client.request<boolean>('GET', '/api/user/payment-banner-status', { token: admin.token });
    expect(res.body).toBe(false);
  });
});
