import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogEntryDto, DocumentDto, ErrorBody, FormAddon, FormDetailDto, FormSummaryDto, FormUsersResponse, SubscriptionDto } from '@atelier/core';
import { databaseKinds } from '../../test/databases.js';
import { makeAdmin, makeUser, type TestUser } from '../../test/factories.js';
import { estimateData, estimateDefinition, makeForm } from '../../test/forms.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const DAY = 24 * 60 * 60 * 1000;
type Who = { client: TestUser['client']; token: string };

describe.each(databaseKinds())('applications included with a subscription add-on on %s', (kind) => {
  let t: TestApp;
  let admin: Who;
  let entrySheetId: string;
  let registryId: string;

  const as = (who: Who) => ({
    request: <T>(method: string, url: string, options: Parameters<TestUser['client']['request']>[2] = {}) =>
      who.client.request<T & ErrorBody>(method, url, { token: who.token, ...options }),
  });
  const day = (offsetDays: number) => new Date(t.clock.now().getTime() + offsetDays * DAY).toISOString().slice(0, 10);
  const period = (addons: FormAddon[], days: number) => ({ starts_at: day(0), ends_at: day(days), applications: 1, addons: Object.fromEntries(addons.map((a) => [a, true])) });
  /** Records a period from today to `days` days on, with only the given add-ons; answers its id. */
  const subscribe = async (user: TestUser, addons: FormAddon[], days = 2) => {
    const res = await as(admin).request<SubscriptionDto>('PUT', `/api/users/${user.user.id}/subscription`, { json: period(addons, days) });
    expect(res.status, res.text).toBe(200);
    return res.body.id;
  };
  const myForms = async (user: TestUser) => (await as(user).request<FormSummaryDto[]>('GET', '/api/user/forms')).body;
  const myFormIds = async (user: TestUser) => (await myForms(user)).map((f) => f.id);
  const submit = (user: TestUser, formId: string) => as(user).request<DocumentDto>('POST', `/api/user/forms/${formId}/submit`, { json: { data: estimateData() } });
  const status = async (user: TestUser, method: string, url: string, json?: unknown) => (await as(user).request(method, url, json === undefined ? {} : { json })).status;
  const pdfStatus = async (user: TestUser, documentId: string) =>
    (await fetch(`${t.url}/api/user/completed_forms/${documentId}/pdf`, { headers: { authorization: `Bearer ${user.token}` } })).status;
  /** Every call that needs the application usable, by status. */
  const formCalls = async (user: TestUser, formId: string) => ({
    open: await status(user, 'GET', `/api/user/forms/${formId}`),
    count: await status(user, 'GET', `/api/user/forms/${formId}/submission_count`),
    preview: await status(user, 'POST', `/api/user/forms/${formId}/pdf`, { data: estimateData() }),
    pastEntries: await status(user, 'GET', `/api/user/forms/${formId}/past-entries?step=client`),
  });
  /** After the test clock jumps, access tokens have expired: the refresh cookie gets new ones. */
  const refresh = async (who: Who) => {
    const res = await who.client.request<{ access_token: string }>('POST', '/api/user/refresh-token');
    expect(res.status, res.text).toBe(200);
    who.token = res.body.access_token;
  };

  beforeAll(async () => {
    t = await startTestApp({ kind });
    admin = await makeAdmin(t);
    entrySheetId = (await makeForm(t, { key: 'addon-entry-sheet', title: 'Fișă de intrare', public: false, addon: 'entry_sheet' })).id;
    registryId = (await makeForm(t, { key: 'addon-registry', title: 'Registru', public: false, addon: 'registry_integration' })).id;
  });
  afterAll(async () => t.close());

  it('keeps an add-on application from a user without the add-on, while the catalogue names the add-on', async () => {
    const ana = await makeUser(t);
    expect(await myFormIds(ana)).not.toEqual(expect.arrayContaining([entrySheetId]));
    expect(await formCalls(ana, entrySheetId)).toEqual({ open: 403, count: 403, preview: 403, pastEntries: 403 });
    expect((await submit(ana, entrySheetId)).status).toBe(403);

    const catalog = (await (await fetch(`${t.url}/api/forms/catalog`)).json()) as CatalogEntryDto[];
    expect(catalog.find((e) => e.id === entrySheetId)).toMatchObject({ addon: 'entry_sheet', isPublic: false });
    expect(catalog.find((e) => e.id === registryId)).toMatchObject({ addon: 'registry_integration' });
    expect(catalog.filter((e) => e.addon !== null).map((e) => e.id).sort()).toEqual([entrySheetId, registryId].sort());

    // The request button still works: the admin may allocate it without an add-on.
    expect(await status(ana, 'POST', `/api/user/forms/${entrySheetId}/request`)).toBe(201);
  });

  it('lets a user with the add-on use the application while the period lasts, and keeps the documents after', async () => {
    const ana = await makeUser(t);
    await subscribe(ana, ['entry_sheet']);

    const listed = await myForms(ana);
    expect(listed.find((f) => f.id === entrySheetId)).toMatchObject({ access: 'addon', addon: 'entry_sheet' });
    // Only the add-on the subscription has: the registry application stays hidden.
    expect(listed.map((f) => f.id)).not.toContain(registryId);
    expect(await status(ana, 'GET', `/api/user/forms/${registryId}`)).toBe(403);

    // The admin's access list says the subscription includes it (no allocation).
    const adminView = await as(admin).request<FormUsersResponse>('GET', `/api/forms/${entrySheetId}/users`);
    expect(adminView.body.users.find((u) => u.id === ana.user.id)).toMatchObject({ has_access: false, included_by_addon: true });
    const registryView = await as(admin).request<FormUsersResponse>('GET', `/api/forms/${registryId}/users`);
    expect(registryView.body.users.find((u) => u.id === ana.user.id)).toMatchObject({ has_access: false, included_by_addon: false });

    const detail = await as(ana).request<FormDetailDto>('GET', `/api/user/forms/${entrySheetId}`);
    expect(detail.body).toMatchObject({ access: 'addon', addon: 'entry_sheet', form_schema: { addon: 'entry_sheet' } });
    expect(await formCalls(ana, entrySheetId)).toEqual({ open: 200, count: 200, preview: 200, pastEntries: 200 });
    const doc = await submit(ana, entrySheetId);
    expect(doc.status, doc.text).toBe(201);
    expect(await pdfStatus(ana, doc.body.id)).toBe(200);
    const history = await as(ana).request<DocumentDto[]>('GET', `/api/user/completed_forms?form_id=${entrySheetId}`);
    expect(history.body.map((d) => d.id)).toEqual([doc.body.id]);
    expect((await as(ana).request('POST', `/api/user/forms/${entrySheetId}/request`)).body.error.code).toBe('form_already_usable');

    t.clock.advance(4 * DAY);
    await refresh(ana);
    await refresh(admin);
    expect(await myFormIds(ana)).not.toContain(entrySheetId);
    expect(await formCalls(ana, entrySheetId)).toEqual({ open: 403, count: 403, preview: 403, pastEntries: 403 });
    expect((await submit(ana, entrySheetId)).status).toBe(403);
    const read = await as(ana).request<DocumentDto>('GET', `/api/user/completed_forms/${doc.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body.number).toBe(doc.body.number);
    expect(await pdfStatus(ana, doc.body.id)).toBe(200);
    // The document page still gets the version the document was made with.
    const made = await as(ana).request<FormDetailDto>('GET', `/api/user/forms/${entrySheetId}?version=${read.body.form_version}`);
    expect(made.body).toMatchObject({ access: 'documents', form_schema: { addon: 'entry_sheet' } });
    const afterEnd = await as(admin).request<FormUsersResponse>('GET', `/api/forms/${entrySheetId}/users`);
    expect(afterEnd.body.users.find((u) => u.id === ana.user.id)).toMatchObject({ included_by_addon: false });
  });

  it('ends access at once when the add-on is removed from the active period, or the period deleted', async () => {
    const bogdan = await makeUser(t);
    const id = await subscribe(bogdan, ['registry_integration', 'entry_sheet']);
    expect(await myFormIds(bogdan)).toEqual(expect.arrayContaining([entrySheetId, registryId]));

    const corrected = await as(admin).request('PUT', `/api/users/${bogdan.user.id}/subscriptions/${id}`, { json: period(['registry_integration'], 2) });
    expect(corrected.status, corrected.text).toBe(200);
    const ids = await myFormIds(bogdan);
    expect(ids).toContain(registryId);
    expect(ids).not.toContain(entrySheetId);
    expect((await submit(bogdan, entrySheetId)).status).toBe(403);

    expect((await as(admin).request('DELETE', `/api/users/${bogdan.user.id}/subscriptions/${id}`)).status).toBe(204);
    expect(await myFormIds(bogdan)).not.toContain(registryId);
    expect(await status(bogdan, 'GET', `/api/user/forms/${registryId}`)).toBe(403);
  });

  it('follows the current version: a new one without the add-on makes it an ordinary private application', async () => {
    const { id } = await makeForm(t, { key: 'addon-dropped', public: false, addon: 'entry_sheet' });
    const dana = await makeUser(t);
    await subscribe(dana, ['entry_sheet']);
    expect(await myFormIds(dana)).toContain(id);
    // Through the admin's upload, as in production: the app's catalogue sees its own publish at once (a side-door
    // publish shows only after the catalogue's once-a-second check, which a fast run reads within).
    const upload = await as(admin).request('POST', '/api/forms/', { json: estimateDefinition({ key: 'addon-dropped', version: 2, public: false }) });
    expect(upload.status, upload.text).toBe(200);
    expect(await myFormIds(dana)).not.toContain(id);
    const catalog = (await (await fetch(`${t.url}/api/forms/catalog`)).json()) as CatalogEntryDto[];
    expect(catalog.find((e) => e.id === id)?.addon).toBeNull();
  });

  it('keeps an admin allocation independent of the add-on', async () => {
    const carmen = await makeUser(t);
    const allocate = (action: 'allocate' | 'remove_access') => as(admin).request('POST', `/api/forms/${entrySheetId}/${action}`, { json: { user_id: carmen.user.id } });

    expect((await allocate('allocate')).status).toBe(200);
    expect((await myForms(carmen)).find((f) => f.id === entrySheetId)).toMatchObject({ access: 'allocated', addon: 'entry_sheet' });
    expect((await submit(carmen, entrySheetId)).status).toBe(201);

    await subscribe(carmen, ['entry_sheet'], 1);
    expect((await myForms(carmen)).filter((f) => f.id === entrySheetId)).toEqual([expect.objectContaining({ access: 'allocated' })]);
    t.clock.advance(3 * DAY);
    await refresh(carmen);
    await refresh(admin);
    expect(await myFormIds(carmen)).toContain(entrySheetId);

    expect((await allocate('remove_access')).status).toBe(200);
    await subscribe(carmen, ['entry_sheet']);
    expect((await myForms(carmen)).find((f) => f.id === entrySheetId)).toMatchObject({ access: 'addon' });
  });
});
