import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedDto, ErrorBody } from '@atelier/core';
import { appointmentData, bookAppointment } from '../../test/appointments.js';
import { databaseKinds } from '../../test/databases.js';
import { makeMember, makeUser, type TestUser } from '../../test/factories.js';
import { userCall } from '../../test/http-client.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { catalogDefinition } from '../../pdf/test-support/samples.js';
import { createFormsService } from '../forms/forms.service.js';
import { grantAccess } from '../forms/forms.repo.js';
import { parseCalendar } from './appointments-test-support.js';

const TODAY = new Date('2026-11-27T10:00:00Z');

describe.each(databaseKinds())('the private calendar feed on %s', (kind) => {
  let t: TestApp;
  let formId: string;

  beforeAll(async () => {
    t = await startTestApp({ kind });
    t.clock.set(TODAY);
    formId = (await createFormsService({ db: t.database.db, now: t.clock.now }).publish(catalogDefinition('programare-interna-service.json'))).id;
  });
  afterAll(async () => t.close());

  const owner = async () => {
    const user = await makeUser(t);
    await grantAccess(t.database.db, user.businessId, formId);
    return user;
  };
  const call = userCall;
  const book = (user: TestUser, data: ReturnType<typeof appointmentData>) => bookAppointment({ user, formId, data });
  /** The feed as a calendar app reads it: by URL, no session. */
  const read = (url: string) => fetch(`${t.url}${new URL(url).pathname}`);

  it('serves the business\'s appointments as iCalendar: Bucharest times in UTC, all-day when untimed, a stable UID, completed ones marked', async () => {
    const a = await owner();
    await t.database.db.updateTable('businesses').set({ name: 'Service Auto Ștefănescu' }).where('id', '=', a.businessId).execute();
    expect((await call<CalendarFeedDto>(a, 'GET', '/api/user/calendar-feed')).body).toEqual({ active: false, created_at: null, last_used_at: null, url: null, webcal_url: null });

    const winter = await book(a, appointmentData({ date: '2026-12-02', start: '09:30', hours: 2.5, client: 'Maria Ionescu', plate: 'B 12 XYZ' }));
    const summer = await book(a, appointmentData({ date: '2027-06-16', start: '10:00', hours: 1 }));
    const untimed = await book(a, appointmentData({ date: '2026-12-03', hours: 3 }));
    const past = await book(a, appointmentData({ date: '2026-09-02', start: '08:00', hours: 1 }));
    await book(a, appointmentData({ date: '2026-08-05', start: '08:00' })); // before the window
    await book(a, appointmentData({ date: '2028-01-05', start: '08:00' })); // after it
    await book(a, appointmentData({})); // undated
    expect((await call(a, 'POST', `/api/user/appointments/${past.id}/complete`)).status).toBe(200);

    const made = await call<CalendarFeedDto>(a, 'POST', '/api/user/calendar-feed');
    expect(made.status).toBe(201);
    const url = made.body.url!;
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(made.body.webcal_url).toBe(url.replace(/^https?:/, 'webcal:'));
    // Only the hash is kept: the token is nowhere in the database, and the status never shows the URL again.
    const stored = await t.database.db.selectFrom('calendar_feeds').selectAll().where('business_id', '=', a.businessId).executeTakeFirstOrThrow();
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(url.split('/').at(-1)!.replace('.ics', ''));
    expect((await call<CalendarFeedDto>(a, 'GET', '/api/user/calendar-feed')).body).toMatchObject({ active: true, url: null, created_at: TODAY.toISOString(), last_used_at: null });

    const res = await read(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const calendar = parseCalendar(await res.text());
    expect(calendar.name).toBe('Service Auto Ștefănescu');
    expect(calendar.method).toBeNull();
    const byUid = new Map(calendar.events.map((e) => [e.uid, e]));
    expect(calendar.events).toHaveLength(4);
    expect(byUid.get(`appointment-${winter.id}@atelier`)).toMatchObject({
      summary: 'Maria Ionescu · B12XYZ · Schimb ulei și filtre',
      start: '2026-12-02T07:30:00.000Z',
      end: '2026-12-02T10:00:00.000Z',
      allDay: false,
      sequence: 0,
      status: 'CONFIRMED',
      transparency: 'OPAQUE',
    });
    expect(byUid.get(`appointment-${summer.id}@atelier`)).toMatchObject({ start: '2027-06-16T07:00:00.000Z', end: '2027-06-16T08:00:00.000Z' });
    expect(byUid.get(`appointment-${untimed.id}@atelier`)).toMatchObject({ allDay: true, start: '2026-12-03', end: '2026-12-04' });
    expect(byUid.get(`appointment-${past.id}@atelier`)).toMatchObject({ summary: '✓ Ion Popescu · CJ12ABC · Schimb ulei și filtre', transparency: 'TRANSPARENT' });
    expect((await call<CalendarFeedDto>(a, 'GET', '/api/user/calendar-feed')).body.last_used_at).toBe(TODAY.toISOString());

    // A rescheduled appointment keeps its UID: the phone moves the event, it does not add one.
    expect((await call(a, 'POST', `/api/user/appointments/${winter.id}/reschedule`, { date: '2026-12-04', start: '14:00' })).status).toBe(200);
    const moved = parseCalendar(await (await read(url)).text()).events.find((e) => e.uid === `appointment-${winter.id}@atelier`);
    expect(moved).toMatchObject({ start: '2026-12-04T12:00:00.000Z', end: '2026-12-04T14:30:00.000Z', sequence: 1 });
  });

  it('is the same bytes at every download while nothing changes; a change restamps its own event only (DTSTAMP = LAST-MODIFIED = its last change)', async () => {
    const a = await owner();
    const kept = await book(a, appointmentData({ date: '2026-12-08', start: '09:00' }));
    const moved = await book(a, appointmentData({ date: '2026-12-09', start: '11:00' }));
    const url = (await call<CalendarFeedDto>(a, 'POST', '/api/user/calendar-feed')).body.url!;
    const first = await (await read(url)).text();
    // Later (within the access token's life): a phone's next refresh.
    t.clock.advance(10 * 60 * 1000);
    const second = await (await read(url)).text();
    expect(second).toBe(first);
    const booked = TODAY.toISOString();
    for (const event of parseCalendar(first).events) expect(event).toMatchObject({ stamp: booked, lastModified: booked, organizer: null });

    expect((await call(a, 'POST', `/api/user/appointments/${moved.id}/reschedule`, { date: '2026-12-10', start: '11:00' })).status).toBe(200);
    const events = new Map(parseCalendar(await (await read(url)).text()).events.map((e) => [e.uid, e]));
    const changed = t.clock.now().toISOString();
    expect(events.get(`appointment-${moved.id}@atelier`)).toMatchObject({ stamp: changed, lastModified: changed });
    expect(events.get(`appointment-${kept.id}@atelier`)).toMatchObject({ stamp: booked, lastModified: booked });
    t.clock.set(TODAY);
  });

  it('refuses a start time the spring-forward night skips (422 nonexistent_time); an autumn time that happens twice is its first occurrence', async () => {
    const a = await owner();
    // Both nights are Sundays: this workshop works every day, so only the time can be refused.
    const week = Array.from({ length: 7 }, (_, i) => ({ weekday: i + 1, working: true, open: '00:00', close: '23:59', available_hours: 20 }));
    expect((await call(a, 'PUT', '/api/user/working-hours', { days: week })).status).toBe(200);
    const skipped = await a.client.request<ErrorBody>('POST', `/api/user/forms/${formId}/submit`, { token: a.token, json: { data: appointmentData({ date: '2027-03-28', start: '03:30' }) } });
    expect(skipped.status).toBe(422);
    expect(skipped.body.error.code).toBe('nonexistent_time');
    expect(skipped.body.error.message).toBe('03:30 does not exist on 2027-03-28 in Romania (the clocks go forward from 03:00 to 04:00 that night): pick another time');
    expect(skipped.body.error.details).toEqual([{ path: 'date', message: '2027-03-28' }, { path: 'start', message: '03:30' }]);
    // The hour before and after the gap, and the same time another night, are fine; so is moving onto the gap refused.
    await book(a, appointmentData({ date: '2027-03-28', start: '02:30' }));
    const later = await book(a, appointmentData({ date: '2027-03-28', start: '04:00' }));
    await book(a, appointmentData({ date: '2027-03-27', start: '03:30' }));
    const onto = await call(a, 'POST', `/api/user/appointments/${later.id}/reschedule`, { date: '2027-03-28', start: '03:15' });
    expect(onto.status).toBe(422);
    expect(onto.body.error.code).toBe('nonexistent_time');

    const twice = await book(a, appointmentData({ date: '2026-10-25', start: '03:30' }));
    const url = (await call<CalendarFeedDto>(a, 'POST', '/api/user/calendar-feed')).body.url!;
    t.clock.set(new Date('2026-10-01T10:00:00Z'));
    const event = parseCalendar(await (await read(url)).text()).events.find((e) => e.uid === `appointment-${twice.id}@atelier`);
    t.clock.set(TODAY);
    // 03:30 EEST (+03:00), the first time the clock shows it that night.
    expect(event).toMatchObject({ start: '2026-10-25T00:30:00.000Z', end: '2026-10-25T01:30:00.000Z' });
  });

  it('stops the old URL at once when regenerated or revoked', async () => {
    const a = await owner();
    await book(a, appointmentData({ date: '2026-12-02', start: '09:00' }));
    const first = (await call<CalendarFeedDto>(a, 'POST', '/api/user/calendar-feed')).body.url!;
    expect((await read(first)).status).toBe(200);
    const second = (await call<CalendarFeedDto>(a, 'POST', '/api/user/calendar-feed')).body.url!;
    expect(second).not.toBe(first);
    const old = await read(first);
    expect(old.status).toBe(404);
    expect(((await old.json()) as ErrorBody).error.code).toBe('not_found');
    expect(parseCalendar(await (await read(second)).text()).events).toHaveLength(1);

    expect((await call(a, 'DELETE', '/api/user/calendar-feed')).status).toBe(204);
    expect((await read(second)).status).toBe(404);
    expect((await call<CalendarFeedDto>(a, 'GET', '/api/user/calendar-feed')).body.active).toBe(false);
    expect((await fetch(`${t.url}/api/calendar/not-a-token.ics`)).status).toBe(404);
  });

  it('is the owner\'s to manage; another business\'s feed shows none of its appointments', async () => {
    const a = await owner();
    const member = await makeMember(t, a);
    const b = await owner();
    await book(a, appointmentData({ date: '2026-12-02', start: '09:00' }));
    for (const [method, path] of [['GET', '/api/user/calendar-feed'], ['POST', '/api/user/calendar-feed'], ['DELETE', '/api/user/calendar-feed']] as const) {
      const res = await call(member, method, path);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error.code).toBe('owner_only');
      expect((await a.client.request(method, path)).status).toBe(401);
    }
    const aUrl = (await call<CalendarFeedDto>(a, 'POST', '/api/user/calendar-feed')).body.url!;
    const bUrl = (await call<CalendarFeedDto>(b, 'POST', '/api/user/calendar-feed')).body.url!;
    expect(parseCalendar(await (await read(bUrl)).text()).events).toEqual([]);
    // B revoking its own feed leaves A's alone.
    expect((await call(b, 'DELETE', '/api/user/calendar-feed')).status).toBe(204);
    expect((await read(aUrl)).status).toBe(200);
  });

  it('limits how often one address reads feeds (429 with Retry-After), and is in the OpenAPI document', async () => {
    const a = await owner();
    const url = (await call<CalendarFeedDto>(a, 'POST', '/api/user/calendar-feed')).body.url!;
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) statuses.push((await read(url)).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    const limited = await read(url);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('600');
    const docs = (await (await fetch(`${t.url}/api/docs/json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(docs.paths)).toEqual(expect.arrayContaining(['/api/calendar/{file}', '/api/user/calendar-feed', '/api/user/appointments/{id}/confirmation']));
  });
});
