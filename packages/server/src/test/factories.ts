import { randomBytes } from 'node:crypto';
import type { TokenResponse, UserDto } from '@atelier/core';
import { newId } from '../db/ids.js';
import type { ActorScope } from '../http/request-user.js';
import { hashPassword } from '../features/auth/passwords.js';
import { insertUser } from '../features/auth/users.repo.js';
import { httpClient, type HttpClient } from './http-client.js';
import type { TestApp } from './test-app.js';

/** `businessId`: the business whose data the account reads and writes (a new account owns one of its own). */
/** `scope`: what a service called directly by a test is given for this account (as a route's scopeOf would). */
export type TestUser = { email: string; password: string; user: UserDto; token: string; client: HttpClient; businessId: string; scope: ActorScope };

export const uniqueEmail = (prefix = 'user') => `${prefix}.${randomBytes(4).toString('hex')}@example.ro`;

/** Registers an account through the API and logs it in; the client holds its refresh cookie. */
export const makeUser = async (t: TestApp, overrides: { email?: string; password?: string } = {}): Promise<TestUser> => {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'parola-sigura-1';
  const client = httpClient(t.url);
  const registered = await client.request<UserDto>('POST', '/api/user/register', { json: { email, password } });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${registered.text}`);
  const login = await client.request<TokenResponse>('POST', '/api/user/token', { form: { username: email, password } });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  const row = await t.database.db.selectFrom('users').select('business_id').where('id', '=', registered.body.id).executeTakeFirstOrThrow();
  if (!row.business_id) throw new Error('a new account has no business');
  const scope: ActorScope = { businessId: row.business_id, userId: registered.body.id, role: 'owner', name: '', email };
  return { email, password, user: registered.body, token: login.body.access_token, client, businessId: row.business_id, scope };
};

/**
 * A member (not the owner) of `owner`'s business, inserted directly in the database (the
 * invitation flow is the team's API), and signed in.
 */
export const makeMember = async (t: TestApp, owner: Pick<TestUser, 'businessId'>, overrides: { email?: string; password?: string; name?: string } = {}): Promise<TestUser> => {
  const email = overrides.email ?? uniqueEmail('member');
  const password = overrides.password ?? 'parola-membru-1';
  const now = t.clock.now();
  const row = await insertUser(t.database.db, {
    id: newId(now),
    email,
    name: overrides.name ?? 'Mecanic Ion',
    password_hash: await hashPassword(password),
    created_at: now,
    tokens_valid_after: new Date(0),
    business_id: owner.businessId,
    role: 'member',
  });
  if (!row) throw new Error(`member ${email} could not be inserted`);
  const client = httpClient(t.url);
  const login = await client.request<TokenResponse>('POST', '/api/user/token', { form: { username: email, password } });
  if (login.status !== 200) throw new Error(`member login failed: ${login.status} ${login.text}`);
  const user: UserDto = { id: row.id, email, is_admin: false, created_at: row.created_at.toISOString(), trial_ends_at: now.toISOString() };
  const scope: ActorScope = { businessId: owner.businessId, userId: row.id, role: 'member', name: row.name, email };
  return { email, password, user, token: login.body.access_token, client, businessId: owner.businessId, scope };
};

export const makeAdmin = async (t: TestApp): Promise<{ email: string; password: string; token: string; client: HttpClient }> => {
  const email = uniqueEmail('admin');
  const password = 'admin-parola-1';
  const now = t.clock.now();
  await insertUser(t.database.db, {
    id: newId(now),
    email,
    password_hash: await hashPassword(password),
    is_admin: true,
    created_at: now,
    tokens_valid_after: new Date(0),
  });
  const client = httpClient(t.url);
  const login = await client.request<TokenResponse>('POST', '/api/admin/token', { form: { username: email, password } });
  if (login.status !== 200) throw new Error(`admin login failed: ${login.status} ${login.text}`);
  return { email, password, token: login.body.access_token, client };
};

/** A paid period recorded by an administrator for the user's business, from today to 2099, with these add-ons. */
export const recordSubscription = async (t: TestApp, user: Pick<TestUser, 'user'>, addons: Partial<Record<'logo' | 'entry_sheet' | 'registry_integration', boolean>> = {}) => {
  const admin = await makeAdmin(t);
  const today = t.clock.now().toISOString().slice(0, 10);
  const recorded = await admin.client.request('PUT', `/api/users/${user.user.id}/subscription`, { token: admin.token, json: { starts_at: today, ends_at: '2099-12-31', applications: 2, addons } });
  if (recorded.status !== 200) throw new Error(`subscription not recorded: ${recorded.status} ${recorded.text}`);
};

export const decodeJwt = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

/** The token of the `/<page>?token=…` link in a mail's text (password reset, e-mail confirmation). */
export const linkTokenFrom = (text: string, page: string): string => {
  const match = new RegExp(`${page}\\?token=([A-Za-z0-9_%-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${page} link in: ${text}`);
  return decodeURIComponent(match[1]);
};
