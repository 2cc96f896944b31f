import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, TokenResponse, UserDto } from '@atelier/core';
import { databaseKinds } from '../../test/databases.js';
import { decodeJwt, makeAdmin, makeUser, uniqueEmail } from '../../test/factories.js';
import { httpClient } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe.each(databaseKinds())('accounts and tokens on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Clients are told apart by X-Forwarded-For, as behind the reverse proxy.
    t = await startTestApp({ kind, env: { TRUST_PROXY: 'true', REGISTER_LIMIT: '1000' } });
  });
  afterAll(async () => t.close());

  describe('POST /api/user/register', () => {
    it('creates an account with a trial of TRIAL_DAYS', async () => {
      const email = uniqueEmail();
      const res = await httpClient(t.url).request<UserDto>('POST', '/api/user/register', { json: { email: email.toUpperCase(), password: 'parola-lunga' } });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ email, is_admin: false });
      expect(res.body.id).toMatch(/^[0-9a-f]{24}$/);
      const trialMs = Date.parse(res.body.trial_ends_at) - Date.parse(res.body.created_at);
      expect(trialMs).toBe(30 * 24 * 60 * 60 * 1000);
      expect(JSON.stringify(res.body)).not.toContain('password');
    });

    it('refuses a taken e-mail, whatever its case, with 409 email_taken', async () => {
      const { email } = await makeUser(t);
      const res = await httpClient(t.url).request<ErrorBody>('POST', '/api/user/register', { json: { email: email.toUpperCase(), password: 'alta-parola' } });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('email_taken');
    });

    it.each([
      [{ email: 'not-an-email', password: 'parola-lunga' }, 'email'],
      [{ email: uniqueEmail(), password: 'scurt' }, 'password'],
      [{ password: 'parola-lunga' }, 'email'],
    ])('answers 400 with the failing field for %j', async (json, field) => {
      const res = await httpClient(t.url).request<ErrorBody>('POST', '/api/user/register', { json });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_error');
      expect(res.body.error.details?.map((d) => d.path)).toContain(field);
      expect(res.text).not.toContain('scurt');
    });

    it('answers 400, not 500, to broken JSON', async () => {
      const res = await httpClient(t.url).request<ErrorBody>('POST', '/api/user/register', { raw: '{"email":', headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_error');
      expect(res.text).not.toMatch(/at .*\.(js|ts):\d+/);
    });
  });

  describe('POST /api/user/token', () => {
    it('returns a bearer JWT with sub, email, is_admin, exp, iat and sets the refresh cookie', async () => {
      const { email, password, user } = await makeUser(t);
      const client = httpClient(t.url);
      const res = await client.request<TokenResponse>('POST', '/api/user/token', { form: { username: email, password } });
      expect(res.status).toBe(200);
      expect(res.body.token_type).toBe('bearer');
      const claims = decodeJwt(res.body.access_token);
      expect(claims).toMatchObject({ sub: user.id, email, is_admin: false });
      expect(Number(claims.exp) - Number(claims.iat)).toBe(30 * 60);
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('atelier_refresh='));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
      expect(cookie).toMatch(/Path=\/api\/user/);
    });

    it('gives the same 401 invalid_credentials for an unknown e-mail and a wrong password', async () => {
      const { email } = await makeUser(t);
      const wrong = await httpClient(t.url).request<ErrorBody>('POST', '/api/user/token', { form: { username: email, password: 'gresita-123' } });
      const unknown = await httpClient(t.url).request<ErrorBody>('POST', '/api/user/token', { form: { username: uniqueEmail(), password: 'gresita-123' } });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body.error.code).toBe('invalid_credentials');
    });

    it('answers 400 when a field is missing', async () => {
      const res = await httpClient(t.url).request<ErrorBody>('POST', '/api/user/token', { form: { username: 'a@b.ro' } });
      expect(res.status).toBe(400);
      expect(res.body.error.details?.map((d) => d.path)).toContain('password');
    });

    it('refuses a non-admin on /api/admin/token and lets an admin in', async () => {
      const user = await makeUser(t);
      const refused = await httpClient(t.url).request<ErrorBody>('POST', '/api/admin/token', { form: { username: user.email, password: user.password } });
      expect(refused.status).toBe(401);
      expect(refused.body.error.code).toBe('invalid_credentials');
      const admin = await makeAdmin(t);
      expect(decodeJwt(admin.token).is_admin).toBe(true);
    });
  });

  describe('failed-login rate limits', () => {
    let lastIp = 0;
    const clientAt = () => {
      lastIp += 1;
      const ip = `198.51.100.${lastIp}`;
      const client = httpClient(t.url);
      const login = (username: string, password: string) =>
        client.request<ErrorBody>('POST', '/api/user/token', { form: { username, password }, headers: { 'x-forwarded-for': ip } });
      return { client, login };
    };
    const fresh = async () => {
      t.clock.advance(61 * 60 * 1000);
      return makeUser(t);
    };

    it('stops one client guessing after 5 failures, even with the right password, until the window passes', async () => {
      const { email, password } = await fresh();
      const attacker = clientAt();
      for (let i = 0; i < 5; i += 1) expect((await attacker.login(email, 'gresita-123')).status).toBe(401);
      const locked = await attacker.login(email, password);
      expect(locked.status).toBe(429);
      expect(locked.body.error.code).toBe('too_many_attempts');
      expect(locked.headers.get('retry-after')).toBe('900');
      t.clock.advance(15 * 60 * 1000 + 1);
      expect((await attacker.login(email, password)).status).toBe(200);
    });

    it('does not lock the owner out: failures from another client leave a correct password through', async () => {
      const { email, password } = await fresh();
      const attacker = clientAt();
      for (let i = 0; i < 10; i += 1) await attacker.login(email, 'gresita-123');
      expect((await attacker.login(email, password)).status).toBe(429);
      expect((await clientAt().login(email, password)).status).toBe(200);
    });

    it('slows a guess spread over many clients: past 50 failures per address only clients that never failed get in', async () => {
      const { email, password } = await fresh();
      for (let i = 0; i < 10; i += 1) {
        const bot = clientAt();
        for (let j = 0; j < 5; j += 1) expect((await bot.login(email, 'gresita-123')).status).toBe(401);
      }
      // A client that failed once is now refused, even with the right password...
      const oneMiss = clientAt();
      expect((await oneMiss.login(email, 'gresita-123')).status).toBe(401);
      expect((await oneMiss.login(email, password)).status).toBe(429);
      // ...while the owner, on a client that has not failed, gets in.
      expect((await clientAt().login(email, password)).status).toBe(200);
    });

    it('limits one IP to 20 failures across accounts, but lets a browser that signed in there before through', async () => {
      const owner = await fresh();
      const office = clientAt();
      // The owner signed in from this browser before: it holds the device cookie of the address.
      expect((await office.login(owner.email, owner.password)).status).toBe(200);
      const colleague = await makeUser(t);
      const attacker = httpClient(t.url);
      const ip = `198.51.100.${lastIp}`;
      for (let i = 0; i < 20; i += 1) {
        const res = await attacker.request('POST', '/api/user/token', { form: { username: uniqueEmail(), password: 'gresita-123' }, headers: { 'x-forwarded-for': ip } });
        expect(res.status).toBe(401);
      }
      const stranger = await attacker.request<ErrorBody>('POST', '/api/user/token', {
        form: { username: colleague.email, password: colleague.password },
        headers: { 'x-forwarded-for': ip },
      });
      expect(stranger.status).toBe(429);
      expect((await office.login(owner.email, owner.password)).status).toBe(200);
      t.clock.advance(16 * 60 * 1000);
      expect((await attacker.request('POST', '/api/user/token', { form: { username: colleague.email, password: colleague.password }, headers: { 'x-forwarded-for': ip } })).status).toBe(200);
    });
  });

  describe('registration limit', () => {
    it('answers 429 past REGISTER_LIMIT registrations from one IP in an hour, and 409 email_taken below it', async () => {
      const limited = await startTestApp({ kind, database: t.database, env: { TRUST_PROXY: 'true', REGISTER_LIMIT: '3' } });
      try {
        const register = (email: string, ip = '203.0.113.7') =>
          httpClient(limited.url).request<ErrorBody>('POST', '/api/user/register', { json: { email, password: 'parola-lunga' }, headers: { 'x-forwarded-for': ip } });
        const taken = await makeUser(t);
        expect((await register(uniqueEmail())).status).toBe(201);
        expect((await register(taken.email)).status).toBe(409);
        expect((await register(uniqueEmail())).status).toBe(201);
        const refused = await register(taken.email);
        expect(refused.status).toBe(429);
        expect(refused.body.error.code).toBe('rate_limited');
        expect(refused.headers.get('retry-after')).toBe('3600');
        expect((await register(uniqueEmail(), '203.0.113.8')).status).toBe(201);
        limited.clock.advance(60 * 60 * 1000 + 1);
        expect((await register(uniqueEmail())).status).toBe(201);
      } finally {
        await limited.close();
      }
    });
  });
});
