import type { Page } from 'playwright-core';
import { STORAGE_KEYS } from '@atelier/core';
import type { RunningServer } from './server.js';

type CallOptions = { token?: string; json?: unknown; form?: Record<string, string> };

/** One HTTP call to the running server (setting up what a journey starts from), its status and JSON. */
export const api = async <T>(server: RunningServer, method: string, url: string, { token, json, form }: CallOptions = {}) => {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers['content-type'] = 'application/json';
  if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers,
    body: json !== undefined ? JSON.stringify(json) : form ? new URLSearchParams(form).toString() : undefined,
  });
  return { status: response.status, body: (await response.json().catch(() => undefined)) as T };
};

/** Waits until the page's path and query start with the prefix (client-side navigations included). */
export const expectPathStartsWith = (page: Page, prefix: string) =>
  page.waitForURL((url) => `${url.pathname}${url.search}`.startsWith(prefix), { timeout: 15_000, waitUntil: 'commit' });

/**
 * Signs in the way the login screen leaves the browser (the access token in storage, the refresh
 * cookie) without drawing the login screen, then opens the dashboard: for journeys that are not
 * about signing in (the login screen has its own journeys: account, typing-early, admin).
 */
export const signInThroughApi = async ({ page, server, email, password }: { page: Page; server: RunningServer; email: string; password: string }) => {
  // The context's own request: the refresh cookie it sets is the browser's, as after the login screen.
  const response = await page.context().request.post(`${server.url}/api/user/token`, { form: { username: email, password } });
  if (!response.ok()) throw new Error(`sign-in of ${email} failed: ${response.status()}`);
  const { access_token: token } = (await response.json()) as { access_token: string };
  // Storage belongs to an origin: a tiny page of the server's first (its robots.txt), then the token.
  await page.goto(`${server.url}/robots.txt`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.accessToken.name, token] as const);
  await page.goto(`${server.url}/dashboard`);
  await expectPathStartsWith(page, '/dashboard');
  await page.getByRole('main').waitFor();
};

/** The admin signs in at /admin/login with the same Romanian form as users. */
export const adminSignIn = async (page: Page, server: RunningServer) => {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(server.admin.email);
  await page.getByLabel('Parolă', { exact: true }).fill(server.admin.password);
  await page.getByRole('button', { name: 'Intră în cont' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/dashboard', { timeout: 15_000 });
};

/**
 * A new account with these catalogue applications allocated by the administrator (the ones that
 * are not public), signed in through the API: its id, its token and the forms' ids by key.
 */
export const registerWithForms = async ({ server, email, password, keys }: { server: RunningServer; email: string; password: string; keys: string[] }) => {
  const registered = await api<{ id: string }>(server, 'POST', '/api/user/register', { json: { email, password } });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status}`);
  const entries = await api<{ id: string; key: string }[]>(server, 'GET', '/api/forms/catalog');
  const formId = (key: string) => entries.body.find((entry) => entry.key === key)?.id ?? '';
  const admin = await api<{ access_token: string }>(server, 'POST', '/api/admin/token', { form: { username: server.admin.email, password: server.admin.password } });
  for (const key of keys) {
    const allocated = await api(server, 'POST', `/api/forms/${formId(key)}/allocate`, { token: admin.body.access_token, json: { user_id: registered.body.id } });
    if (allocated.status >= 300) throw new Error(`allocating ${key} failed: ${allocated.status}`);
  }
  const login = await api<{ access_token: string }>(server, 'POST', '/api/user/token', { form: { username: email, password } });
  return { userId: registered.body.id, token: login.body.access_token, formId };
};
