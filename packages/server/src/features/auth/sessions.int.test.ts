import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, TokenResponse } from '@atelier/core';
import { databaseKinds } from '../../test/databases.js';
import { decodeJwt, linkTokenFrom, makeUser, uniqueEmail } from '../../test/factories.js';
import { estimateData, makeForm } from '../../test/forms.js';
import { httpClient } from '../../test/http-client.js';
import { createSigner } from 'fast-jwt';
import { TEST_JWT_SECRET, startTestApp, type TestApp } from '../../test/test-app.js';
import { REFRESH_GRACE_MS } from './auth.service.js';

const resetTokenFrom = (text: string) => linkTokenFrom(text, 'reset-password');

describe.each(databaseKinds())('sessions and password reset on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ kind, env: { PUBLIC_URL: 'https://www.atelier.test' } });
  });
  afterAll(async () => t.close());

  describe('refresh tokens', () => {
    it('rotates the cookie and returns a new access token', async () => {
      const user = await makeUser(t);
      const before = user.client.cookies.get('atelier_refresh');
      t.clock.advance(1000);
      const res = await user.client.request<TokenResponse>('POST', '/api/user/refresh-token');
      expect(res.status).toBe(200);
      expect(decodeJwt(res.body.access_token).sub).toBe(user.user.id);
      expect(user.client.cookies.get('atelier_refresh')).not.toBe(before);
      expect(res.headers.getSetCookie().join()).toMatch(/Secure/);
      const status = await user.client.request('GET', '/api/user/status', { token: res.body.access_token });
      expect(status.status).toBe(200);
    });

    it('answers 401 without a cookie', async () => {
      const res = await httpClient(t.url).request<ErrorBody>('POST', '/api/user/refresh-token');
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
    });

    it('logout revokes the session and clears the cookie', async () => {
      const user = await makeUser(t);
      const cookie = user.client.cookies.get('atelier_refresh') ?? '';
      const out = await user.client.request('POST', '/api/user/logout');
      expect(out.status).toBe(204);
      expect(user.client.cookies.has('atelier_refresh')).toBe(false);
      const replay = httpClient(t.url);
      replay.cookies.set('atelier_refresh', cookie);
      expect((await replay.request('POST', '/api/user/refresh-token')).status).toBe(401);
    });

    it('gives parallel refreshes of one cookie (two tabs) the same successor instead of logging out', async () => {
      const user = await makeUser(t);
      const cookie = user.client.cookies.get('atelier_refresh') ?? '';
      const tabs = Array.from({ length: 10 }, () => {
        const tab = httpClient(t.url);
        tab.cookies.set('atelier_refresh', cookie);
        return tab;
      });
      const answers = await Promise.all(tabs.map((tab) => tab.request<TokenResponse>('POST', '/api/user/refresh-token')));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      const successors = new Set(tabs.map((tab) => tab.cookies.get('atelier_refresh')));
      expect(successors.size).toBe(1);
      expect(successors.has(cookie)).toBe(false);
      for (const answer of answers) {
        expect((await user.client.request('GET', '/api/user/me', { token: answer.body.access_token })).status).toBe(200);
      }
      // The successor is a working session: it rotates again.
      expect((await tabs[0]!.request('POST', '/api/user/refresh-token')).status).toBe(200);
    });

    it('still revokes the family when a rotated cookie comes back after the grace window', async () => {
      const user = await makeUser(t);
      const stolen = user.client.cookies.get('atelier_refresh') ?? '';
      const rotated = await user.client.request<TokenResponse>('POST', '/api/user/refresh-token');
      expect(rotated.status).toBe(200);
      t.clock.advance(REFRESH_GRACE_MS + 1);
      const attacker = httpClient(t.url);
      attacker.cookies.set('atelier_refresh', stolen);
      expect((await attacker.request('POST', '/api/user/refresh-token')).status).toBe(401);
      expect((await user.client.request('POST', '/api/user/refresh-token')).status).toBe(401);
      // The access token of the revoked session ends with it.
      expect((await user.client.request('GET', '/api/user/me', { token: rotated.body.access_token })).status).toBe(401);
    });

    it('ends the access token with the session on logout, in the same process at once', async () => {
      const user = await makeUser(t);
      const other = await httpClient(t.url).request<TokenResponse>('POST', '/api/user/token', { form: { username: user.email, password: user.password } });
      // Used before logout, so the session row is cached: logout must still end it at once.
      expect((await user.client.request('GET', '/api/user/me', { token: user.token })).status).toBe(200);
      expect((await user.client.request('POST', '/api/user/logout', { token: user.token })).status).toBe(204);
      const after = await user.client.request<ErrorBody>('GET', '/api/user/me', { token: user.token });
      expect(after.status).toBe(401);
      expect(after.body.error.code).toBe('unauthorized');
      // Another login of the same account is another session: it goes on.
      expect((await httpClient(t.url).request('GET', '/api/user/me', { token: other.body.access_token })).status).toBe(200);
    });

    it('ends the access token when logout only names the session by its bearer token (no cookie)', async () => {
      const user = await makeUser(t);
      const bare = httpClient(t.url);
      expect((await bare.request('POST', '/api/user/logout', { token: user.token })).status).toBe(204);
      expect((await bare.request('GET', '/api/user/me', { token: user.token })).status).toBe(401);
      expect((await user.client.request('POST', '/api/user/refresh-token')).status).toBe(401);
    });

    it('answers 401, not 500, to a deleted account whose session is still cached', async () => {
      const user = await makeUser(t);
      const form = await makeForm(t, { key: `deleted-${user.user.id}` }, [user.user.id]);
      expect((await user.client.request('GET', '/api/user/me', { token: user.token })).status).toBe(200);
      await t.database.db.deleteFrom('users').where('id', '=', user.user.id).execute();
      const submit = await user.client.request<ErrorBody>('POST', `/api/user/forms/${form.id}/submit`, { token: user.token, json: { data: estimateData() } });
      expect(submit.status).toBe(401);
      expect(submit.body.error.code).toBe('unauthorized');
    });

    it('refuses a token that names no session (issued before sessions were named), so that it cannot outlive a logout', async () => {
      const user = await makeUser(t);
      const { sid: _sid, ...claims } = decodeJwt(user.token);
      const unnamed = createSigner({ key: TEST_JWT_SECRET, algorithm: 'HS256' })(claims);
      expect((await user.client.request('GET', '/api/user/me', { token: unnamed })).status).toBe(401);
      expect((await user.client.request('GET', '/api/user/me', { token: user.token })).status).toBe(200);
    });

    it('refuses an access token once it has expired', async () => {
      const user = await makeUser(t);
      expect((await user.client.request('GET', '/api/user/status', { token: user.token })).status).toBe(200);
      t.clock.advance(30 * 60 * 1000 + 1000);
      const res = await user.client.request<ErrorBody>('GET', '/api/user/status', { token: user.token });
      expect(res.status).toBe(401);
      expect((await user.client.request('POST', '/api/user/refresh-token')).status).toBe(200);
    });

    it('refuses a token signed with another key or tampered with', async () => {
      const user = await makeUser(t);
      const [h, , s] = user.token.split('.');
      const forged = `${h}.${Buffer.from(JSON.stringify({ ...decodeJwt(user.token), is_admin: true })).toString('base64url')}.${s}`;
      expect((await user.client.request('GET', '/api/user/status', { token: forged })).status).toBe(401);
      expect((await user.client.request('GET', '/api/user/status', { token: 'not-a-jwt' })).status).toBe(401);
    });
  });

  describe('password reset', () => {
    it('always answers 202 and mails only existing accounts', async () => {
      const sentBefore = t.mailer.sent.length;
      const unknown = await httpClient(t.url).request('POST', '/api/user/password-reset/request', { json: { email: uniqueEmail() } });
      expect(unknown.status).toBe(202);
      expect(t.mailer.sent.length).toBe(sentBefore);
      const user = await makeUser(t);
      const known = await httpClient(t.url).request('POST', '/api/user/password-reset/request', { json: { email: user.email, locale: 'en' } });
      expect(known.status).toBe(202);
      const mail = t.mailer.sent.at(-1);
      expect(mail?.to).toBe(user.email);
      expect(mail?.subject).toBe('Reset your Atelier password');
      expect(mail?.text).toContain('https://www.atelier.test/reset-password?token=');
    });

    it('sets the new password once, revokes every session, and refuses the token afterwards', async () => {
      const user = await makeUser(t);
      // Used once before, so its session row is cached: the reset must still end it at once.
      expect((await user.client.request('GET', '/api/user/status', { token: user.token })).status).toBe(200);
      await httpClient(t.url).request('POST', '/api/user/password-reset/request', { json: { email: user.email } });
      const mail = t.mailer.sent.at(-1);
      expect(mail?.subject).toBe('Resetarea parolei Atelier');
      const token = resetTokenFrom(mail?.text ?? '');
      t.clock.advance(1000);
      const confirm = await httpClient(t.url).request('POST', '/api/user/password-reset/confirm', { json: { token, password: 'parola-noua-2' } });
      expect(confirm.status).toBe(204);

      expect((await user.client.request('GET', '/api/user/status', { token: user.token })).status).toBe(401);
      expect((await user.client.request('POST', '/api/user/refresh-token')).status).toBe(401);
      const oldLogin = await httpClient(t.url).request('POST', '/api/user/token', { form: { username: user.email, password: user.password } });
      expect(oldLogin.status).toBe(401);
      const newLogin = await httpClient(t.url).request<TokenResponse>('POST', '/api/user/token', { form: { username: user.email, password: 'parola-noua-2' } });
      expect(newLogin.status).toBe(200);
      expect((await httpClient(t.url).request('GET', '/api/user/status', { token: newLogin.body.access_token })).status).toBe(200);

      const again = await httpClient(t.url).request<ErrorBody>('POST', '/api/user/password-reset/confirm', { json: { token, password: 'alta-parola-3' } });
      expect(again.status).toBe(400);
      expect(again.body.error.code).toBe('invalid_token');
    });

    it('ends a session opened in the same second as the reset (no clock tie)', async () => {
      const user = await makeUser(t);
      await httpClient(t.url).request('POST', '/api/user/password-reset/request', { json: { email: user.email } });
      const token = resetTokenFrom(t.mailer.sent.at(-1)?.text ?? '');
      // The test clock stands still: the login and the reset happen in the same millisecond.
      const login = await httpClient(t.url).request<TokenResponse>('POST', '/api/user/token', { form: { username: user.email, password: user.password } });
      expect(decodeJwt(login.body.access_token).iat).toBe(decodeJwt(user.token).iat);
      expect((await httpClient(t.url).request('GET', '/api/user/me', { token: login.body.access_token })).status).toBe(200);
      const confirm = await httpClient(t.url).request('POST', '/api/user/password-reset/confirm', { json: { token, password: 'parola-noua-2' } });
      expect(confirm.status).toBe(204);
      expect((await httpClient(t.url).request('GET', '/api/user/me', { token: login.body.access_token })).status).toBe(401);
      expect((await httpClient(t.url).request('GET', '/api/user/me', { token: user.token })).status).toBe(401);
      // A login after the reset, in that same second, works.
      const fresh = await httpClient(t.url).request<TokenResponse>('POST', '/api/user/token', { form: { username: user.email, password: 'parola-noua-2' } });
      expect((await httpClient(t.url).request('GET', '/api/user/me', { token: fresh.body.access_token })).status).toBe(200);
    });

    it('refuses an expired or unknown token and a short password', async () => {
      const user = await makeUser(t);
      await httpClient(t.url).request('POST', '/api/user/password-reset/request', { json: { email: user.email } });
      const token = resetTokenFrom(t.mailer.sent.at(-1)?.text ?? '');
      const short = await httpClient(t.url).request<ErrorBody>('POST', '/api/user/password-reset/confirm', { json: { token, password: 'scurt' } });
      expect(short.status).toBe(400);
      expect(short.body.error.details?.[0]?.path).toBe('password');
      t.clock.advance(60 * 60 * 1000 + 1);
      const expired = await httpClient(t.url).request<ErrorBody>('POST', '/api/user/password-reset/confirm', { json: { token, password: 'parola-noua-2' } });
      expect(expired.status).toBe(400);
      expect(expired.body.error.code).toBe('invalid_token');
      const unknown = await httpClient(t.url).request<ErrorBody>('POST', '/api/user/password-reset/confirm', { json: { token: 'nu-exista', password: 'parola-noua-2' } });
      expect(unknown.body.error.code).toBe('invalid_token');
    });
  });
});
