import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto, ErrorBody, FormUploadDto } from '@atelier/core';
import { databaseKinds } from '../test/databases.js';
import { makeDocument } from '../test/documents.js';
import { makeAdmin, makeUser, type TestUser } from '../test/factories.js';
import { estimateData, estimateDefinition, makeForm } from '../test/forms.js';
import { httpClient } from '../test/http-client.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

type Admin = Awaited<ReturnType<typeof makeAdmin>>;
const LONE_SURROGATES = ['x\ud800', '\udc00x'];

/** Issue 13: what a client can send never answers 500; each answer names what is wrong. */
describe.each(databaseKinds())('bad input on %s', (kind) => {
  let t: TestApp;
  let admin: Admin;
  let ana: TestUser;
  let form: { id: string };
  let doc: DocumentDto;

  const as = (who: { client: TestUser['client']; token: string }) => ({
    request: <T>(method: string, url: string, options: Parameters<TestUser['client']['request']>[2] = {}) =>
      who.client.request<T & ErrorBody>(method, url, { token: who.token, ...options }),
  });
  const uploadFile = async (text: string, contentType?: string) => {
    const body = new FormData();
    body.append('file', new Blob([text], { type: 'application/json' }), 'definition.json');
    const request = new Request(`${t.url}/api/forms/`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` }, body });
    const headers = new Headers(request.headers);
    if (contentType) headers.set('content-type', contentType);
    const res = await fetch(request.url, { method: 'POST', headers, body: await request.arrayBuffer() });
    return { status: res.status, body: (await res.json()) as FormUploadDto & ErrorBody };
  };

  beforeAll(async () => {
    t = await startTestApp({ kind });
    admin = await makeAdmin(t);
    ana = await makeUser(t);
    form = await makeForm(t, { key: 'bad-input', public: true }, [ana.user.id]);
    doc = await makeDocument({ user: ana, formId: form.id });
  }, 60_000);
  afterAll(async () => t.close());

  describe('a lone UTF-16 surrogate is refused with 400 and its path', () => {
    it.each(LONE_SURROGATES)('in a submitted value, metadata or a key (%j)', async (bad) => {
      const inValue = estimateData({ client: { name: bad } });
      const publicSubmit = await httpClient(t.url).request<ErrorBody>('POST', `/api/forms/open/forms/${form.id}/submit`, { json: { data: inValue } });
      expect(publicSubmit.status, publicSubmit.text).toBe(400);
      expect(publicSubmit.body.error).toMatchObject({ code: 'validation_error', details: [{ path: 'data.client.name' }] });

      const userSubmit = await as(ana).request('POST', `/api/user/forms/${form.id}/submit`, { json: { data: inValue } });
      expect(userSubmit.status, userSubmit.text).toBe(400);
      expect(userSubmit.body.error.details).toEqual([expect.objectContaining({ path: 'data.client.name' })]);

      const inMetadata = await as(ana).request('POST', `/api/user/forms/${form.id}/submit`, { json: { data: estimateData(), metadata: { note: bad } } });
      expect(inMetadata.status, inMetadata.text).toBe(400);
      expect(inMetadata.body.error.details).toEqual([expect.objectContaining({ path: 'metadata.note' })]);

      const inKey = await as(ana).request('POST', `/api/user/forms/${form.id}/submit`, { json: { data: estimateData(), metadata: { [bad]: 1 } } });
      expect(inKey.status, inKey.text).toBe(400);

      const put = await as(ana).request('PUT', `/api/user/completed_forms/${doc.id}`, { json: { version: doc.version, data: estimateData({ vehicle: { make: bad } }) } });
      expect(put.status, put.text).toBe(400);
      expect(put.body.error.details).toEqual([expect.objectContaining({ path: 'data.vehicle.make' })]);

      const profile = await as(ana).request('PUT', '/api/user/profile', { json: { company: { name: bad } } });
      expect(profile.status, profile.text).toBe(400);
      expect(profile.body.error.details).toEqual([expect.objectContaining({ path: 'company.name' })]);
    });

    it.each(LONE_SURROGATES)('in an uploaded definition, as a JSON body and as a multipart file (%j)', async (bad) => {
      const text = JSON.stringify({ ...estimateDefinition({ key: 'surrogate-upload' }), title: bad });
      expect(text).toMatch(/\\ud[8c]00/); // JSON.stringify escapes a lone surrogate: it reaches the server as text
      const asBody = await as(admin).request('POST', '/api/forms/', { raw: text, headers: { 'content-type': 'application/json' } });
      expect(asBody.status, asBody.text).toBe(400);
      expect(asBody.body.error).toMatchObject({ code: 'invalid_definition', details: [{ path: 'title' }] });
      const asFile = await uploadFile(text);
      expect(asFile.status).toBe(400);
      expect(asFile.body.error).toMatchObject({ code: 'invalid_definition', details: [{ path: 'title' }] });
      // NUL, escaped in the file, likewise.
      const withNul = await uploadFile(JSON.stringify({ ...estimateDefinition({ key: 'nul-upload' }), description: 'a\u0000b' }));
      expect(withNul.status).toBe(400);
      expect(withNul.body.error.details).toEqual([expect.objectContaining({ path: 'description' })]);
      expect((await as(admin).request('GET', '/api/forms')).body).not.toContainEqual(expect.objectContaining({ key: 'surrogate-upload' }));
    });
  });

  describe('integers beyond what their column holds are refused with 400', () => {
    it('a document version above 2,147,483,647 on PUT', async () => {
      const put = await as(ana).request('PUT', `/api/user/completed_forms/${doc.id}`, { json: { version: 2_147_483_648, data: estimateData() } });
      expect(put.status, put.text).toBe(400);
      expect(put.body.error.details).toEqual([expect.objectContaining({ path: 'version' })]);
      // The largest int is still a version (a stale one: 409).
      expect((await as(ana).request('PUT', `/api/user/completed_forms/${doc.id}`, { json: { version: 2_147_483_647, data: estimateData() } })).status).toBe(409);
    });

    it('?version=2147483648 on GET /user/forms/{id}', async () => {
      const res = await as(ana).request('GET', `/api/user/forms/${form.id}?version=2147483648`);
      expect(res.status, res.text).toBe(400);
      expect(res.body.error.details).toEqual([expect.objectContaining({ path: 'version' })]);
      expect((await as(ana).request('GET', `/api/user/forms/${form.id}?version=2147483647`)).status).toBe(404);
    });

    it('paging past 2,147,483,647 and an uploaded definition version or number start that overflows', async () => {
      const skip = await as(ana).request('GET', '/api/user/completed_forms?skip=9007199254740991');
      expect(skip.status, skip.text).toBe(400);
      expect(skip.body.error.details).toEqual([expect.objectContaining({ path: 'skip' })]);
      const version = await as(admin).request('POST', '/api/forms/', { json: { ...estimateDefinition({ key: 'huge-version' }), version: 2_147_483_648 } });
      expect(version.status, version.text).toBe(400);
      expect(version.body.error.details).toEqual([expect.objectContaining({ path: 'version' })]);
      const definition = estimateDefinition({ key: 'huge-start' });
      const start = await as(admin).request('POST', '/api/forms/', { json: { ...definition, document: { ...definition.document, number: { prefix: 'DV', start: 2_147_483_647 } } } });
      expect(start.status, start.text).toBe(400);
      expect(start.body.error.details).toEqual([expect.objectContaining({ path: 'document.number.start' })]);
    });
  });

  describe('impossible dates in a query are refused with 400 "a real calendar date"', () => {
    const cases = [
      ['/api/user/completed_forms', 'start_date'],
      ['/api/user/completed_forms', 'end_date'],
      ['/api/user/submissions/search', 'from_date'],
      ['/api/user/submissions/search', 'to_date'],
    ] as const;
    it.each(cases)('%s ?%s=', async (path, name) => {
      for (const bad of ['2026-13-01', '0000-00-00', '2026-00-10', '2026-02-30', '2025-02-29']) {
        const res = await as(ana).request('GET', `${path}?${name}=${bad}`);
        expect(res.status, `${bad}: ${res.text}`).toBe(400);
        expect(res.body.error.details).toEqual([{ path: name, message: 'must be a real calendar date' }]);
      }
      expect((await as(ana).request('GET', `${path}?${name}=2024-02-29`)).status).toBe(200);
    });
  });

  it('a multipart upload without a boundary answers 400 with the error body', async () => {
    const res = await uploadFile(JSON.stringify(estimateDefinition({ key: 'no-boundary' })), 'multipart/form-data');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_error');
    const malformed = await as(admin).request('POST', '/api/forms/', { raw: '--x\r\nnot a part', headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(malformed.status, malformed.text).toBe(400);
  });

  describe('a pattern from a definition runs in linear time', () => {
    it('a catastrophic pattern answers at once, and the server keeps answering meanwhile', async () => {
      const definition = estimateDefinition({ key: 'redos', public: true });
      const steps = definition.steps.map((step) =>
        step.name !== 'vehicle' ? step : { ...step, fields: step.fields.map((f) => (f.name === 'make' ? { ...f, pattern: '(a+)+b', maxLength: 20_000 } : f)) },
      );
      const upload = await as(admin).request<FormUploadDto>('POST', '/api/forms/', { json: { ...definition, steps } });
      expect(upload.status, upload.text).toBe(201);
      // A backtracking engine needs 2^n steps here: 30 characters took 6.3 s, 10,000 would take longer than the universe has.
      const make = 'a'.repeat(10_000);
      const [submit, health] = await Promise.all([
        httpClient(t.url).request<ErrorBody>('POST', `/api/forms/open/forms/${upload.body.id}/submit`, { json: { data: estimateData({ vehicle: { make } }) } }),
        httpClient(t.url).request('GET', '/api/health'),
      ]);
      expect(health.status).toBe(200);
      expect(submit.status, submit.text).toBe(400);
      expect(submit.body.error.details).toEqual([expect.objectContaining({ path: 'vehicle.make', code: 'pattern' })]);
      const ok = await httpClient(t.url).request('POST', `/api/forms/open/forms/${upload.body.id}/submit`, { json: { data: estimateData({ vehicle: { make: `${make}b` } }) } });
      expect(ok.status, ok.text).toBe(201);
    });

    it('a pattern RE2 cannot run (backreference, lookaround) is refused at upload, naming the field', async () => {
      const definition = estimateDefinition({ key: 'lookaround' });
      for (const pattern of ['(a)\\1', 'a(?=b)', '(?<!a)b']) {
        const steps = definition.steps.map((step) =>
          step.name !== 'vehicle' ? step : { ...step, fields: step.fields.map((f) => (f.name === 'make' ? { ...f, pattern } : f)) },
        );
        const res = await as(admin).request('POST', '/api/forms/', { json: { ...definition, steps } });
        expect(res.status, res.text).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'invalid_definition', details: [{ path: 'steps[1].fields[0].pattern' }] });
      }
    });
  });
});
