import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, TokenResponse, UserDto } from '@atelier/core';
import { databaseKinds } from '../../test/databases.js';
import { linkTokenFrom, makeUser, uniqueEmail, type TestUser } from '../../test/factories.js';
import { httpClient } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const linkToken = (text: string) => linkTokenFrom(text, 'confirm-email');

describe.each(databaseKinds())('account settings on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ kind, env: { PUBLIC_URL: 'https://www.atelier.test' } });
  });
  afterAll(async () => t.close());

  const login = (email: string, password: string) =>
    httpClient(t.url).request<TokenResponse>('POST', '/api/user/token', { form: { username: email, password } });
  const me = async (token: string) => (await httpClient(t.url).request<UserDto>('GET', '/api/user/me', { token })).status;
  const changePassword = (user: TestUser, current: string, next: string) =>
    user.client.request<ErrorBody>('POST', '/api/user/password-change', { token: user.token, json: { current_password: current, new_password: next, locale: 'en' } });
  const requestEmail = (user: TestUser, newEmail: string, password = user.password) =>
    user.client.request<ErrorBody>('POST', '/api/user/email-change/request', { token: user.token, json: { new_email: newEmail, current_password: password, locale: 'en' } });
  const confirmEmail = (token: string) => httpClient(t.url).request<UserDto & ErrorBody>('POST', '/api/user/email-change/confirm', { json: { token } });

  describe('change password', () => {
    it('needs the current password, and a wrong one leaves the session alone', async () => {
      const user = await makeUser(t);
      const wrong = await changePassword(user, 'nu-este-parola', 'parola-noua-2');
      expect(wrong.status).toBe(403);
      expect(wrong.body.error.code).toBe('wrong_password');
      expect(wrong.body.error.details?.[0]?.path).toBe('current_password');
      expect(await me(user.token)).toBe(200);
      expect((await login(user.email, user.password)).status).toBe(200);
    });

    it('sets the new password, ends every other session and keeps this one', async () => {
      const user = await makeUser(t);
      const other = await login(user.email, user.password);
      const sentBefore = t.mailer.sent.length;
      expect((await changePassword(user, user.password, 'parola-noua-2')).status).toBe(204);

      expect(await me(user.token)).toBe(200);
      expect((await user.client.request('POST', '/api/user/refresh-token')).status).toBe(200);
      expect(await me(other.body.access_token)).toBe(401);
      expect((await login(user.email, user.password)).status).toBe(401);
      expect((await login(user.email, 'parola-noua-2')).status).toBe(200);
      const notice = t.mailer.sent.slice(sentBefore).find((m) => m.to === user.email);
      expect(notice?.subject).toBe('Your Atelier password was changed');
    });

    it('refuses a short new password and a request without a session', async () => {
      const user = await makeUser(t);
      const short = await changePassword(user, user.password, 'scurt');
      expect(short.status).toBe(400);
      expect(short.body.error.details?.[0]?.path).toBe('new_password');
      const anonymous = await httpClient(t.url).request('POST', '/api/user/password-change', { json: { current_password: 'x', new_password: 'parola-noua-2' } });
      expect(anonymous.status).toBe(401);
    });

    it('is rate-limited per account, so the current password cannot be guessed here', async () => {
      const user = await makeUser(t);
      for (let i = 0; i < 10; i += 1) expect((await changePassword(user, `gresita-${i}`, 'parola-noua-2')).status).toBe(403);
      const limited = await changePassword(user, user.password, 'parola-noua-2');
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe('rate_limited');
    });

    it('only ever changes the signed-in account, whatever password is typed', async () => {
      const ana = await makeUser(t);
      const bogdan = await makeUser(t, { password: 'parola-lui-bogdan' });
      expect((await changePassword(ana, bogdan.password, 'parola-noua-2')).status).toBe(403);
      expect((await login(bogdan.email, bogdan.password)).status).toBe(200);
      expect((await login(ana.email, ana.password)).status).toBe(200);
    });
  });

  describe('change e-mail', () => {
    it('mails a link to the new address, changes it only when opened, and tells the old address', async () => {
      const user = await makeUser(t);
      const newEmail = uniqueEmail('nou');
      const sentBefore = t.mailer.sent.length;
      expect((await requestEmail(user, newEmail.toUpperCase())).status).toBe(202);
      const mail = t.mailer.sent.slice(sentBefore).find((m) => m.to === newEmail);
      expect(mail?.subject).toBe('Confirm your new Atelier e-mail address');
      expect(mail?.text).toContain('https://www.atelier.test/confirm-email?token=');
      // Not changed yet.
      expect((await user.client.request<UserDto>('GET', '/api/user/me', { token: user.token })).body.email).toBe(user.email);
      expect((await login(user.email, user.password)).status).toBe(200);

      const confirmed = await confirmEmail(linkToken(mail?.text ?? ''));
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.email).toBe(newEmail);
      expect((await user.client.request<UserDto>('GET', '/api/user/me', { token: user.token })).body.email).toBe(newEmail);
      expect((await login(newEmail, user.password)).status).toBe(200);
      expect((await login(user.email, user.password)).status).toBe(401);
      const notice = t.mailer.sent.slice(sentBefore).find((m) => m.to === user.email);
      expect(notice?.subject).toBe('The e-mail address of your Atelier account was changed');
      expect(notice?.text).toContain(newEmail);

      const again = await confirmEmail(linkToken(mail?.text ?? ''));
      expect(again.status).toBe(400);
      expect(again.body.error.code).toBe('invalid_token');
    });

    it('needs the current password and an address no other account has', async () => {
      const user = await makeUser(t);
      const other = await makeUser(t);
      const wrong = await requestEmail(user, uniqueEmail(), 'nu-este-parola');
      expect(wrong.status).toBe(403);
      expect(wrong.body.error.code).toBe('wrong_password');
      const taken = await requestEmail(user, other.email);
      expect(taken.status).toBe(409);
      expect(taken.body.error.code).toBe('email_taken');
      const same = await requestEmail(user, user.email);
      expect(same.status).toBe(400);
      expect(same.body.error.details?.[0]?.path).toBe('new_email');
    });

    it('refuses a link after 24 hours, and one whose address another account took meanwhile', async () => {
      const user = await makeUser(t);
      const late = uniqueEmail('tarziu');
      await requestEmail(user, late);
      const lateToken = linkToken(t.mailer.sent.find((m) => m.to === late)?.text ?? '');
      const raced = uniqueEmail('luat');
      await requestEmail(user, raced);
      const racedToken = linkToken(t.mailer.sent.find((m) => m.to === raced)?.text ?? '');
      await makeUser(t, { email: raced });
      const taken = await confirmEmail(racedToken);
      expect(taken.status).toBe(409);
      expect(taken.body.error.code).toBe('email_taken');
      t.clock.advance(24 * 60 * 60 * 1000 + 1);
      const expired = await confirmEmail(lateToken);
      expect(expired.status).toBe(400);
      expect(expired.body.error.code).toBe('invalid_token');
    });
  });
});
