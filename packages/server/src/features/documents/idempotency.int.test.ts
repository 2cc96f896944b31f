import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto, ErrorBody, PublicSubmitResponse } from '@atelier/core';
import { databaseKinds } from '../../test/databases.js';
import { makeUser, type TestUser } from '../../test/factories.js';
import { estimateData, makeForm } from '../../test/forms.js';
import { httpClient } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { IDEMPOTENCY_WINDOW_MS } from './idempotency.js';

const newKey = () => crypto.randomUUID();

describe.each(databaseKinds())('Idempotency-Key on submits on %s', (kind) => {
  let t: TestApp;
  let ana: TestUser;
  let bogdan: TestUser;
  let formId: string;
  let publicFormId: string;

  beforeAll(async () => {
    t = await startTestApp({ kind, env: { PUBLIC_SUBMIT_LIMIT: '1000' } });
    ana = await makeUser(t);
    bogdan = await makeUser(t);
    formId = (await makeForm(t, { key: 'deviz-idempotent' }, [ana.user.id, bogdan.user.id])).id;
    publicFormId = (await makeForm(t, { key: 'deviz-public-idempotent', public: true })).id;
  });
  afterAll(async () => t.close());

  const submit = (user: TestUser, key: string | undefined, data = estimateData()) =>
    user.client.request<DocumentDto & ErrorBody>('POST', `/api/user/forms/${formId}/submit`, {
      token: user.token,
      json: { data },
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });
  const documentsOf = async (user: TestUser) =>
    Number((await t.database.db.selectFrom('documents').select((eb) => eb.fn.countAll<string>().as('n')).where('business_id', '=', user.businessId).executeTakeFirstOrThrow()).n);

  it('answers a retry with the first result (same status and body) and saves one document', async () => {
    const before = await documentsOf(ana);
    const key = newKey();
    const first = await submit(ana, key);
    expect(first.status).toBe(201);
    const retry = await submit(ana, key);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await documentsOf(ana)).toBe(before + 1);
    // Without a key every submit is a new document, as before.
    expect((await submit(ana, undefined)).body.id).not.toBe(first.body.id);
  });

  it('makes one document of parallel requests with one key', async () => {
    const before = await documentsOf(ana);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(ana, key)));
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await documentsOf(ana)).toBe(before + 1);
  });

  it('refuses the key with another body (409), and frees it when the first submit was refused', async () => {
    const key = newKey();
    expect((await submit(ana, key)).status).toBe(201);
    const other = await submit(ana, key, estimateData({ client: { name: 'Altcineva' } }));
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('conflict');

    const retried = newKey();
    const refused = await submit(ana, retried, estimateData({ client: { name: '' } }));
    expect(refused.status).toBe(400);
    expect((await submit(ana, retried)).status).toBe(201);
  });

  it('keeps keys per user: another user with the same key saves a document of his own', async () => {
    const key = newKey();
    const anas = await submit(ana, key);
    const before = await documentsOf(bogdan);
    const bogdans = await submit(bogdan, key);
    expect(bogdans.status).toBe(201);
    expect(bogdans.body.id).not.toBe(anas.body.id);
    expect(bogdans.headers.get('idempotent-replayed')).toBeNull();
    expect(await documentsOf(bogdan)).toBe(before + 1);
  });

  it('forgets a key after the window and deletes old keys', async () => {
    const key = newKey();
    const first = await submit(ana, key);
    t.clock.advance(IDEMPOTENCY_WINDOW_MS + 60_000);
    ana.token = (await ana.client.request<{ access_token: string }>('POST', '/api/user/refresh-token')).body.access_token;
    const later = await submit(ana, key);
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(first.body.id);
    // The new submit's key is the only one of that age: older ones were cleaned up.
    const old = await t.database.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('created_at', '<', new Date(t.clock.now().getTime() - IDEMPOTENCY_WINDOW_MS))
      .execute();
    expect(old).toEqual([]);
  });

  it('refuses a malformed key with 400', async () => {
    const res = await submit(ana, 'no spaces allowed');
    expect(res.status).toBe(400);
    expect(res.body.error.details?.[0]?.path).toContain('idempotency-key');
  });

  it('answers a public submit retried with its key once, with the same body', async () => {
    const visitor = httpClient(t.url);
    const send = (key: string) =>
      visitor.request<PublicSubmitResponse>('POST', `/api/forms/open/forms/${publicFormId}/submit`, { json: { data: estimateData() }, headers: { 'idempotency-key': key } });
    const key = newKey();
    const [a, b] = await Promise.all([send(key), send(key)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toEqual(a.body);
    const rows = await t.database.db.selectFrom('public_submissions').select('id').where('form_id', '=', publicFormId).execute();
    expect(rows).toHaveLength(1);
  });

  it('documents the header in the OpenAPI schema of both submits', async () => {
    const doc = await httpClient(t.url).request<{ paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>> }>('GET', '/api/docs/json');
    for (const path of ['/api/user/forms/{id}/submit', '/api/forms/open/forms/{id}/submit']) {
      const names = (doc.body.paths[path]?.post?.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
      expect(names).toContain('idempotency-key');
    }
  });
});
