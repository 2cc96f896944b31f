import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, SessionDto, TokenResponse } from '@atelier/core';
import { databaseKinds } from '../../test/databases.js';
import { makeUser, type TestUser } from '../../test/factories.js';
import { httpClient } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe.each(databaseKinds())('my active sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ kind });
  });
  afterAll(async () => t.close());

  /** Logs the user in again from another browser: a second session. */
  const loginFrom = async (user: TestUser, userAgent: string) => {
    const client = httpClient(t.url);
    const res = await client.request<TokenResponse>('POST', '/api/user/token', {
      form: { username: user.email, password: user.password },
      headers: { 'user-agent': userAgent },
    });
    expect(res.status).toBe(200);
    return { client, token: res.body.access_token };
  };
  const list = async (token: string) => {
    const res = await httpClient(t.url).request<SessionDto[]>('GET', '/api/user/sessions', { token });
    expect(res.status).toBe(200);
    return res.body;
  };

  it('lists two logins as two sessions with their devices, the caller marked current', async () => {
    const user = await makeUser(t);
    t.clock.advance(60_000);
    const pc = await loginFrom(user, WINDOWS_CHROME);
    t.clock.advance(60_000);
    const phone = await loginFrom(user, ANDROID_CHROME);

    const sessions = await list(pc.token);
    expect(sessions).toHaveLength(3);
    const [latest, middle] = sessions;
    expect(latest).toMatchObject({ current: false, browser: 'Chrome 131', os: 'Android 14', device_type: 'mobile', ip_prefix: '127.0.0.*' });
    expect(middle).toMatchObject({ current: true, browser: 'Chrome 131', os: 'Windows 10', device_type: 'desktop' });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    // The address itself is never shown (nor kept): only its network.
    expect(JSON.stringify(sessions)).not.toContain('127.0.0.1');
    expect((await list(phone.token)).find((s) => s.current)?.os).toBe('Android 14');
  });

  it('moves last use forward at a refresh, keeping the login time', async () => {
    const user = await makeUser(t);
    const pc = await loginFrom(user, WINDOWS_CHROME);
    const before = (await list(pc.token)).find((s) => s.current)!;
    t.clock.advance(15 * 60_000);
    const refreshed = await pc.client.request<TokenResponse>('POST', '/api/user/refresh-token');
    expect(refreshed.status).toBe(200);
    const after = (await list(refreshed.body.access_token)).find((s) => s.current)!;
    expect(after.id).toBe(before.id);
    expect(after.created_at).toBe(before.created_at);
    expect(new Date(after.last_used_at).getTime() - new Date(before.last_used_at).getTime()).toBe(15 * 60_000);
  });

  it('ends one session: its refresh and its access token get 401, the current one keeps working', async () => {
    const user = await makeUser(t);
    const pc = await loginFrom(user, WINDOWS_CHROME);
    const phone = await loginFrom(user, ANDROID_CHROME);
    const phoneId = (await list(phone.token)).find((s) => s.current)!.id;
    expect((await httpClient(t.url).request('GET', '/api/user/me', { token: phone.token })).status).toBe(200);

    const ended = await pc.client.request('DELETE', `/api/user/sessions/${phoneId}`, { token: pc.token });
    expect(ended.status).toBe(204);

    expect((await phone.client.request('GET', '/api/user/me', { token: phone.token })).status).toBe(401);
    expect((await phone.client.request('POST', '/api/user/refresh-token')).status).toBe(401);
    expect((await pc.client.request('GET', '/api/user/me', { token: pc.token })).status).toBe(200);
    expect((await pc.client.request('POST', '/api/user/refresh-token')).status).toBe(200);
    expect((await list(pc.token)).map((s) => s.id)).not.toContain(phoneId);
    // Ended is ended: a second call finds nothing.
    expect((await pc.client.request('DELETE', `/api/user/sessions/${phoneId}`, { token: pc.token })).status).toBe(404);
  });

  it("does not let user A see or end user B's sessions", async () => {
    const a = await makeUser(t);
    const b = await makeUser(t);
    const bSessions = await list(b.token);
    expect(bSessions).toHaveLength(1);
    expect((await list(a.token)).map((s) => s.id)).not.toContain(bSessions[0]!.id);

    const res = await a.client.request<ErrorBody>('DELETE', `/api/user/sessions/${bSessions[0]!.id}`, { token: a.token });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
    expect((await b.client.request('GET', '/api/user/me', { token: b.token })).status).toBe(200);
    expect((await b.client.request('POST', '/api/user/refresh-token')).status).toBe(200);

    const others = await a.client.request('POST', '/api/user/sessions/end-others', { token: a.token });
    expect(others.status).toBe(204);
    expect((await list(b.token)).map((s) => s.id)).toEqual([bSessions[0]!.id]);
  });

  it('ends every other session at once, and keeps this one', async () => {
    const user = await makeUser(t);
    const pc = await loginFrom(user, WINDOWS_CHROME);
    const phone = await loginFrom(user, ANDROID_CHROME);
    expect(await list(pc.token)).toHaveLength(3);

    expect((await pc.client.request('POST', '/api/user/sessions/end-others', { token: pc.token })).status).toBe(204);

    const left = await list(pc.token);
    expect(left).toHaveLength(1);
    expect(left[0]!.current).toBe(true);
    for (const other of [phone, { client: user.client, token: user.token }]) {
      expect((await other.client.request('GET', '/api/user/me', { token: other.token })).status).toBe(401);
      expect((await other.client.request('POST', '/api/user/refresh-token')).status).toBe(401);
    }
    expect((await pc.client.request('POST', '/api/user/refresh-token')).status).toBe(200);
  });

  it('lists a session opened before devices were recorded as an unknown device', async () => {
    const user = await makeUser(t);
    const [session] = await list(user.token);
    await t.database.db.deleteFrom('session_devices').where('family_id', '=', session!.id).execute();
    const [again] = await list(user.token);
    expect(again).toMatchObject({ id: session!.id, current: true, browser: null, os: null, device_type: null, ip_prefix: null, created_at: session!.created_at });
  });

  it('refuses without a session, and a malformed id with 400', async () => {
    const user = await makeUser(t);
    expect((await httpClient(t.url).request('GET', '/api/user/sessions')).status).toBe(401);
    expect((await httpClient(t.url).request('POST', '/api/user/sessions/end-others')).status).toBe(401);
    expect((await user.client.request('DELETE', '/api/user/sessions/nu-e-un-id', { token: user.token })).status).toBe(400);
  });
});
