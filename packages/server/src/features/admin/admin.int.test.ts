import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminFormDto,
  AdminUserDto,
  DocumentDto,
  ErrorBody,
  FormDetailDto,
  FormSummaryDto,
  FormUploadDto,
  FormUsersResponse,
  Step1DataDto,
  SubmissionStatisticsDto,
  SubscriptionDto,
  UserSubscriptionDto,
} from '@atelier/core';
import { pdfImageCount as imageCount, signaturePng } from '../../pdf/test-support/pdf-tools.js';
import { databaseKinds } from '../../test/databases.js';
import { makeDocument } from '../../test/documents.js';
import { makeAdmin, makeUser, type TestUser } from '../../test/factories.js';
import { estimateDefinition } from '../../test/forms.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { createFormsService } from '../forms/forms.service.js';

const DAY = 24 * 60 * 60 * 1000;
/** The calendar day `days` after `day` (YYYY-MM-DD). */
const dayAfter = (day: string, days: number) => new Date(Date.parse(day) + days * DAY).toISOString().slice(0, 10);
type Admin = Awaited<ReturnType<typeof makeAdmin>>;

describe.each(databaseKinds())('admin calls on %s', (kind) => {
  let t: TestApp;
  let admin: Admin;
  let ana: TestUser;
  let bogdan: TestUser;

  const as = (who: { client: TestUser['client']; token: string }) => ({
    request: <T>(method: string, url: string, options: Parameters<TestUser['client']['request']>[2] = {}) =>
      who.client.request<T & ErrorBody>(method, url, { token: who.token, ...options }),
  });
  const upload = (definition: unknown) => as(admin).request<FormUploadDto>('POST', '/api/forms/', { json: definition });
  const uploadFile = async (text: string, token = admin.token) => {
    const body = new FormData();
    body.append('file', new Blob([text], { type: 'application/json' }), 'definition.json');
    const res = await fetch(`${t.url}/api/forms/`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
    return { status: res.status, body: (await res.json()) as FormUploadDto & ErrorBody };
  };
  const userForms = async (user: TestUser) => (await as(user).request<FormSummaryDto[]>('GET', '/api/user/forms')).body.map((f) => f.id);
  const pdf = async (user: TestUser, documentId: string) => {
    const res = await fetch(`${t.url}/api/user/completed_forms/${documentId}/pdf`, { headers: { authorization: `Bearer ${user.token}` } });
    return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
  };

  /** After the test clock jumps, access tokens have expired: the refresh cookie gets new ones. */
  const refresh = async (who: { client: TestUser['client']; token: string }) => {
    const res = await who.client.request<{ access_token: string }>('POST', '/api/user/refresh-token');
    expect(res.status, res.text).toBe(200);
    who.token = res.body.access_token;
  };

  beforeAll(async () => {
    t = await startTestApp({ kind, env: { TRIAL_DAYS: '5' } });
    admin = await makeAdmin(t);
    ana = await makeUser(t);
    bogdan = await makeUser(t);
  });
  afterAll(async () => t.close());

  describe('form upload', () => {
    it('creates a form from a JSON body, adds versions for the same key, and says what happened', async () => {
      const first = await upload(estimateDefinition({ key: 'upload-json', public: false }));
      expect(first.status, first.text).toBe(201);
      expect(first.body).toMatchObject({ key: 'upload-json', version: 1, status: 'created', title: 'Deviz rapid' });
      const again = await upload(estimateDefinition({ key: 'upload-json', public: false }));
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ id: first.body.id, status: 'unchanged' });
      const v2 = await upload(estimateDefinition({ key: 'upload-json', version: 2, title: 'Deviz rapid v2', public: false }));
      expect(v2.body).toMatchObject({ id: first.body.id, version: 2, status: 'updated' });

      const list = await as(admin).request<AdminFormDto[]>('GET', '/api/forms');
      expect(list.status).toBe(200);
      expect(list.body.find((f) => f.id === first.body.id)).toMatchObject({ key: 'upload-json', title: 'Deviz rapid v2', version: 2, isPublic: false, documents: 0, allocated_users: 0 });
    });

    it('accepts a multipart file', async () => {
      const res = await uploadFile(JSON.stringify(estimateDefinition({ key: 'upload-multipart' }), null, 2));
      expect(res.status).toBe(201);
      expect(res.body.status).toBe('created');
    });

    it('reports broken JSON with its line and column, from a body or a file', async () => {
      const text = '{\n  "key": "x",\n  "version": 1,\n}';
      const raw = await as(admin).request('POST', '/api/forms/', { raw: text, headers: { 'content-type': 'application/json' } });
      expect(raw.status).toBe(400);
      expect(raw.body.error).toMatchObject({ code: 'parse_error', line: 4, column: 1 });
      expect(raw.body.error.message).toContain('line 4, column 1');
      expect(raw.body.error.details).toEqual([{ path: 'line 4, column 1', message: 'trailing comma' }]);
      const file = await uploadFile('{"key": "x", "steps": [1, 2');
      expect(file.status).toBe(400);
      expect(file.body.error).toMatchObject({ code: 'parse_error', line: 1, column: 28 });
    });

    it('lists every schema problem by its JSON path', async () => {
      const definition = estimateDefinition({ key: 'upload-bad' }) as unknown as { steps: { fields: { type: string }[] }[]; version: unknown };
      const broken = structuredClone(definition);
      (broken.steps[0]?.fields[0] as { type: string }).type = 'nuber';
      broken.version = 'one';
      const res = await upload(broken);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_definition');
      const paths = res.body.error.details?.map((d) => d.path) ?? [];
      expect(paths).toEqual(expect.arrayContaining(['version', 'steps[0].fields[0].type']));
      expect((await as(admin).request<AdminFormDto[]>('GET', '/api/forms')).body.some((f) => f.key === 'upload-bad')).toBe(false);
    });

    it('refuses a definition over 2 MB with 413, as a body or a file', async () => {
      const big = JSON.stringify({ ...estimateDefinition({ key: 'upload-big' }), description: 'x'.repeat(2 * 1024 * 1024) });
      const body = await as(admin).request('POST', '/api/forms/', { raw: big, headers: { 'content-type': 'application/json' } });
      expect(body.status).toBe(413);
      expect(body.body.error.code).toBe('payload_too_large');
      const file = await uploadFile(big);
      expect(file.status).toBe(413);
      expect(file.body.error.code).toBe('payload_too_large');
    });

    it('refuses users (403) and anonymous callers (401) before reading the file', async () => {
      expect((await uploadFile('{}', ana.token)).status).toBe(403);
      expect((await fetch(`${t.url}/api/forms/`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(401);
      expect((await as(ana).request('GET', '/api/forms')).status).toBe(403);
    });
  });

  describe('access', () => {
    it('allocation and removal take effect for the user at once; the access list shows both sides', async () => {
      const { id } = (await upload(estimateDefinition({ key: 'access-test', public: false }))).body;
      expect(await userForms(ana)).not.toContain(id);
      expect((await as(bogdan).request('POST', `/api/user/forms/${id}/request`)).status).toBe(201);

      const before = await as(admin).request<FormUsersResponse>('GET', `/api/forms/${id}/users`);
      expect(before.status).toBe(200);
      const bogdanRow = before.body.users.find((u) => u.id === bogdan.user.id);
      expect(bogdanRow).toMatchObject({ email: bogdan.email, has_access: false });
      expect(bogdanRow?.pending_request_id).toMatch(/^[0-9a-f]{24}$/);
      expect(before.body.users.find((u) => u.id === ana.user.id)).toMatchObject({ has_access: false, pending_request_id: null });
      expect(before.body.users.some((u) => u.email === admin.email)).toBe(false);

      expect((await as(admin).request('POST', `/api/forms/${id}/allocate`, { json: { user_id: ana.user.id } })).status).toBe(200);
      expect(await userForms(ana)).toContain(id);
      expect((await as(ana).request('GET', `/api/user/forms/${id}`)).status).toBe(200);
      const after = await as(admin).request<FormUsersResponse>('GET', `/api/forms/${id}/users`);
      expect(after.body.users[0]).toMatchObject({ id: ana.user.id, has_access: true });

      expect((await as(admin).request('POST', `/api/forms/${id}/remove_access`, { json: { user_id: ana.user.id } })).status).toBe(200);
      expect(await userForms(ana)).not.toContain(id);
      expect((await as(ana).request('GET', `/api/user/forms/${id}`)).status).toBe(403);
    });

    it('answers 404 for an unknown form', async () => {
      const res = await as(admin).request('GET', '/api/forms/0123456789abcdef01234567/users');
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('form_not_found');
    });
  });

  describe('delete', () => {
    it('removes the form from lists while its documents stay readable and printable', async () => {
      const { id } = (await upload(estimateDefinition({ key: 'delete-test', public: false }))).body;
      await as(admin).request('POST', `/api/forms/${id}/allocate`, { json: { user_id: ana.user.id } });
      const doc = await makeDocument({ user: ana, formId: id });
      expect((await as(admin).request<AdminFormDto[]>('GET', '/api/forms')).body.find((f) => f.id === id)).toMatchObject({ documents: 1, allocated_users: 1 });

      const deleted = await as(admin).request('DELETE', `/api/forms/${id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ id, deleted: true });
      expect(await userForms(ana)).not.toContain(id);
      const catalog = (await (await fetch(`${t.url}/api/forms/catalog`)).json()) as { id: string }[];
      expect(catalog.map((e) => e.id)).not.toContain(id);
      expect((await as(admin).request<AdminFormDto[]>('GET', '/api/forms')).body.map((f) => f.id)).not.toContain(id);

      const read = await as(ana).request<DocumentDto>('GET', `/api/user/completed_forms/${doc.id}`);
      expect(read.status).toBe(200);
      expect(read.body.number).toBe(doc.number);
      // The document page reads the version it was made with: still answered to its author only.
      const made = await as(ana).request<FormDetailDto>('GET', `/api/user/forms/${id}?version=${doc.form_version}`);
      expect(made.status, made.text).toBe(200);
      expect(made.body).toMatchObject({ id, access: 'documents', form_schema: { key: 'delete-test' } });
      expect((await as(ana).request('GET', `/api/user/forms/${id}`)).status).toBe(404);
      expect((await as(bogdan).request('GET', `/api/user/forms/${id}?version=${doc.form_version}`)).status).toBe(404);
      const printed = await pdf(ana, doc.id);
      expect(printed.status).toBe(200);
      expect(printed.type).toBe('application/pdf');
      expect(printed.body.subarray(0, 5).toString()).toBe('%PDF-');

      expect((await as(admin).request('DELETE', `/api/forms/${id}`)).status).toBe(404);
      // A new release of the catalogue with a higher version does not undo the admin's deletion.
      const seeded = await createFormsService({ db: t.database.db, now: t.clock.now }).publish(estimateDefinition({ key: 'delete-test', public: false, version: 2 }));
      expect(seeded).toMatchObject({ id, updated: true, restored: false });
      expect(await userForms(ana)).not.toContain(id);
      const restored = await upload(estimateDefinition({ key: 'delete-test', public: false }));
      expect(restored.body).toMatchObject({ id, status: 'restored' });
      expect(await userForms(ana)).toContain(id);
    });
  });

  describe('step 1 data and statistics', () => {
    it('lists the first step of every document, newest first, with the author', async () => {
      const { id } = (await upload(estimateDefinition({ key: 'step1-test' }))).body;
      await makeDocument({ user: ana, formId: id });
      t.clock.advance(1000);
      const second = await makeDocument({ user: bogdan, formId: id });
      const res = await as(admin).request<Step1DataDto>('GET', `/api/forms/admin/${id}/step1_data?limit=1`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-total-count')).toBe('2');
      expect(res.body.step.name).toBe('client');
      expect(res.body.entries).toEqual([
        expect.objectContaining({ document_id: second.id, user_id: bogdan.user.id, email: bogdan.email, data: expect.objectContaining({ name: 'Ștefan Popescu' }) }),
      ]);
      const next = await as(admin).request<Step1DataDto>('GET', `/api/forms/admin/${id}/step1_data?skip=1&limit=1`);
      expect(next.body.entries[0]?.email).toBe(ana.email);
    });

    it('counts documents per day, form and user within the range', async () => {
      const { id } = (await upload(estimateDefinition({ key: 'stats-test' }))).body;
      const today = t.clock.now().toISOString().slice(0, 10);
      await makeDocument({ user: ana, formId: id });
      await makeDocument({ user: ana, formId: id });
      await makeDocument({ user: bogdan, formId: id });
      const res = await as(admin).request<SubmissionStatisticsDto>('GET', `/api/forms/admin/submission-statistics?start_date=${today}&end_date=${today}&form_id=${id}`);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ start_date: today, end_date: today, total: 3, per_day: [{ date: today, count: 3 }] });
      expect(res.body.per_form).toEqual([{ form_id: id, title: 'Deviz rapid', count: 3 }]);
      expect(res.body.per_user).toEqual([
        { user_id: ana.user.id, email: ana.email, count: 2 },
        { user_id: bogdan.user.id, email: bogdan.email, count: 1 },
      ]);
      const week = await as(admin).request<SubmissionStatisticsDto>('GET', `/api/forms/admin/submission-statistics?end_date=${today}`);
      expect(week.body.per_day).toHaveLength(30);
      expect(week.body.total).toBeGreaterThanOrEqual(3);
    });

    it.each(['start_date=2026-13-01', 'end_date=yesterday', 'start_date=2026-05-02&end_date=2026-05-01', 'start_date=2020-01-01&end_date=2026-01-01', 'form_id=xyz'])(
      'refuses %s with 400',
      async (query) => {
        const res = await as(admin).request('GET', `/api/forms/admin/submission-statistics?${query}`);
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe('validation_error');
      },
    );
  });

  describe('users and subscriptions', () => {
    it('lists accounts with search, pagination, allocation count and last seen', async () => {
      const carmen = await makeUser(t, { email: `carmen.${Date.now()}@firma-100%.ro`.replace('%', '') });
      await as(carmen).request('GET', '/api/user/me');
      const found = await as(admin).request<AdminUserDto[]>('GET', `/api/users?search=${encodeURIComponent('CARMEN.')}`);
      expect(found.status).toBe(200);
      expect(found.headers.get('x-total-count')).toBe('1');
      expect(found.body[0]).toMatchObject({ id: carmen.user.id, email: carmen.email, allocated_forms: 0, subscription: null });
      expect(found.body[0]?.last_seen_at).not.toBeNull();
      expect((await as(admin).request<AdminUserDto[]>('GET', '/api/users?search=%25')).body).toEqual([]);

      const page = await as(admin).request<AdminUserDto[]>('GET', '/api/users?skip=1&limit=2');
      expect(page.body).toHaveLength(2);
      expect(Number(page.headers.get('x-total-count'))).toBeGreaterThanOrEqual(3);
      expect((await as(admin).request('GET', '/api/users?limit=1000')).status).toBe(400);
    });

    it('records a subscription priced by the server; it ends the trial banner and keeps the history', async () => {
      const dan = await makeUser(t);
      t.clock.advance(6 * DAY);
      await refresh(dan);
      await refresh(admin);
      expect((await as(dan).request<boolean>('GET', '/api/user/payment-banner-status')).body).toBe(true);

      const today = t.clock.now().toISOString().slice(0, 10);
      const nextYear = new Date(t.clock.now().getTime() + 364 * DAY).toISOString().slice(0, 10);
      const res = await as(admin).request<SubscriptionDto>('PUT', `/api/users/${dan.user.id}/subscription`, {
        json: { starts_at: today, ends_at: nextYear, applications: 4, addons: { logo: true } },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({
        applications: 4,
        active: true,
        addons: { registry_integration: false, entry_sheet: false, logo: true },
        price: { net: { RON: '450.00', EUR: '90.00' }, vat: { RON: '94.50', EUR: '18.90' }, gross: { RON: '544.50', EUR: '108.90' }, vat_rate: 21, logo_one_off: true },
      });
      // SPEC §9: the logo is one-off, apart from the yearly 200 + 3 × 50 RON.
      expect(res.body.price.yearly).toEqual({ net: { RON: '350.00', EUR: '70.00' }, vat: { RON: '73.50', EUR: '14.70' }, gross: { RON: '423.50', EUR: '84.70' } });
      expect(res.body.price.one_off).toEqual({ net: { RON: '100.00', EUR: '20.00' }, vat: { RON: '21.00', EUR: '4.20' }, gross: { RON: '121.00', EUR: '24.20' } });
      expect((await as(dan).request<boolean>('GET', '/api/user/payment-banner-status')).body).toBe(false);
      expect((await as(dan).request<UserSubscriptionDto>('GET', '/api/user/subscription')).body).toMatchObject({
        active: true,
        addons: { logo: true },
        price: { yearly: { gross: { RON: '423.50' } }, one_off: { gross: { RON: '121.00' } } },
      });

      // Renewal: the logo was already paid once, so only the yearly 350 RON.
      const renewal = await as(admin).request<SubscriptionDto>('PUT', `/api/users/${dan.user.id}/subscription`, {
        json: { starts_at: dayAfter(nextYear, 1), ends_at: dayAfter(nextYear, 365), applications: 4, addons: { logo: true } },
      });
      expect(renewal.body.price).toMatchObject({ net: { RON: '350.00' }, logo_one_off: false, yearly: { net: { RON: '350.00' } }, one_off: { gross: { RON: '0.00' } } });
      const history = await as(admin).request<SubscriptionDto[]>('GET', `/api/users/${dan.user.id}/subscriptions`);
      expect(history.body.map((s) => s.price.net.RON)).toEqual(['350.00', '450.00']);
      const listed = await as(admin).request<AdminUserDto[]>('GET', `/api/users?search=${encodeURIComponent(dan.email)}`);
      expect(listed.body[0]?.subscription).toMatchObject({ id: res.body.id, active: true });
    });

    it('refuses a bad period, an unknown user and an admin account', async () => {
      const bad = await as(admin).request('PUT', `/api/users/${ana.user.id}/subscription`, { json: { starts_at: '2026-05-02', ends_at: '2026-05-01', applications: 1 } });
      expect(bad.status).toBe(400);
      expect(bad.body.error.details?.[0]?.path).toBe('ends_at');
      expect((await as(admin).request('PUT', `/api/users/${ana.user.id}/subscription`, { json: { starts_at: '2026-05-01', ends_at: '2027-04-30', applications: -1 } })).status).toBe(400);
      const unknown = await as(admin).request('PUT', '/api/users/0123456789abcdef01234567/subscription', { json: { starts_at: '2026-05-01', ends_at: '2027-04-30', applications: 1 } });
      expect(unknown.status).toBe(404);
    });

    it('prints the logo on PDFs only while the logo add-on is active', async () => {
      const eva = await makeUser(t);
      const image = signaturePng().replace(/^data:image\/png;base64,/, '');
      const refused = await as(eva).request('PUT', '/api/user/logo', { json: { image } });
      expect(refused.status).toBe(402);
      expect(refused.body.error.code).toBe('payment_required');

      const { id } = (await upload(estimateDefinition({ key: 'logo-test' }))).body;
      const doc = await makeDocument({ user: eva, formId: id });
      expect(imageCount((await pdf(eva, doc.id)).body)).toBe(0);

      const today = t.clock.now().toISOString().slice(0, 10);
      const end = new Date(t.clock.now().getTime() + 2 * DAY).toISOString().slice(0, 10);
      await as(admin).request('PUT', `/api/users/${eva.user.id}/subscription`, { json: { starts_at: today, ends_at: end, applications: 1, addons: { logo: true } } });
      expect((await as(eva).request('PUT', '/api/user/logo', { json: { image: Buffer.from('not an image').toString('base64') } })).status).toBe(400);
      const saved = await as(eva).request('PUT', '/api/user/logo', { json: { image } });
      expect(saved.status, saved.text).toBe(200);
      expect(saved.body).toMatchObject({ mime: 'image/png' });
      expect(imageCount((await pdf(eva, doc.id)).body)).toBe(1);

      t.clock.advance(4 * DAY);
      await refresh(eva);
      await refresh(admin);
      expect(imageCount((await pdf(eva, doc.id)).body)).toBe(0);
    });

    describe('correcting and deleting periods', () => {
      const periodsUrl = (user: TestUser, id = '') => `/api/users/${user.user.id}/subscriptions${id ? `/${id}` : ''}`;
      const record = (user: TestUser, json: Record<string, unknown>) => as(admin).request<SubscriptionDto>('PUT', `/api/users/${user.user.id}/subscription`, { json });

      it('recomputes the price of a corrected period and keeps the logo one-off on the first period that has it', async () => {
        const filip = await makeUser(t);
        const first = await record(filip, { starts_at: '2030-01-01', ends_at: '2030-12-31', applications: 1, addons: { logo: true } });
        expect(first.body.price).toMatchObject({ net: { RON: '300.00' }, logo_one_off: true });
        const second = await record(filip, { starts_at: '2031-01-01', ends_at: '2031-12-31', applications: 1, addons: { logo: true } });
        expect(second.body.price).toMatchObject({ net: { RON: '200.00' }, logo_one_off: false });

        const corrected = await as(admin).request<SubscriptionDto>('PUT', periodsUrl(filip, first.body.id), {
          json: { starts_at: '2030-02-01', ends_at: '2030-12-31', applications: 4, addons: { logo: true, entry_sheet: true } },
        });
        expect(corrected.status, corrected.text).toBe(200);
        expect(corrected.body).toMatchObject({ id: first.body.id, starts_at: '2030-02-01T00:00:00.000Z', ends_at: '2031-01-01T00:00:00.000Z', applications: 4 });
        // 200 + 3 × 50 + entry sheet 50 + logo one-off 100 = 500 RON net, VAT 21% apart.
        expect(corrected.body.price).toMatchObject({ net: { RON: '500.00', EUR: '100.00' }, vat: { RON: '105.00' }, gross: { RON: '605.00' }, logo_one_off: true });
        expect(corrected.body.price).toMatchObject({ yearly: { net: { RON: '400.00' }, gross: { RON: '484.00' } }, one_off: { net: { RON: '100.00' }, gross: { RON: '121.00' } } });
        const renewal = await as(admin).request<SubscriptionDto>('PUT', periodsUrl(filip, second.body.id), {
          json: { starts_at: '2031-01-01', ends_at: '2031-12-31', applications: 2, addons: { logo: true } },
        });
        expect(renewal.body.price).toMatchObject({ net: { RON: '250.00' }, logo_one_off: false });
        const history = await as(admin).request<SubscriptionDto[]>('GET', periodsUrl(filip));
        expect(history.body.map((s) => [s.id, s.price.net.RON])).toEqual([
          [second.body.id, '250.00'],
          [first.body.id, '500.00'],
        ]);
      });

      it('refuses a period overlapping another of the same account (409, naming its dates), but not one of another account', async () => {
        const gina = await makeUser(t);
        const horia = await makeUser(t);
        const kept = await record(gina, { starts_at: '2030-03-01', ends_at: '2030-05-31', applications: 1 });
        const later = await record(gina, { starts_at: '2030-07-01', ends_at: '2030-08-31', applications: 1 });
        const clash = await record(gina, { starts_at: '2030-05-31', ends_at: '2030-06-30', applications: 1 });
        expect(clash.status).toBe(409);
        expect(clash.body.error.code).toBe('conflict');
        expect(clash.body.error.message).toContain('from 2030-03-01 to 2030-05-31');
        // The day after the last covered day is free; other accounts have their own periods.
        expect((await record(gina, { starts_at: '2030-06-01', ends_at: '2030-06-30', applications: 1 })).status).toBe(200);
        expect((await record(horia, { starts_at: '2030-03-01', ends_at: '2030-05-31', applications: 1 })).status).toBe(200);

        const stretched = await as(admin).request('PUT', periodsUrl(gina, later.body.id), { json: { starts_at: '2030-05-15', ends_at: '2030-08-31', applications: 1 } });
        expect(stretched.status).toBe(409);
        expect(stretched.body.error.message).toContain('from 2030-03-01 to 2030-05-31');
        // A period may be corrected over its own old dates.
        const shifted = await as(admin).request('PUT', periodsUrl(gina, kept.body.id), { json: { starts_at: '2030-02-01', ends_at: '2030-05-30', applications: 1 } });
        expect(shifted.status, shifted.text).toBe(200);
      });

      it('lets only one of several overlapping periods recorded at the same moment through', async () => {
        const jan = await makeUser(t);
        const answers = await Promise.all(
          Array.from({ length: 8 }, (_, i) => record(jan, { starts_at: `2030-0${i + 1}-01`, ends_at: '2030-12-31', applications: i + 1 })),
        );
        expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
        expect((await as(admin).request<SubscriptionDto[]>('GET', periodsUrl(jan))).body).toHaveLength(1);
      });

      it('deletes a period, and answers 400 for end before start and 404 for a period of another account', async () => {
        const ioana = await makeUser(t);
        const other = await makeUser(t);
        const period = await record(ioana, { starts_at: '2030-01-01', ends_at: '2030-12-31', applications: 1 });
        const foreign = await record(other, { starts_at: '2030-01-01', ends_at: '2030-12-31', applications: 1 });

        const backwards = await as(admin).request('PUT', periodsUrl(ioana, period.body.id), { json: { starts_at: '2030-06-02', ends_at: '2030-06-01', applications: 1 } });
        expect(backwards.status).toBe(400);
        expect(backwards.body.error.details?.[0]?.path).toBe('ends_at');
        expect((await as(admin).request('PUT', periodsUrl(ioana, 'not-an-id'), { json: { starts_at: '2030-01-01', ends_at: '2030-12-31', applications: 1 } })).status).toBe(400);

        const body = { json: { starts_at: '2031-01-01', ends_at: '2031-12-31', applications: 1 } };
        expect((await as(admin).request('PUT', periodsUrl(ioana, foreign.body.id), body)).status).toBe(404);
        expect((await as(admin).request('DELETE', periodsUrl(ioana, foreign.body.id))).status).toBe(404);
        expect((await as(admin).request('PUT', `/api/users/0123456789abcdef01234567/subscriptions/${period.body.id}`, body)).status).toBe(404);
        expect((await as(admin).request<SubscriptionDto[]>('GET', periodsUrl(other))).body.map((s) => s.id)).toEqual([foreign.body.id]);

        expect((await as(ioana).request('DELETE', periodsUrl(ioana, period.body.id))).status).toBe(403);
        const deleted = await as(admin).request('DELETE', periodsUrl(ioana, period.body.id));
        expect(deleted.status).toBe(204);
        expect((await as(admin).request<SubscriptionDto[]>('GET', periodsUrl(ioana))).body).toEqual([]);
        expect((await as(admin).request('DELETE', periodsUrl(ioana, period.body.id))).status).toBe(404);
      });
    });
  });
});
