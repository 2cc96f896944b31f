import { copyFile, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ErrorBody, OperatorDto, OperatorSettingsDto, SitePageDto } from '@atelier/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.js';
import { makeAdmin, makeUser, type TestUser } from '../../test/factories.js';
import { readPage } from '../../test/html-page.js';
import { httpClient } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const [kind = 'pglite'] = databaseKinds();
const ENV_EMAIL = 'contact@atelier-soft.ro';

describe("the operator's details the admin fills in (issue 28)", () => {
  let t: TestApp;
  let admin: { token: string };
  let user: TestUser;
  const call = <T>(method: string, url: string, { token, json }: { token?: string; json?: unknown } = {}) =>
    httpClient(t.url).request<T & ErrorBody>(method, url, { ...(token ? { token } : {}), ...(json === undefined ? {} : { json }), headers: { 'accept-encoding': 'identity' } });

  beforeAll(async () => {
    // The app's own index.html, so public pages are sent rendered by the built app (dist-ssr), footer included.
    const webDist = await mkdtemp(path.join(os.tmpdir(), 'atelier-operator-'));
    await copyFile(fileURLToPath(new URL('../../../../web/index.html', import.meta.url)), path.join(webDist, 'index.html'));
    // The e-mail address is set by the server's configuration; the rest is left to the admin.
    t = await startTestApp({ kind, env: { WEB_DIST: webDist, OPERATOR_EMAIL: ENV_EMAIL } });
    [admin, user] = await Promise.all([makeAdmin(t), makeUser(t)]);
  });
  afterAll(async () => t.close());

  it('is for the admin only: anonymous 401, a user 403, on reading and on saving', async () => {
    expect((await call('GET', '/api/admin/operator')).status).toBe(401);
    expect((await call('PUT', '/api/admin/operator', { json: { phone: '0722123456' } })).status).toBe(401);
    expect((await call('GET', '/api/admin/operator', { token: user.token })).status).toBe(403);
    expect((await call('PUT', '/api/admin/operator', { token: user.token, json: { phone: '0722123456' } })).status).toBe(403);
    // Nothing was saved by the refused calls.
    expect((await call<OperatorSettingsDto>('GET', '/api/admin/operator', { token: admin.token })).body).toEqual({ saved: {}, configured: ['email'], served: { email: ENV_EMAIL }, updated_at: null });
  });

  it('refuses malformed details with the failing fields, and saves nothing', async () => {
    const bad = await call('PUT', '/api/admin/operator', {
      token: admin.token,
      json: { email: 'not-an-address', phone: '12345', cui: '18547291', reg_no: 'X99/1/1800', whatsapp: 'http://wa.me/40722123456' },
    });
    expect(bad.status).toBe(400);
    const text = JSON.stringify(bad.body);
    for (const field of ['email', 'phone', 'cui', 'reg_no', 'whatsapp']) expect(text).toContain(field);
    expect((await call<OperatorDto>('GET', '/api/site/operator')).body).toEqual({ email: ENV_EMAIL, pictograms: {} });
  });

  it('serves the saved details to the footer and /contact, the configured e-mail winning over the saved one, and the server-sent page shows them at once', async () => {
    // A page made (and kept for a minute) before the details exist.
    const before = readPage((await call('GET', '/contact')).text);
    expect(before.bodyText).toContain(ENV_EMAIL);
    expect(before.bodyText).not.toContain('0722 123 456');

    const details = {
      name: 'Atelier Soft SRL',
      cui: 'RO18547290',
      reg_no: 'J12/345/2020',
      address: 'Str. Memorandumului 28, Cluj-Napoca',
      email: 'saved@atelier-soft.ro',
      phone: '0722 123 456',
      whatsapp: 'https://wa.me/40722123456',
    };
    const saved = await call<OperatorSettingsDto>('PUT', '/api/admin/operator', { token: admin.token, json: details });
    expect(saved.status).toBe(200);
    expect(saved.body.saved).toEqual(details);
    expect(saved.body.served).toEqual({ ...details, email: ENV_EMAIL });
    expect(saved.body.updated_at).not.toBeNull();

    const served = await call<OperatorDto>('GET', '/api/site/operator');
    expect(served.body).toEqual({ ...details, email: ENV_EMAIL, pictograms: {} });

    // The legal notice names the operator too (its {{operator}} block), as the API and as the server-sent page.
    const legal = await call<SitePageDto>('GET', '/api/site/pages/legal');
    expect(legal.body.html).toContain('RO18547290');
    expect(legal.body.html).toContain('J12/345/2020');
    expect(readPage((await call('GET', '/legal')).text).bodyText).toContain('Atelier Soft SRL');

    const after = readPage((await call('GET', '/contact')).text);
    expect(after.bodyText).toContain('0722 123 456');
    expect(after.bodyText).toContain('Str. Memorandumului 28, Cluj-Napoca');
    expect(after.bodyText).toContain(ENV_EMAIL);
    expect(after.bodyText).not.toContain('saved@atelier-soft.ro');
  });

  it("names the configured address in the account holders' e-mails, not the saved one", async () => {
    const changed = await call('POST', '/api/user/password-change', { token: user.token, json: { current_password: user.password, new_password: 'parola-noua-operator-1', locale: 'en' } });
    expect(changed.status, changed.text).toBe(204);
    const mail = t.mailer.sent.at(-1);
    expect(mail?.to).toBe(user.email);
    expect(mail?.text).toContain(`write to us at ${ENV_EMAIL}`);
    expect(mail?.text).not.toContain('saved@atelier-soft.ro');
  });

  it('a blank field clears it: nothing invented in its place', async () => {
    const cleared = await call<OperatorSettingsDto>('PUT', '/api/admin/operator', { token: admin.token, json: { name: 'Atelier Soft SRL', phone: '' } });
    expect(cleared.body.saved).toEqual({ name: 'Atelier Soft SRL' });
    expect((await call<OperatorDto>('GET', '/api/site/operator')).body).toEqual({ name: 'Atelier Soft SRL', email: ENV_EMAIL, pictograms: {} });
    expect(readPage((await call('GET', '/contact')).text).bodyText).not.toContain('0722 123 456');
  });
});

describe("the operator's address the admin saved, on a server that configures none", () => {
  let t: TestApp;
  let admin: { token: string };
  let user: TestUser;

  beforeAll(async () => {
    t = await startTestApp({ kind });
    [admin, user] = await Promise.all([makeAdmin(t), makeUser(t)]);
  });
  afterAll(async () => t.close());

  it("is the one the account holders' e-mails name, from the moment it is saved", async () => {
    const client = httpClient(t.url);
    const change = (from: string, to: string) =>
      client.request('POST', '/api/user/password-change', { token: user.token, json: { current_password: from, new_password: to, locale: 'en' } });
    expect((await change(user.password, 'parola-noua-operator-2')).status).toBe(204);
    // Nothing configured, nothing saved: the e-mail says whom to turn to instead of an address.
    expect(t.mailer.sent.at(-1)?.text).toContain('tell whoever runs this service');

    const saved = await client.request('PUT', '/api/admin/operator', { token: admin.token, json: { email: 'saved@atelier-soft.ro' } });
    expect(saved.status, saved.text).toBe(200);
    expect((await change('parola-noua-operator-2', 'parola-noua-operator-3')).status).toBe(204);
    expect(t.mailer.sent.at(-1)?.text).toContain('write to us at saved@atelier-soft.ro');
  });
});
