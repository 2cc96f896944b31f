import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFormRequestDto, AllocationDto, CatalogEntryDto, DocumentDto, ErrorBody, FormRequestDto, FormSummaryDto } from '@atelier/core';
import { databaseKinds } from '../../test/databases.js';
import { makeAdmin, makeUser, type TestUser } from '../../test/factories.js';
import { estimateData, makeForm } from '../../test/forms.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe.each(databaseKinds())('catalogue and application requests on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let ana: TestUser;
  let bogdan: TestUser;
  let publicForm: string;
  let privateForm: string;
  let otherPrivate: string;
  let deletedForm: string;

  const requestForm = (user: TestUser, formId: string) =>
    user.client.request<FormRequestDto & ErrorBody>('POST', `/api/user/forms/${formId}/request`, { token: user.token });
  const myRequests = (user: TestUser) => user.client.request<FormRequestDto[]>('GET', '/api/user/form_requests', { token: user.token });
  const allocate = (formId: string, userId: string) =>
    admin.client.request<AllocationDto & ErrorBody>('POST', `/api/forms/${formId}/allocate`, { token: admin.token, json: { user_id: userId } });

  beforeAll(async () => {
    t = await startTestApp({ kind });
    admin = await makeAdmin(t);
    ana = await makeUser(t);
    bogdan = await makeUser(t);
    publicForm = (await makeForm(t, { translations: { en: { title: 'Quick estimate', description: 'Three steps: client, vehicle, parts.' } } })).id;
    privateForm = (
      await makeForm(t, {
        key: 'fisa-intrare-test',
        title: 'Fișă de intrare în service',
        description: 'Starea vehiculului la primire.',
        category: 'workshop',
        public: false,
        translations: { it: { title: 'Scheda di accettazione' } },
      })
    ).id;
    otherPrivate = (await makeForm(t, { key: 'contract-test', title: 'Contract închiriere', public: false, category: 'commercial' })).id;
    deletedForm = (await makeForm(t, { key: 'sters-test', title: 'Șters', public: false })).id;
    await t.database.db.updateTable('forms').set({ deleted_at: t.clock.now() }).where('id', '=', deletedForm).execute();
  });
  afterAll(async () => t.close());

  describe('GET /api/forms/catalog', () => {
    it('lists every active application without a token, public or not, in the requested language', async () => {
      const ro = await fetch(`${t.url}/api/forms/catalog?locale=ro`);
      expect(ro.status).toBe(200);
      const entries = (await ro.json()) as CatalogEntryDto[];
      expect(entries.map((e) => e.id).sort()).toEqual([publicForm, privateForm, otherPrivate].sort());
      expect(entries.find((e) => e.id === privateForm)).toEqual({
        id: privateForm,
        key: 'fisa-intrare-test',
        title: 'Fișă de intrare în service',
        description: 'Starea vehiculului la primire.',
        category: 'workshop',
        isPublic: false,
        addon: null,
        trades: [],
        kind: 'estimate',
      });
      const en = (await (await fetch(`${t.url}/api/forms/catalog?locale=en`)).json()) as CatalogEntryDto[];
      expect(en.find((e) => e.id === publicForm)).toMatchObject({ title: 'Quick estimate', description: 'Three steps: client, vehicle, parts.', isPublic: true });
      // Untranslated text keeps the definition's own.
      expect(en.find((e) => e.id === privateForm)?.title).toBe('Fișă de intrare în service');
      const it = (await (await fetch(`${t.url}/api/forms/catalog?locale=it`)).json()) as CatalogEntryDto[];
      expect(it.find((e) => e.id === privateForm)).toMatchObject({ title: 'Scheda di accettazione', description: 'Starea vehiculului la primire.' });
    });

    it('defaults to Romanian and refuses an unknown locale with 400', async () => {
      const plain = (await (await fetch(`${t.url}/api/forms/catalog`)).json()) as CatalogEntryDto[];
      expect(plain.find((e) => e.id === publicForm)?.title).toBe('Deviz rapid');
      const bad = await fetch(`${t.url}/api/forms/catalog?locale=de`);
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as ErrorBody).error.code).toBe('validation_error');
    });

    it('lists only the applications named by ?keys= (a landing page\'s), leaves unknown and deleted keys out, refuses a malformed list with 400', async () => {
      const some = await fetch(`${t.url}/api/forms/catalog?locale=en&keys=contract-test,fisa-intrare-test,nu-exista,sters-test`);
      expect(some.status).toBe(200);
      const entries = (await some.json()) as CatalogEntryDto[];
      expect(entries.map((e) => e.id).sort()).toEqual([privateForm, otherPrivate].sort());
      expect(entries.find((e) => e.id === privateForm)?.title).toBe('Fișă de intrare în service');
      expect((await (await fetch(`${t.url}/api/forms/catalog?keys=nu-exista`)).json()) as CatalogEntryDto[]).toEqual([]);
      for (const keys of ['', 'Deviz', 'a,,b', 'a;b', Array.from({ length: 51 }, (_, i) => `k${i}`).join(',')]) {
        const bad = await fetch(`${t.url}/api/forms/catalog?keys=${encodeURIComponent(keys)}`);
        expect(bad.status, keys).toBe(400);
        expect(((await bad.json()) as ErrorBody).error.code).toBe('validation_error');
      }
    });

    it('localizes the user forms list too', async () => {
      const list = await ana.client.request<FormSummaryDto[]>('GET', '/api/user/forms?locale=en', { token: ana.token });
      expect(list.body.find((f) => f.id === publicForm)?.title).toBe('Quick estimate');
    });
  });

  describe('requesting an application', () => {
    it('is pending until an admin allocates it, then usable at once', async () => {
      expect((await ana.client.request('GET', `/api/user/forms/${privateForm}`, { token: ana.token })).status).toBe(403);
      const submitBefore = await ana.client.request('POST', `/api/user/forms/${privateForm}/submit`, { token: ana.token, json: { data: estimateData() } });
      expect(submitBefore.status).toBe(403);

      const created = await requestForm(ana, privateForm);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ form_id: privateForm, status: 'pending', decided_at: null });

      expect((await myRequests(ana)).body.map((r) => [r.form_id, r.status])).toEqual([[privateForm, 'pending']]);
      const queue = await admin.client.request<AdminFormRequestDto[]>('GET', '/api/forms/requests', { token: admin.token });
      expect(queue.status).toBe(200);
      expect(queue.body).toContainEqual(
        expect.objectContaining({ id: created.body.id, form_id: privateForm, user_id: ana.user.id, user_email: ana.email, form_title: 'Fișă de intrare în service', status: 'pending' }),
      );

      const granted = await allocate(privateForm, ana.user.id);
      expect(granted.status).toBe(200);
      expect(granted.body).toEqual({ form_id: privateForm, user_id: ana.user.id, allocated: true, request_approved: true });

      const mine = await myRequests(ana);
      expect(mine.body[0]).toMatchObject({ form_id: privateForm, status: 'approved' });
      expect(mine.body[0]?.decided_at).toEqual(expect.any(String));
      const queueAfter = await admin.client.request<AdminFormRequestDto[]>('GET', '/api/forms/requests', { token: admin.token });
      expect(queueAfter.body.map((r) => r.id)).not.toContain(created.body.id);

      const forms = await ana.client.request<FormSummaryDto[]>('GET', '/api/user/forms', { token: ana.token });
      expect(forms.body.find((f) => f.id === privateForm)?.access).toBe('allocated');
      expect((await ana.client.request('GET', `/api/user/forms/${privateForm}`, { token: ana.token })).status).toBe(200);
      const submitted = await ana.client.request<DocumentDto>('POST', `/api/user/forms/${privateForm}/submit`, { token: ana.token, json: { data: estimateData() } });
      expect(submitted.status).toBe(201);
    });

    it('refuses a second pending request for the same application (409 request_pending)', async () => {
      const first = await requestForm(bogdan, otherPrivate);
      expect(first.status).toBe(201);
      const again = await requestForm(bogdan, otherPrivate);
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('request_pending');
      expect((await myRequests(bogdan)).body.filter((r) => r.form_id === otherPrivate)).toHaveLength(1);
    });

    it('refuses requesting an allocated or public application (409 form_already_usable)', async () => {
      const allocated = await requestForm(ana, privateForm);
      expect(allocated.status).toBe(409);
      expect(allocated.body.error.code).toBe('form_already_usable');
      const open = await requestForm(bogdan, publicForm);
      expect(open.status).toBe(409);
      expect(open.body.error.code).toBe('form_already_usable');
    });

    it('answers 404 for an unknown or deleted application and 400 for a bad id', async () => {
      expect((await requestForm(bogdan, deletedForm)).body.error.code).toBe('form_not_found');
      expect((await requestForm(bogdan, '0123456789abcdef01234567')).status).toBe(404);
      const bad = await bogdan.client.request<ErrorBody>('POST', '/api/user/forms/not-an-id/request', { token: bogdan.token });
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe('validation_error');
    });

    it("never shows one user another user's requests", async () => {
      const anas = (await myRequests(ana)).body.map((r) => r.form_id);
      const bogdans = (await myRequests(bogdan)).body.map((r) => r.form_id);
      expect(anas).not.toContain(otherPrivate);
      expect(bogdans).not.toContain(privateForm);
    });

    it('lets the admin reject a request once; the user may ask again', async () => {
      const queue = await admin.client.request<AdminFormRequestDto[]>('GET', '/api/forms/requests', { token: admin.token });
      const pending = queue.body.find((r) => r.form_id === otherPrivate && r.user_id === bogdan.user.id);
      expect(pending).toBeDefined();
      const rejected = await admin.client.request<FormRequestDto>('POST', `/api/forms/requests/${pending?.id}/reject`, { token: admin.token });
      expect(rejected.status).toBe(200);
      expect(rejected.body.status).toBe('rejected');
      const twice = await admin.client.request<ErrorBody>('POST', `/api/forms/requests/${pending?.id}/reject`, { token: admin.token });
      expect(twice.status).toBe(409);
      const unknown = await admin.client.request<ErrorBody>('POST', '/api/forms/requests/0123456789abcdef01234567/reject', { token: admin.token });
      expect(unknown.status).toBe(404);
      expect((await requestForm(bogdan, otherPrivate)).status).toBe(201);
    });
  });

  describe('allocation (admin)', () => {
    it('grants and removes access; removing makes the application unusable again', async () => {
      const granted = await allocate(otherPrivate, ana.user.id);
      expect(granted.body).toMatchObject({ allocated: true, request_approved: false });
      expect((await ana.client.request('GET', `/api/user/forms/${otherPrivate}`, { token: ana.token })).status).toBe(200);
      const removed = await admin.client.request<AllocationDto>('POST', `/api/forms/${otherPrivate}/remove_access`, { token: admin.token, json: { user_id: ana.user.id } });
      expect(removed.status).toBe(200);
      expect(removed.body.allocated).toBe(false);
      expect((await ana.client.request('GET', `/api/user/forms/${otherPrivate}`, { token: ana.token })).status).toBe(403);
    });

    it('answers 404 for an unknown user or application and 400 without user_id', async () => {
      expect((await allocate(otherPrivate, '0123456789abcdef01234567')).body.error.code).toBe('user_not_found');
      expect((await allocate(deletedForm, ana.user.id)).body.error.code).toBe('form_not_found');
      const missing = await admin.client.request<ErrorBody>('POST', `/api/forms/${otherPrivate}/allocate`, { token: admin.token, json: {} });
      expect(missing.status).toBe(400);
    });

    it('refuses non-admins (403) on every admin call', async () => {
      const calls: [string, string, unknown?][] = [
        ['GET', '/api/forms/requests'],
        ['POST', `/api/forms/${otherPrivate}/allocate`, { user_id: ana.user.id }],
        ['POST', `/api/forms/${otherPrivate}/remove_access`, { user_id: ana.user.id }],
        ['POST', '/api/forms/requests/0123456789abcdef01234567/reject'],
      ];
      for (const [method, path, json] of calls) {
        const answer = await ana.client.request<ErrorBody>(method, path, { token: ana.token, ...(json ? { json } : {}) });
        expect(answer.status, `${method} ${path}`).toBe(403);
      }
    });
  });
});
