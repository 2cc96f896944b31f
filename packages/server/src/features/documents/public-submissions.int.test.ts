import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_SUBMISSION_ID_PATTERN, computeValues, formatMoney, type ErrorBody, type FormDetailDto, type FormSummaryDto, type PublicSubmissionDto, type PublicSubmitResponse } from '@atelier/core';
import { pdfText, plain } from '../../pdf/test-support/pdf-tools.js';
import { catalogDefinition, estimateSample } from '../../pdf/test-support/samples.js';
import { databaseKinds } from '../../test/databases.js';
import { makeUser } from '../../test/factories.js';
import { estimateData, makeForm } from '../../test/forms.js';
import { httpClient, type HttpClient } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createFormsService } from '../forms/forms.service.js';

const SUBMIT_LIMIT = 4;
const PDF_LIMIT = 3;
const WINDOW_SECONDS = 60;

describe.each(databaseKinds())('public applications without an account on %s', (kind) => {
  let t: TestApp;
  let anonymous: HttpClient;
  let quick: { id: string };
  let privateForm: { id: string };
  let deletedForm: { id: string };
  let payer: { id: string };

  const fetchFile = async (method: 'GET' | 'POST', path: string, json?: unknown) => {
    const response = await fetch(`${t.url}${path}`, {
      method,
      headers: json ? { 'content-type': 'application/json' } : {},
      ...(json ? { body: JSON.stringify(json) } : {}),
    });
    return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
  };
  const submit = (formId: string, data: unknown) => anonymous.request<PublicSubmitResponse & ErrorBody>('POST', `/api/forms/open/forms/${formId}/submit`, { json: { data } });
  const rowCount = async () => Number((await t.database.db.selectFrom('public_submissions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await startTestApp({
      kind,
      env: { PDF_WORKERS: '1', PUBLIC_SUBMIT_LIMIT: String(SUBMIT_LIMIT), PUBLIC_PDF_LIMIT: String(PDF_LIMIT), PUBLIC_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS) },
    });
    anonymous = httpClient(t.url);
    quick = await makeForm(t, { public: true });
    privateForm = await makeForm(t, { key: 'deviz-privat', public: false });
    deletedForm = await makeForm(t, { key: 'deviz-sters', public: true });
    await t.database.db.updateTable('forms').set({ deleted_at: t.clock.now() }).where('id', '=', deletedForm.id).execute();
    payer = { id: (await createFormsService({ db: t.database.db, now: t.clock.now }).publish(catalogDefinition('deviz-auto-platitor-tva.json'))).id };
  }, 60_000);
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.counters.reset('public:submit:127.0.0.1');
    await t.counters.reset('public:pdf:127.0.0.1');
  });

  it('lists only the live public applications, without a token, titles in the asked language', async () => {
    const res = await anonymous.request<FormSummaryDto[]>('GET', '/api/forms/open/forms');
    expect(res.status, res.text).toBe(200);
    const ids = res.body.map((f) => f.id);
    expect(ids).toContain(quick.id);
    expect(ids).toContain(payer.id);
    expect(ids).not.toContain(privateForm.id);
    expect(ids).not.toContain(deletedForm.id);
    expect(res.body.every((f) => f.isPublic && f.access === 'public')).toBe(true);
    expect(res.body.find((f) => f.id === payer.id)?.title).toBe('Deviz auto (plătitor de TVA)');

    const en = await anonymous.request<FormSummaryDto[]>('GET', '/api/forms/open/forms?locale=en');
    expect(en.body.find((f) => f.id === payer.id)?.title).toBe('Car service estimate (VAT payer)');
    const it = await anonymous.request<FormSummaryDto[]>('GET', '/api/forms/open/forms', { headers: { 'accept-language': 'de-DE, it;q=0.8, en;q=0.5' } });
    expect(it.body.find((f) => f.id === payer.id)?.title).toBe('Preventivo officina auto (soggetto IVA)');
    const bad = await anonymous.request<ErrorBody>('GET', '/api/forms/open/forms?locale=fr');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_error');
  });

  it('gives one public application with its definition, and 404 for private, deleted and unknown ones', async () => {
    const res = await anonymous.request<FormDetailDto>('GET', `/api/forms/open/forms/${payer.id}?locale=en`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.title).toBe('Car service estimate (VAT payer)');
    expect(res.body.form_schema.key).toBe('deviz-auto-platitor-tva');
    for (const id of [privateForm.id, deletedForm.id, '0123456789abcdef01234567']) {
      const missing = await anonymous.request<ErrorBody>('GET', `/api/forms/open/forms/${id}`);
      expect(missing.status, id).toBe(404);
      expect(missing.body.error.code).toBe('form_not_found');
    }
    // A signed-in user's allocation does not make a private form public.
    const user = await makeUser(t);
    expect((await user.client.request('GET', `/api/forms/open/forms/${privateForm.id}`, { token: user.token })).status).toBe(404);
  });

  it('saves a valid submission under an unguessable id, recomputed by the server, numbered per form', async () => {
    const before = await rowCount();
    const first = await submit(quick.id, estimateData());
    expect(first.status, first.text).toBe(201);
    expect(first.body.id).toMatch(PUBLIC_SUBMISSION_ID_PATTERN);
    expect(first.body.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const second = await submit(quick.id, estimateData());
    expect(second.body.id).not.toBe(first.body.id);
    expect(first.body.number).toMatch(/^WEB-DV-\d{4}$/);
    expect(Number(second.body.number.slice(-4))).toBe(Number(first.body.number.slice(-4)) + 1);
    expect(await rowCount()).toBe(before + 2);

    const got = await anonymous.request<PublicSubmissionDto>('GET', `/api/forms/public/submissions/${first.body.id}`);
    expect(got.status, got.text).toBe(200);
    expect(got.body).toMatchObject({ id: first.body.id, form_id: quick.id, form_version: 1, title: 'Deviz rapid', number: first.body.number });
    expect(got.body.form_schema.key).toBe('deviz-rapid-test');
    const lines = got.body.data.parts?.items as Record<string, unknown>[];
    // The client's "999" is recomputed: 1 × 45.50; 254.50 + 21% VAT (53.445, half up).
    expect(lines[0]?.value).toBe('45.50');
    expect(got.body.totals.grand).toBe('307.95');
    expect(got.body.data.client?.number).toBe(first.body.number);
    expect(got.body.facts['client.name']).toBe('Ștefan Popescu');
  });

  it('answers 400 with the field paths for invalid data, 404 for a private form, and saves nothing', async () => {
    const before = await rowCount();
    const invalid = await submit(quick.id, estimateData({ client: { name: '' }, vehicle: { plate: '' } }));
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.code).toBe('validation_error');
    expect(invalid.body.error.details?.map((d) => d.path)).toEqual(expect.arrayContaining(['client.name', 'vehicle.plate']));
    const shape = await anonymous.request<ErrorBody>('POST', `/api/forms/open/forms/${quick.id}/submit`, { json: { data: 'nope' } });
    expect(shape.status).toBe(400);
    const hidden = await submit(privateForm.id, estimateData());
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.code).toBe('form_not_found');
    expect(await rowCount()).toBe(before);
  });

  it('answers 404 for an unknown submission id and 400 for a malformed one, in the error shape', async () => {
    const unknown = await anonymous.request<ErrorBody>('GET', `/api/forms/public/submissions/${'A'.repeat(32)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('document_not_found');
    for (const bad of ['short', '0123456789abcdef01234567', `${'A'.repeat(31)}!`]) {
      const res = await anonymous.request<ErrorBody>('GET', `/api/forms/public/submissions/${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.code).toBe('validation_error');
      expect((await fetchFile('GET', `/api/forms/public/submissions/${encodeURIComponent(bad)}/pdf`)).status).toBe(400);
    }
    expect((await fetchFile('GET', `/api/forms/public/submissions/${'A'.repeat(32)}/pdf`)).status).toBe(404);
  });

  it('round trip: submit a catalogue estimate, read it back, download its PDF with the number and totals', async () => {
    const data = estimateSample({ labor: 2, parts: 3 });
    const created = await submit(payer.id, data);
    expect(created.status, created.text).toBe(201);
    const got = await anonymous.request<PublicSubmissionDto>('GET', `/api/forms/public/submissions/${created.body.id}`);
    expect(got.body.title).toBe('Deviz auto (plătitor de TVA)');
    const res = await fetchFile('GET', `/api/forms/public/submissions/${created.body.id}/pdf`);
    expect(res.status, res.body.toString()).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Deviz ${created.body.number} - Stefan Turcanu-Brancoveanu.pdf"; filename*=UTF-8''${encodeURIComponent(`Deviz ${created.body.number} - Ștefan Țurcanu-Brâncoveanu.pdf`)}`,
    );
    const { text } = pdfText(res.body);
    expect(text).toContain('Service Auto Mureșan & Fiii SRL');
    expect(text).toContain(created.body.number);
    expect(text).not.toContain('PREVIZUALIZARE');
    const { totals } = computeValues(catalogDefinition('deviz-auto-platitor-tva.json'), got.body.data);
    expect(text).toContain(plain(formatMoney(totals.grand, { locale: 'ro' })));
    expect(got.body.totals.grand).toBe(totals.grand);
    expect(pdfText((await fetchFile('GET', `/api/forms/public/submissions/${created.body.id}/pdf?locale=en`)).body).text).toContain('ESTIMATE');
  });

  it('previews a public form as a PDF without saving, and refuses a private one', async () => {
    const before = await rowCount();
    const res = await fetchFile('POST', `/api/forms/open/forms/${payer.id}/pdf?locale=en`, { data: estimateSample({ labor: 1, parts: 1 }) });
    expect(res.status, res.body.toString()).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="Estimate (preview) - Stefan Turcanu-Brancoveanu.pdf"; filename*=UTF-8''Estimate%20%28preview%29%20-%20%C8%98tefan%20%C8%9Aurcanu-Br%C3%A2ncoveanu.pdf`,
    );
    expect(pdfText(res.body).text).toContain('PREVIEW');
    expect((await fetchFile('POST', `/api/forms/open/forms/${privateForm.id}/pdf`, { data: estimateData() })).status).toBe(404);
    expect(await rowCount()).toBe(before);
  });

  it('refuses a public preview that submit refuses, with the same 400 and field paths, before rendering anything', async () => {
    const data = estimateSample({ labor: 1, parts: 1 });
    (data.labor?.items as Record<string, unknown>[])[0]!.discount = 150;
    data.company!.valid_until = 'z'.repeat(1003);
    const preview = await fetchFile('POST', `/api/forms/open/forms/${payer.id}/pdf`, { data });
    expect(preview.status).toBe(400);
    const body = JSON.parse(preview.body.toString()) as ErrorBody;
    expect(body.error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'company.valid_until', code: 'date' }), expect.objectContaining({ path: 'labor.items[0].discount', code: 'max' })]),
    );
    expect(body).toEqual((await submit(payer.id, data)).body);
  });

  it('limits submits and PDFs per IP: 429 rate_limited with Retry-After, then the window passes', async () => {
    for (let i = 0; i < SUBMIT_LIMIT; i += 1) expect((await submit(quick.id, estimateData())).status).toBe(201);
    const refused = await submit(quick.id, estimateData());
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(refused.headers.get('retry-after')).toBe(String(WINDOW_SECONDS));

    for (let i = 0; i < PDF_LIMIT; i += 1) expect((await fetchFile('POST', `/api/forms/open/forms/${quick.id}/pdf`, { data: estimateData() })).status).toBe(200);
    const pdfRefused = await fetchFile('POST', `/api/forms/open/forms/${quick.id}/pdf`, { data: estimateData() });
    expect(pdfRefused.status).toBe(429);
    expect(JSON.parse(pdfRefused.body.toString())).toMatchObject({ error: { code: 'rate_limited' } });

    t.clock.advance(WINDOW_SECONDS * 1000 + 1);
    expect((await submit(quick.id, estimateData())).status).toBe(201);
  });
});
