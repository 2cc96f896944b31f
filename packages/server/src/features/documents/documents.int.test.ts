import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto, ErrorBody, FormDetailDto, FormSummaryDto } from '@atelier/core';
import { databaseKinds } from '../../test/databases.js';
import { makeUser, type TestUser } from '../../test/factories.js';
import { estimateData, estimateDefinition, makeForm } from '../../test/forms.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe.each(databaseKinds())('forms and documents on %s', (kind) => {
  let t: TestApp;
  let ana: TestUser;
  let bogdan: TestUser;
  let publicForm: string;
  let privateForm: string;
  const submit = (user: TestUser, formId: string, data = estimateData()) =>
    user.client.request<DocumentDto & ErrorBody>('POST', `/api/user/forms/${formId}/submit`, { token: user.token, json: { data } });

  beforeAll(async () => {
    t = await startTestApp({ kind });
    ana = await makeUser(t);
    bogdan = await makeUser(t);
    publicForm = (await makeForm(t)).id;
    privateForm = (await makeForm(t, { key: 'deviz-privat', title: 'Deviz privat', public: false }, [ana.user.id])).id;
  });
  afterAll(async () => t.close());

  describe('forms', () => {
    it('lists the public forms and the ones allocated to the user', async () => {
      const forAna = await ana.client.request<FormSummaryDto[]>('GET', '/api/user/forms', { token: ana.token });
      expect(forAna.body.map((f) => [f.id, f.access])).toEqual(
        expect.arrayContaining([[publicForm, 'public'], [privateForm, 'allocated']]),
      );
      const forBogdan = await bogdan.client.request<FormSummaryDto[]>('GET', '/api/user/forms', { token: bogdan.token });
      expect(forBogdan.body.map((f) => f.id)).toContain(publicForm);
      expect(forBogdan.body.map((f) => f.id)).not.toContain(privateForm);
    });

    it('returns a form with its definition, 403 when not allocated, 404 when unknown', async () => {
      const form = await ana.client.request<FormDetailDto>('GET', `/api/user/forms/${privateForm}`, { token: ana.token });
      expect(form.status).toBe(200);
      expect(form.body.form_schema.steps.map((s) => s.name)).toEqual(['client', 'vehicle', 'parts']);
      expect((await bogdan.client.request<ErrorBody>('GET', `/api/user/forms/${privateForm}`, { token: bogdan.token })).status).toBe(403);
      const unknown = await ana.client.request<ErrorBody>('GET', '/api/user/forms/0123456789abcdef01234567', { token: ana.token });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('form_not_found');
      expect((await ana.client.request<ErrorBody>('GET', '/api/user/forms/not-an-id', { token: ana.token })).status).toBe(400);
    });
  });

  describe('submit', () => {
    it('recomputes every value on the server, numbers the document and extracts its facts', async () => {
      const res = await submit(ana, publicForm);
      expect(res.status).toBe(201);
      const doc = res.body;
      expect(doc.number).toMatch(/^DV-\d{4}$/);
      expect(doc.data.client).toMatchObject({ number: doc.number, name: 'Ștefan Popescu' });
      // The client said 999 for the first line; the server knows 1 × 45.50.
      expect(doc.data.parts?.items).toEqual([
        expect.objectContaining({ name: 'Filtru ulei', value: '45.50' }),
        expect.objectContaining({ name: 'Ulei motor 5W30', value: '209.00' }),
      ]);
      expect(doc.facts).toMatchObject({
        'total.net': '254.50',
        'total.vat': '53.45',
        'total.grand': '307.95',
        'client.name': 'Ștefan Popescu',
        'document.number': doc.number,
      });
      expect(doc.version).toBe(1);
      expect(doc.form_title).toBe('Deviz rapid');
    });

    it('answers 400 listing every failing field path, and saves nothing', async () => {
      const before = await ana.client.request<DocumentDto[]>('GET', `/api/user/completed_forms?form_id=${publicForm}&limit=100`, { token: ana.token });
      const res = await submit(ana, publicForm, estimateData({ client: { name: '', type: 'pj', cui: '123' }, parts: [{ name: 'Bujie', qty: -1, price: 'abc' }] }));
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_error');
      const paths = res.body.error.details?.map((d) => d.path) ?? [];
      expect(paths).toEqual(expect.arrayContaining(['client.name', 'client.cui', 'parts.items[0].qty', 'parts.items[0].price']));
      const after = await ana.client.request<DocumentDto[]>('GET', `/api/user/completed_forms?form_id=${publicForm}&limit=100`, { token: ana.token });
      expect(after.headers.get('x-total-count')).toBe(before.headers.get('x-total-count'));
    });

    it('refuses a form that is neither public nor allocated (403) and an unknown one (404)', async () => {
      expect((await submit(bogdan, privateForm)).status).toBe(403);
      expect((await submit(bogdan, '0123456789abcdef01234567')).status).toBe(404);
    });

    it('never gives two concurrent submits the same number', async () => {
      const user = await makeUser(t);
      const results = await Promise.all(Array.from({ length: 12 }, () => submit(user, publicForm)));
      expect(results.every((r) => r.status === 201)).toBe(true);
      const numbers = results.map((r) => r.body.number).sort();
      expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => `DV-${String(i + 1).padStart(4, '0')}`));
      const count = await user.client.request<{ count: number; previous_count: number }>('GET', `/api/user/forms/${publicForm}/submission_count`, { token: user.token });
      expect(count.body).toEqual({ count: 12, previous_count: 11 });
    });
  });

  describe('completed_forms', () => {
    it('lists newest first with X-Total-Count, paginates and filters by form and date', async () => {
      const user = await makeUser(t);
      for (const name of ['Ion', 'Maria', 'Vasile']) {
        t.clock.advance(1000);
        await submit(user, publicForm, estimateData({ client: { name } }));
      }
      await submit(user, privateForm).then((r) => expect(r.status).toBe(403));
      const page1 = await user.client.request<DocumentDto[]>('GET', '/api/user/completed_forms?limit=2', { token: user.token });
      expect(page1.headers.get('x-total-count')).toBe('3');
      expect(page1.body.map((d) => d.data.client?.name)).toEqual(['Vasile', 'Maria']);
      const page2 = await user.client.request<DocumentDto[]>('GET', '/api/user/completed_forms?limit=2&skip=2', { token: user.token });
      expect(page2.body.map((d) => d.data.client?.name)).toEqual(['Ion']);
      // Past the middle the page is read from the oldest end: the same order either way.
      const pages = await Promise.all(
        [0, 1, 2, 3].map((skip) => user.client.request<DocumentDto[]>('GET', `/api/user/completed_forms?limit=1&skip=${skip}`, { token: user.token })),
      );
      expect(pages.map((p) => p.body.map((d) => d.data.client?.name))).toEqual([['Vasile'], ['Maria'], ['Ion'], []]);
      expect(pages.map((p) => p.headers.get('x-total-count'))).toEqual(['3', '3', '3', '3']);
      const tail = await user.client.request<DocumentDto[]>('GET', '/api/user/completed_forms?limit=5&skip=1', { token: user.token });
      expect(tail.body.map((d) => d.data.client?.name)).toEqual(['Maria', 'Ion']);
      const today = t.clock.now().toISOString().slice(0, 10);
      const byDate = await user.client.request<DocumentDto[]>('GET', `/api/user/completed_forms?start_date=${today}&end_date=${today}&form_id=${publicForm}`, { token: user.token });
      expect(byDate.headers.get('x-total-count')).toBe('3');
      const yesterday = new Date(t.clock.now().getTime() - 86_400_000).toISOString().slice(0, 10);
      const none = await user.client.request<DocumentDto[]>('GET', `/api/user/completed_forms?end_date=${yesterday}`, { token: user.token });
      expect(none.headers.get('x-total-count')).toBe('0');
      const bad = await user.client.request<ErrorBody>('GET', '/api/user/completed_forms?limit=1000', { token: user.token });
      expect(bad.status).toBe(400);
    });

    it('updates at the version it was read at, and refuses a stale version with 409 keeping the data', async () => {
      const doc = (await submit(ana, publicForm)).body;
      const changed = estimateData({ client: { name: 'Ștefan Popescu-Ionescu' } });
      const ok = await ana.client.request<DocumentDto>('PUT', `/api/user/completed_forms/${doc.id}`, { token: ana.token, json: { data: changed, version: 1 } });
      expect(ok.status).toBe(200);
      expect(ok.body.version).toBe(2);
      expect(ok.body.number).toBe(doc.number);
      expect(ok.body.data.client).toMatchObject({ name: 'Ștefan Popescu-Ionescu', number: doc.number });
      const stale = await ana.client.request<ErrorBody>('PUT', `/api/user/completed_forms/${doc.id}`, {
        token: ana.token,
        json: { data: estimateData({ client: { name: 'Altcineva' } }), version: 1 },
      });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('conflict');
      const now = await ana.client.request<DocumentDto>('GET', `/api/user/completed_forms/${doc.id}`, { token: ana.token });
      expect(now.body.data.client?.name).toBe('Ștefan Popescu-Ionescu');
      const invalid = await ana.client.request<ErrorBody>('PUT', `/api/user/completed_forms/${doc.id}`, { token: ana.token, json: { data: estimateData({ vehicle: { plate: '' } }), version: 2 } });
      expect(invalid.status).toBe(400);
      expect(invalid.body.error.details?.map((d) => d.path)).toContain('vehicle.plate');
    });

    it('deletes a document', async () => {
      const doc = (await submit(ana, publicForm)).body;
      expect((await ana.client.request('DELETE', `/api/user/completed_forms/${doc.id}`, { token: ana.token })).status).toBe(204);
      expect((await ana.client.request('GET', `/api/user/completed_forms/${doc.id}`, { token: ana.token })).status).toBe(404);
      expect((await ana.client.request('DELETE', `/api/user/completed_forms/${doc.id}`, { token: ana.token })).status).toBe(404);
    });
  });

  describe('application titles', () => {
    it('names each document\'s application in the asked language, as the catalogue does, in lists and searches', async () => {
      const cristi = await makeUser(t);
      const form = await makeForm(t, { key: 'deviz-tradus', title: 'Deviz tradus', translations: { en: { title: 'Translated estimate' } } });
      expect((await submit(cristi, form.id)).status).toBe(201);
      const titles = async (path: string, headers: Record<string, string> = {}) => {
        const res = await cristi.client.request<DocumentDto[] | { results: DocumentDto[] }>('GET', path, { token: cristi.token, headers });
        expect(res.status).toBe(200);
        return (Array.isArray(res.body) ? res.body : res.body.results).map((d) => d.form_title);
      };
      expect(await titles('/api/user/completed_forms?locale=en')).toEqual(['Translated estimate']);
      expect(await titles('/api/user/completed_forms', { 'accept-language': 'en-GB,en;q=0.9' })).toEqual(['Translated estimate']);
      expect(await titles('/api/user/submissions/search?query=popescu&locale=en')).toEqual(['Translated estimate']);
      expect(await titles('/api/user/submissions/search?query=&locale=en')).toEqual(['Translated estimate']);
      // Romanian (the definition's language) and a language without a translation keep the stored title.
      expect(await titles('/api/user/completed_forms?locale=ro')).toEqual(['Deviz tradus']);
      expect(await titles('/api/user/completed_forms?locale=it')).toEqual(['Deviz tradus']);
      expect((await cristi.client.request<ErrorBody>('GET', '/api/user/completed_forms?locale=fr', { token: cristi.token })).status).toBe(400);
    });
  });

  describe('numbering', () => {
    it('formats numbers like core past the padding, writes them into the data and makes them searchable', async () => {
      const user = await makeUser(t);
      const form = await makeForm(t, { key: 'deviz-numere', document: { ...estimateDefinition().document, number: { field: 'client.number', prefix: 'Ș', start: 99, padding: 2 } } });
      const first = (await submit(user, form.id)).body;
      const second = (await submit(user, form.id)).body;
      expect([first.number, second.number]).toEqual(['Ș-99', 'Ș-100']);
      const stored = await user.client.request<DocumentDto>('GET', `/api/user/completed_forms/${second.id}`, { token: user.token });
      expect(stored.body).toMatchObject({ number: 'Ș-100', data: { client: { number: 'Ș-100' } }, facts: { 'document.number': 'Ș-100' } });
      expect(stored.body.data).toEqual(second.data);
      const found = await user.client.request<{ results: DocumentDto[]; total: number }>('GET', '/api/user/submissions/search?query=s-100', { token: user.token });
      expect(found.body.results.map((d) => d.id)).toEqual([second.id]);
    });
  });

  describe('definition versions', () => {
    it('keeps a document on the version it was made with, while new ones use the newer version', async () => {
      const user = await makeUser(t);
      const form = await makeForm(t, { key: 'deviz-versiuni', title: 'Deviz v1' });
      const old = (await submit(user, form.id)).body;
      await makeForm(t, { key: 'deviz-versiuni', title: 'Deviz v2', version: 2, document: { ...form.definition.document, vat: { payer: true, rate: 19 } } });
      const fresh = (await submit(user, form.id)).body;
      expect([old.form_version, fresh.form_version]).toEqual([1, 2]);
      expect([old.facts['total.vat'], fresh.facts['total.vat']]).toEqual(['53.45', '48.36']);
      const current = await user.client.request<FormDetailDto>('GET', `/api/user/forms/${form.id}`, { token: user.token });
      expect([current.body.version, current.body.form_schema.document.vat?.rate]).toEqual([2, 19]);
      const past = await user.client.request<FormDetailDto>('GET', `/api/user/forms/${form.id}?version=1`, { token: user.token });
      expect([past.body.version, past.body.form_schema.document.vat?.rate]).toEqual([1, 21]);
      expect((await user.client.request('GET', `/api/user/forms/${form.id}?version=9`, { token: user.token })).status).toBe(404);
      // Editing the old document recomputes it with its own version: VAT stays 21%.
      const edited = await user.client.request<DocumentDto>('PUT', `/api/user/completed_forms/${old.id}`, { token: user.token, json: { data: estimateData(), version: 1 } });
      expect(edited.body.facts['total.vat']).toBe('53.45');
    });
  });

  describe('ownership', () => {
    it("gives user B 404 for user A's document on every route and never lists it", async () => {
      const doc = (await submit(ana, publicForm, estimateData({ client: { name: 'Secretul Anei' } }))).body;
      const asB = { token: bogdan.token };
      expect((await bogdan.client.request('GET', `/api/user/completed_forms/${doc.id}`, asB)).status).toBe(404);
      expect((await bogdan.client.request('PUT', `/api/user/completed_forms/${doc.id}`, { ...asB, json: { data: estimateData(), version: 1 } })).status).toBe(404);
      expect((await bogdan.client.request('DELETE', `/api/user/completed_forms/${doc.id}`, asB)).status).toBe(404);
      const list = await bogdan.client.request<DocumentDto[]>('GET', '/api/user/completed_forms?limit=100', asB);
      expect(list.body.map((d) => d.id)).not.toContain(doc.id);
      const search = await bogdan.client.request<{ total: number }>('GET', '/api/user/submissions/search?query=secretul', asB);
      expect(search.body.total).toBe(0);
      const steps = await bogdan.client.request<{ results: { document_id: string }[] }>('GET', '/api/user/step_data/client?limit=100', asB);
      expect(steps.status, steps.text).toBe(200);
      expect(steps.body.results.map((r) => r.document_id)).not.toContain(doc.id);
      const items = await bogdan.client.request<unknown[]>('GET', `/api/user/forms/${publicForm}/array-items?field=parts.items&term=filtru`, asB);
      expect(items.body).toEqual([]);
      // Still there for its owner.
      expect((await ana.client.request('GET', `/api/user/completed_forms/${doc.id}`, { token: ana.token })).status).toBe(200);
    });
  });
});
