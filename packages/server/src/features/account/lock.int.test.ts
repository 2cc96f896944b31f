import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, TokenResponse, UserStatusResponse } from '@atelier/core';
import { databaseKinds } from '../../test/databases.js';
import { makeUser, type TestUser } from '../../test/factories.js';
import { httpClient } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { PASSWORD_CHECKS } from './account.service.js';

describe.each(databaseKinds())('lock screen on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ kind });
  });
  afterAll(async () => t.close());

  const status = async (user: { client: TestUser['client']; token: string }, password?: string) =>
    user.client.request<UserStatusResponse & ErrorBody>(
      'GET',
      password === undefined ? '/api/user/status' : `/api/user/status?password=${encodeURIComponent(password)}`,
      { token: user.token },
    );
  const lock = (user: { client: TestUser['client']; token: string }) => user.client.request('POST', '/api/user/lock', { token: user.token });
  const documents = (user: { client: TestUser['client']; token: string }) =>
    user.client.request<ErrorBody>('GET', '/api/user/completed_forms', { token: user.token });
  /** A second sign-in of the same account: another session (another browser). */
  const secondSession = async (user: TestUser) => {
    const client = httpClient(t.url);
    const login = await client.request<TokenResponse>('POST', '/api/user/token', { form: { username: user.email, password: user.password } });
    return { client, token: login.body.access_token };
  };

  it('a locked session is refused the account data (423 locked), also with a fresh token of the same session', async () => {
    const user = await makeUser(t);
    expect((await status(user)).body).toEqual({ locked: false, auto_lock_minutes: 0 });
    expect((await documents(user)).status).toBe(200);

    expect((await lock(user)).status).toBe(204);
    expect((await status(user)).body.locked).toBe(true);
    const refused = await documents(user);
    expect([refused.status, refused.body.error.code]).toEqual([423, 'locked']);
    expect((await user.client.request('GET', '/api/user/me', { token: user.token })).status).toBe(423);

    // A reload or a new tab refreshes the token of the same session: still locked.
    const fresh = await user.client.request<TokenResponse>('POST', '/api/user/refresh-token');
    expect(fresh.status).toBe(200);
    const reloaded = { client: user.client, token: fresh.body.access_token };
    expect((await status(reloaded)).body.locked).toBe(true);
    expect((await documents(reloaded)).status).toBe(423);
  });

  it('the right password unlocks the session; a wrong one does not', async () => {
    const user = await makeUser(t);
    await lock(user);
    const wrong = await status(user, `${user.password}x`);
    expect(wrong.body).toEqual({ locked: true, password_valid: false, auto_lock_minutes: 0 });
    expect((await documents(user)).status).toBe(423);

    const right = await status(user, user.password);
    expect(right.body).toEqual({ locked: false, password_valid: true, auto_lock_minutes: 0 });
    expect((await status(user)).body.locked).toBe(false);
    expect((await documents(user)).status).toBe(200);
  });

  it('locks only the calling session: another session of the same account keeps working', async () => {
    const user = await makeUser(t);
    const other = await secondSession(user);
    await lock(user);
    expect((await documents(user)).status).toBe(423);
    expect((await documents(other)).status).toBe(200);
    expect((await status(other)).body.locked).toBe(false);
  });

  it('user A cannot lock or unlock user B: the calls act on the caller\'s session, and only its own password unlocks it', async () => {
    const a = await makeUser(t);
    const b = await makeUser(t, { password: 'alta-parola-b-2' });
    await lock(a);
    expect((await documents(b)).status).toBe(200);
    expect((await status(a, b.password)).body).toMatchObject({ locked: true, password_valid: false });
    await lock(b);
    expect((await status(a, a.password)).body.password_valid).toBe(true);
    expect((await documents(a)).status).toBe(200);
    expect((await documents(b)).status).toBe(423);
  });

  it('limits wrong passwords per account with Retry-After; then even the right one waits', async () => {
    const user = await makeUser(t);
    await lock(user);
    for (let i = 0; i < PASSWORD_CHECKS.max; i += 1) expect((await status(user, `wrong-${i}`)).body.password_valid).toBe(false);
    const limited = await status(user, user.password);
    expect([limited.status, limited.body.error.code]).toEqual([429, 'too_many_attempts']);
    expect(Number(limited.headers.get('retry-after'))).toBe(PASSWORD_CHECKS.windowMs / 1000);
    expect((await documents(user)).status).toBe(423);
    // Another session of the same account shares the budget: guessing from a second browser gains nothing.
    expect((await status(await secondSession(user), user.password)).status).toBe(429);
  });

  it('a locked session can still sign out', async () => {
    const user = await makeUser(t);
    await lock(user);
    expect((await user.client.request('POST', '/api/user/logout', { token: user.token })).status).toBe(204);
    expect((await status(user)).status).toBe(401);
  });

  it('stores the auto-lock minutes on the account (0 = never by default), within bounds, not while locked', async () => {
    const user = await makeUser(t);
    const set = (minutes: unknown) => user.client.request<ErrorBody>('PUT', '/api/user/auto-lock', { token: user.token, json: { auto_lock_minutes: minutes } });
    expect((await set(15)).status).toBe(200);
    expect((await status(user)).body.auto_lock_minutes).toBe(15);
    expect((await status(await secondSession(user))).body.auto_lock_minutes).toBe(15);
    for (const bad of [-1, 481, 1.5, '15']) expect((await set(bad)).status, String(bad)).toBe(400);
    await lock(user);
    expect((await set(0)).status).toBe(423);
    expect((await status(user)).body.auto_lock_minutes).toBe(15);
  });

  it('lists the lock calls in the OpenAPI document', async () => {
    const doc = await httpClient(t.url).request<{ paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }>('GET', '/api/docs/json');
    expect(Object.keys(doc.body.paths['/api/user/lock'] ?? {})).toContain('post');
    expect(Object.keys(doc.body.paths['/api/user/auto-lock']?.put?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '423']));
    expect(Object.keys(doc.body.paths['/api/user/status']?.get?.responses ?? {})).toEqual(expect.arrayContaining(['200', '429']));
  });
});
