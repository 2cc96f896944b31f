import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDto, FormSummaryDto, TokenResponse, UserDto } from '@atelier/core';
import { appointmentData } from '../test/appointments.js';
import { databaseKinds } from '../test/databases.js';
import { makeAdmin, uniqueEmail } from '../test/factories.js';
import { estimateData, grantNotificari, makeForm } from '../test/forms.js';
import { httpClient } from '../test/http-client.js';
import { answerChecker, type AnswerChecker, type OpenApiDocument } from '../test/openapi-answers.js';
import { startTestApp, type TestApp } from '../test/test-app.js';
import { catalogDefinition } from '../pdf/test-support/samples.js';
import { createFormsService } from '../features/forms/forms.service.js';
import { grantAccess } from '../features/forms/forms.repo.js';

/**
 * A walk over the main calls of the API, as a client generated from the OpenAPI document makes
 * them: every answer it gets (status, content type, JSON body) must be what the document declares.
 */
describe.each(databaseKinds())('answers match the OpenAPI document on %s', (kind) => {
  let t: TestApp;
  let checker: AnswerChecker;

  beforeAll(async () => {
    t = await startTestApp({ kind });
    checker = answerChecker((await (await fetch(`${t.url}/api/docs/json`)).json()) as OpenApiDocument);
  });
  afterAll(async () => t.close());

  it('in a walk over sign-in, applications, documents, appointments, reminders, profile, statistics, team and admin', { timeout: 300_000 }, async () => {
    const client = checker.wrap(httpClient(t.url));
    const email = uniqueEmail('raspunsuri');
    const password = 'parola-sigura-1';
    const registered = await client.request<UserDto>('POST', '/api/user/register', { json: { email, password } });
    expect(registered.status).toBe(201);
    const login = await client.request<TokenResponse>('POST', '/api/user/token', { form: { username: email, password } });
    expect(login.status).toBe(200);
    const refreshed = await client.request<TokenResponse>('POST', '/api/user/refresh-token');
    expect(refreshed.status).toBe(200);
    const token = refreshed.body.access_token;
    const call = <T>(method: string, path: string, json?: unknown) => client.request<T>(method, path, { token, ...(json === undefined ? {} : { json }) });

    const business = await t.database.db.selectFrom('users').select('business_id').where('id', '=', registered.body.id).executeTakeFirstOrThrow();
    const estimate = (await makeForm(t, {}, [registered.body.id])).id;
    const appointments = (await createFormsService({ db: t.database.db, now: t.clock.now }).publish(catalogDefinition('programare-interna-service.json'))).id;
    await grantAccess(t.database.db, business.business_id!, appointments);
    await grantNotificari(t, [registered.body.id]);

    for (const path of ['/api/health', '/api/user/me', '/api/user/status', '/api/user/payment-banner-status', '/api/user/profile', '/api/user/first-steps', '/api/user/sessions', '/api/user/subscription']) {
      expect((await call('GET', path)).status, path).toBe(200);
    }

    // Applications and documents.
    const forms = await call<FormSummaryDto[]>('GET', '/api/user/forms');
    expect(forms.status).toBe(200);
    expect((await call('GET', `/api/user/forms/${estimate}`)).status).toBe(200);
    expect((await call('GET', '/api/forms/catalog')).status).toBe(200);
    const created = await call<DocumentDto>('POST', `/api/user/forms/${estimate}/submit`, { data: estimateData() });
    expect(created.status).toBe(201);
    expect((await call('GET', '/api/user/completed_forms')).status).toBe(200);
    expect((await call('GET', `/api/user/completed_forms/${created.body.id}`)).status).toBe(200);
    expect((await call('GET', `/api/user/forms/${estimate}/submission_count`)).status).toBe(200);
    expect((await call('GET', '/api/user/submissions/search?q=Popescu')).status).toBe(200);

    // Appointments: a week with a booked day, working days (no reason) and closed ones (a reason).
    const booked = await call<DocumentDto>('POST', `/api/user/forms/${appointments}/submit`, { data: appointmentData({ date: '2026-12-03', start: '09:00', hours: 2 }) });
    expect(booked.status).toBe(201);
    for (const path of ['/api/user/appointments?from=2026-11-30&to=2026-12-06', '/api/user/appointments/availability?date=2026-12-03', '/api/user/working-hours', '/api/user/closed-days', '/api/user/calendar-feed', '/api/user/video-projects?from=2026-11-30&to=2026-12-06']) {
      expect((await call('GET', path)).status, path).toBe(200);
    }

    // Reminders, tags, statistics, the data export's list.
    for (const path of ['/api/user/reminders', '/api/user/reminders/settings', '/api/user/reminders/consents', '/api/user/tags', '/api/user/service-statistics', '/api/user/invoice-statistics', '/api/user/fleet/stats', '/api/user/service/finance', '/api/user/exports']) {
      expect((await call('GET', path)).status, path).toBe(200);
    }

    // The team.
    expect((await call('POST', '/api/user/team/invitations', { email: 'coleg@example.ro', name: 'Ion Coleg' })).status).toBe(201);
    expect((await call('GET', '/api/user/team')).status).toBe(200);

    // Errors are answers too.
    expect((await call('GET', '/api/user/completed_forms/0123456789abcdef01234567')).status).toBe(404);
    expect((await client.request('GET', '/api/user/profile')).status).toBe(401);

    // The operator's dashboard.
    const admin = await makeAdmin(t);
    const adminClient = checker.wrap(admin.client);
    for (const path of ['/api/users', '/api/users/online', '/api/forms', '/api/forms/requests', '/api/contact-messages']) {
      expect((await adminClient.request('GET', path, { token: admin.token })).status, path).toBe(200);
    }

    expect((await client.request('POST', '/api/user/logout')).status).toBe(204);

    expect(checker.mismatches).toEqual([]);
    for (const main of ['POST /api/user/token', 'POST /api/user/refresh-token', 'GET /api/user/completed_forms', 'GET /api/user/completed_forms/{id}', 'POST /api/user/forms/{id}/submit', 'GET /api/user/forms', 'GET /api/user/appointments', 'GET /api/user/reminders', 'GET /api/user/profile', 'GET /api/user/service-statistics', 'GET /api/user/team']) {
      expect(checker.checked, main).toContain(main);
    }
  });
});
